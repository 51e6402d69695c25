/**
 * Turns what a server sent back into the code and message of an ApiError (spec 8): a
 * `{ code, message }` body, an `error: 'code:detail'` string split at its first colon, or a
 * payment-provider payload; anything else is 'Unexpected error'.
 */
import { errorCatalogue, parseServerError, type ServerError } from '@marketplace/domain/errors';
import { ApiErrorKind } from './api-error.ts';

export const unexpectedErrorMessage = errorCatalogue.unexpected.message;

function splitCodeDetail(value: string): { code: string | undefined; detail: string } {
  const { code, message } = parseServerError(value);
  return { code: code ?? undefined, detail: message };
}

/** The message of an error that carries none from the server. */
export function messageForKind(kind: ApiErrorKind): string {
  switch (kind) {
    case ApiErrorKind.network:
      return errorCatalogue.adBlock.message;
    case ApiErrorKind.unauthorized:
      return errorCatalogue.unauthorized.message;
    default:
      return unexpectedErrorMessage;
  }
}

/** The domain's ServerError as far as a body tells it: what the body does not say is left out. */
export type ServerErrorParts = { [K in keyof ServerError]?: NonNullable<ServerError[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Reads the code and message out of an error body; unknown shapes give neither. */
export function readServerError(body: unknown): ServerErrorParts {
  if (nonEmpty(body)) return fromCodeDetail(body);
  if (!isRecord(body)) return {};
  // The platform's own shape: { code, message }.
  if (nonEmpty(body.code)) return { code: body.code, ...(nonEmpty(body.message) ? { message: body.message } : {}) };
  if (nonEmpty(body.error)) return fromCodeDetail(body.error);
  // A payment provider's payload: { error: { type|code, message } } or { errors: [{ code, message }] }.
  if (isRecord(body.error)) return readServerError(body.error);
  if (Array.isArray(body.errors) && body.errors.length > 0) return readServerError(body.errors[0]);
  if (nonEmpty(body.type) && nonEmpty(body.message)) return { code: body.type, message: body.message };
  return {};
}

/** 'code:detail' split at the first colon (domain rule); a bare text is the message. */
function fromCodeDetail(value: string): ServerErrorParts {
  const { code, detail } = splitCodeDetail(value);
  return code === undefined ? { message: detail } : { code, message: detail };
}
