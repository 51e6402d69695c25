/**
 * Generic query calls (spec 7): a JSON body with the bearer token, a 2 s wait before any consent
 * status path, and a result that is either data or an error (drawn from the server's code, error,
 * a payment-provider payload, or 'Unexpected error') instead of a thrown exception.
 */
import { CONSENT_STATUS_DELAY_MS } from '@marketplace/domain/constants';
import type { z } from 'zod';
import { ApiError, ApiErrorKind } from './api-error.ts';
import { unexpectedErrorMessage } from './error-normalisation.ts';
import type { CallOptions, Transport } from './http.ts';
import { wait, type Timers } from './api-runtime.ts';

export type QueryResult<T> = { data: T; error: null } | { data: null; error: ApiError };

/** Consent status paths wait before asking: the consent may still be being written. */
export const isConsentStatusPath = (path: string): boolean => /\/consent\/status(?:$|[?/])/.test(path);

export interface GenericQueries {
  query<S extends z.ZodType>(transport: Transport, options: CallOptions<S>): Promise<QueryResult<z.output<S>>>;
}

export function createGenericQueries(timers: Timers): GenericQueries {
  return {
    async query(transport, options) {
      if (isConsentStatusPath(options.path)) await wait(timers, CONSENT_STATUS_DELAY_MS);
      try {
        return { data: await transport.call(options), error: null };
      } catch (error) {
        if (error instanceof ApiError) return { data: null, error };
        return {
          data: null,
          error: new ApiError({
            kind: ApiErrorKind.unexpected,
            area: options.area ?? transport.area,
            message: unexpectedErrorMessage,
            method: options.method,
            url: `${transport.baseUrl}${options.path}`,
            cause: error,
          }),
        };
      }
    },
  };
}
