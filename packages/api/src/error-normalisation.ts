/**
 * Turns what a server sent back into the code and message of an ApiError (spec 8): a
 * `{ code, message }` body, an `error: 'code:detail'` string split at its first colon, or a
 * payment-provider payload; anything else is 'Unexpected error'.
 */
import { ApiErrorKind } from './api-error.ts';

// PROVISIONAL until packages/domain/src/errors.ts lands: then these come from the catalogue.
export const unexpectedErrorMessage = 'Unexpected error';
const adBlockMessage =
  "There's been an error caused by AdBlock. Whitelist this site in AdBlock or add it to Trusted Sites in your browser.";
const unauthorizedMessage = "We couldn't authorize your request as you've been logged out. Log in and try again.";
function splitCodeDetail(value: string): { code: string; detail: string | undefined } {
  const at = value.indexOf(':');
  return at < 0 ? { code: value, detail: undefined } : { code: value.slice(0, at), detail: value.slice(at + 1) };
}

/** The message of an error that carries none from the server. */
export function messageForKind(kind: ApiErrorKind): string {
  switch (kind) {
    case ApiErrorKind.network:
      return adBlockMessage;
    case ApiErrorKind.unauthorized:
      return unauthorizedMessage;
    default:
      return unexpectedErrorMessage;
  }
}

export interface ServerError {
  code?: string;
  message?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Reads the code and message out of an error body; unknown shapes give neither. */
export function readServerError(body: unknown): ServerError {
  if (nonEmpty(body)) return fromCodeDetail(body);
  if (!isRecord(body)) return {};
  if (nonEmpty(body.code)) {
    const split = splitCodeDetail(body.code);
    const message = nonEmpty(body.message) ? body.message : split.detail;
    return { code: split.code, ...(message === undefined ? {} : { message }) };
  }
  if (nonEmpty(body.error)) {
    const split = fromCodeDetail(body.error);
    return nonEmpty(body.message) && split.message === undefined ? { ...split, message: body.message } : split;
  }
  // A payment provider's payload: { error: { type|code, message } } or { errors: [{ code, message }] }.
  if (isRecord(body.error)) return readServerError(body.error);
  if (Array.isArray(body.errors) && body.errors.length > 0) return readServerError(body.errors[0]);
  if (nonEmpty(body.type) && nonEmpty(body.message)) return { code: body.type, message: body.message };
  return {};
}

function fromCodeDetail(value: string): ServerError {
  const { code, detail } = splitCodeDetail(value);
  return detail === undefined ? { code } : { code, message: detail };
}
