import type { AccountRole } from '@marketplace/domain/entities/user';
import { accountRoleSchema } from '@marketplace/domain/entities/user';
import { z } from 'zod';
import type { ServerContext } from '../http/context.ts';
import { cookieToken } from './session-cookie.ts';

const rolesSchema = z.array(accountRoleSchema);

/** Who is calling: the account behind a valid bearer token (the client's view of its own account is the domain's `User`). */
export interface Caller {
  token: string;
  region: string;
  accountId: string;
  organizationId: string;
  email: string;
  name: string;
  roles: AccountRole[];
  properties: Record<string, unknown>;
  scopes: string[];
  developerId: string | null;
  /** The support user's account id when this is a ghost login. */
  ghostOf: string | null;
  clientId: string;
  expiresAt: Date;
}

interface CallerRow {
  token: string;
  account_id: string;
  organization_id: string;
  email: string;
  name: string;
  roles: unknown;
  properties: Record<string, unknown>;
  scopes: string[];
  developer_id: string | null;
  ghost_of: string | null;
  client_id: string;
  expires_at: Date | string;
}

/** The token of a request: `Authorization: Bearer <region>:<secret>`, else the session cookie (see session-cookie.ts). */
export function requestToken(headers: {
  authorization?: string | undefined;
  cookie?: string | undefined;
  [name: string]: unknown;
}): { token: string; from: 'bearer' | 'cookie' } | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  if (match?.[1] !== undefined) return { token: match[1], from: 'bearer' };
  const fromCookie = cookieToken(headers);
  return fromCookie === null ? null : { token: fromCookie, from: 'cookie' };
}

/** The notification channel of every write to tokens or accounts (migration 009-session-changes). */
export const SESSION_CHANNEL = 'session_changes';

/** At most this many callers are kept; a flood of distinct tokens costs a reload, not memory. */
const MAX_CACHED_CALLERS = 10_000;

/**
 * Callers by token, kept in memory only where this process is the database's only client: an
 * embedded PGlite, whose data directory no other process opens. Every write to tokens or accounts
 * (a sign-out, a revocation, a role change) notifies SESSION_CHANNEL, and PGlite delivers it in
 * this process before the writing COMMIT returns, so no request answered after a sign-out sees the
 * cached caller. With a Postgres server another node's sign-out would arrive later, so the platform
 * keeps no cache there and reads the token on every request (ARCHITECTURE: nothing shared lives in
 * process memory).
 */
export class SessionCache {
  private readonly callers = new Map<string, Caller>();
  /** Bumped by every change: a read that started before one is not kept. */
  private generation = 0;

  invalidate(): void {
    this.generation += 1;
    this.callers.clear();
  }

  async read(token: string, now: Date, load: () => Promise<Caller | null>): Promise<Caller | null> {
    const cached = this.callers.get(token);
    if (cached) {
      if (cached.expiresAt.getTime() > now.getTime()) return cached;
      this.callers.delete(token);
    }
    const generation = this.generation;
    const caller = await load();
    if (caller && generation === this.generation) {
      if (this.callers.size >= MAX_CACHED_CALLERS) this.callers.clear();
      this.callers.set(token, caller);
    }
    return caller;
  }
}

/** The caller behind a token; null when unknown, revoked or expired. */
export async function readCaller(ctx: ServerContext, token: string | undefined): Promise<Caller | null> {
  if (token === undefined) return null;
  const now = ctx.now();
  return ctx.sessions ? ctx.sessions.read(token, now, () => loadCaller(ctx, token, now)) : loadCaller(ctx, token, now);
}

async function loadCaller(ctx: ServerContext, token: string, now: Date): Promise<Caller | null> {
  const rows = await ctx.db.query<CallerRow>(
    `SELECT t.token, t.account_id, a.organization_id, a.email, a.name, a.roles, a.properties, a.scopes,
            a.developer_id, t.ghost_of, t.client_id, t.expires_at
       FROM tokens t JOIN accounts a ON a.account_id = t.account_id
      WHERE t.token = $1 AND t.revoked_at IS NULL AND t.expires_at > $2`,
    [token, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    token: row.token,
    region: token.slice(0, token.indexOf(':')),
    accountId: row.account_id,
    organizationId: row.organization_id,
    email: row.email,
    name: row.name,
    roles: rolesSchema.parse(row.roles),
    properties: row.properties,
    scopes: row.scopes,
    developerId: row.developer_id,
    ghostOf: row.ghost_of,
    clientId: row.client_id,
    expiresAt: new Date(row.expires_at),
  };
}
