/**
 * One Idempotency-Key per user intent: a double click, a retry after a dropped
 * connection or a second tab paying the same thing sends the same key, so the platform replays its
 * first answer instead of moving money twice. The key is derived from what is being paid — the
 * cart and the checksum of the lines the user saw, or the charge and the action — so it needs no
 * stored state and survives a reload. A caller with an intent of its own (a checkout visit) may
 * pass its key instead.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/domain/calls/idempotency';

/** The platform refuses keys longer than this. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Extra options of every money call. */
export interface MoneyCallOptions {
  /** Overrides the key derived from the call (one per user intent). */
  idempotencyKey?: string;
}

/** The key of an intent: its parts joined, cut to the platform's limit. */
export function intentKey(...parts: readonly string[]): string {
  return parts.join(':').slice(0, IDEMPOTENCY_KEY_MAX_LENGTH);
}

/** The header carrying `options.idempotencyKey`, else the key derived from `parts`. */
export function idempotencyHeaders(options: MoneyCallOptions | undefined, ...parts: readonly string[]): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: options?.idempotencyKey ?? intentKey(...parts) };
}
