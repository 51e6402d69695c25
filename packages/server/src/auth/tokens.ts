import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** A token cookie lasts one day (spec 9), so do our tokens. */
export const tokenLifetimeMs = 24 * 60 * 60 * 1000;

/** Tokens carry the organisation's region as a prefix (`dal:…`, `fra:…`): product APIs route by it. */
export async function issueToken(db: Queryable, input: { accountId: string; clientId: string; now: Date; ghostOf?: string | null }): Promise<{ token: string; expiresAt: Date }> {
  const rows = await db.query<{ region: string }>('SELECT o.region FROM accounts a JOIN organizations o ON o.id = a.organization_id WHERE a.account_id = $1', [input.accountId]);
  const region = rows[0]?.region ?? 'dal';
  const token = `${region}:${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(input.now.getTime() + tokenLifetimeMs);
  await db.query('INSERT INTO tokens (token, account_id, client_id, ghost_of, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    token,
    input.accountId,
    input.clientId,
    input.ghostOf ?? null,
    input.now.toISOString(),
    expiresAt.toISOString(),
  ]);
  return { token, expiresAt };
}

/** Signs out one token (a ghost login ends only itself). */
export async function revokeToken(db: Queryable, token: string, at: Date): Promise<void> {
  await db.query('UPDATE tokens SET revoked_at = $2 WHERE token = $1 AND revoked_at IS NULL', [token, at.toISOString()]);
}

/** Signs an account out everywhere: every token it holds. */
export async function revokeAccountTokens(db: Queryable, accountId: string, at: Date): Promise<void> {
  await db.query('UPDATE tokens SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL', [accountId, at.toISOString()]);
}
