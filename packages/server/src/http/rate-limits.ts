/**
 * Rate limits through @fastify/rate-limit, counted in the database (db/migrations/012) rather than
 * in process memory, so every node of one Postgres shares each budget. A limited route (or
 * handler, for a limit on one kind of request) calls `ctx.rateLimit(name, request, subject)`;
 * over the limit it answers 429 with Retry-After and the domain's sentence.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { rateLimitedMessage, rateLimitNames } from '@marketplace/domain/rate-limits';
import type { RateLimitName, RateLimits } from '@marketplace/domain/rate-limits';
import type { Database } from '../db/database.ts';
import { HttpError } from './errors.ts';

/** Who is counted: a signed-in account by its id, anyone else by its address. */
export type RateLimitSubject = { accountId: string } | null;

export type RateLimiter = (name: RateLimitName, request: FastifyRequest, subject: RateLimitSubject) => Promise<void>;

/** Expired rows are removed about once per this many counts (any node may do it). */
const SWEEP_EVERY = 200;

/** The plugin's store interface over the rate_limits table: one upsert counts and reads a window. */
function databaseStore(db: Database, now: () => Date): new () => FastifyRateLimitStore {
  let counted = 0;
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      const resetsAt = new Date(at.getTime() + timeWindow);
      db.query<{ hits: number; resets_at: Date | string }>(
        `INSERT INTO rate_limits (key, hits, resets_at) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.resets_at <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
           resets_at = CASE WHEN rate_limits.resets_at <= $2 THEN $3 ELSE rate_limits.resets_at END
         RETURNING hits, resets_at`,
        [key, at.toISOString(), resetsAt.toISOString()],
      ).then(
        async (rows) => {
          const row = rows[0];
          if ((counted = (counted + 1) % SWEEP_EVERY) === 0) await db.query('DELETE FROM rate_limits WHERE resets_at < $1', [at.toISOString()]);
          callback(null, { current: row?.hits ?? 1, ttl: Math.max(0, new Date(row?.resets_at ?? resetsAt).getTime() - at.getTime()) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

const keys = new WeakMap<FastifyRequest, string>();

/** Registers the plugin (no global limit: only the routes that ask are limited) and answers the limiter of `limits`. */
export async function registerRateLimits(app: FastifyInstance, db: Database, now: () => Date, limits: RateLimits): Promise<RateLimiter> {
  await app.register(rateLimit, { global: false, store: databaseStore(db, now), keyGenerator: (request) => keys.get(request) ?? request.ip });
  const limiters = new Map(
    rateLimitNames.map((name) => [
      name,
      app.createRateLimit({ max: limits[name].max, timeWindow: limits[name].windowSeconds * 1000, keyGenerator: (request) => keys.get(request) ?? request.ip }),
    ]),
  );
  return async (name, request, subject) => {
    const limiter = limiters.get(name);
    if (limiter === undefined) return;
    keys.set(request, `${name}:${subject === null ? `ip:${request.ip}` : `account:${subject.accountId}`}`);
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new RateLimitedError(Math.max(1, result.ttlInSeconds));
  };
}

/** 429 with the seconds to wait, sent as Retry-After by the error handler. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', rateLimitedMessage(retryAfterSeconds));
    this.name = 'RateLimitedError';
  }
}
