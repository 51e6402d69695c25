/**
 * Idempotency-Key: the first answer to a key is stored in the same transaction as the work it
 * describes; a retry with the same key and body replays it, the same key with another body is
 * refused (422). A concurrent twin waits on the key's row (Postgres) or the engine's mutex (PGlite).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/domain/calls/idempotency';
import type { Caller } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';

export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface Outcome<T> {
  status: number;
  body: T;
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0] ?? ''}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** Runs `work` in one transaction, honouring the request's Idempotency-Key header if any. */
export async function idempotent<T>(ctx: ServerContext, request: FastifyRequest, session: Caller, work: (tx: Queryable) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return ctx.db.transaction(work);
  if (key.length > 200) throw new HttpError(400, 'invalid_request', 'Idempotency-Key is too long.');
  const hash = requestHash(request);
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;

  return ctx.db.transaction(async (tx) => {
    // Keys are kept for a day: a client retries within minutes, and the table must not grow forever.
    await tx.query('DELETE FROM idempotency_keys WHERE account_id = $1 AND created_at < $2', [session.accountId, new Date(ctx.now().getTime() - KEY_LIFETIME_MS).toISOString()]);
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (key, account_id, route, request_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, key) DO NOTHING RETURNING key`,
      [key, session.accountId, route, hash, ctx.now().toISOString()],
    );
    if (claimed.length === 0) {
      const rows = await tx.query<{ request_hash: string; status: number | null; response: T | null }>(
        'SELECT request_hash, status, response FROM idempotency_keys WHERE account_id = $1 AND key = $2',
        [session.accountId, key],
      );
      const stored = rows[0];
      if (!stored || stored.request_hash !== hash) {
        throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request.');
      }
      if (stored.status === null) throw new HttpError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still in progress.');
      return { status: stored.status, body: stored.response as T };
    }
    const outcome = await work(tx);
    await tx.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE account_id = $1 AND key = $2', [
      session.accountId,
      key,
      outcome.status,
      JSON.stringify(outcome.body),
    ]);
    return outcome;
  });
}
