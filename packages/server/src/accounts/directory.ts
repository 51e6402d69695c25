/**
 * The accounts of an organisation as the accounts API and the product APIs answer them, and what
 * they ask for: invitation requests, and apps they ask the licence's owners for (awaiting apps).
 */
import type { Account } from '@marketplace/domain/entities/user';
import { accountSchema } from '@marketplace/domain/entities/user';
import type { Queryable } from '../db/database.ts';

interface AccountRow {
  account_id: string;
  name: string;
  email: string;
  roles: unknown;
  properties: unknown;
}

const toAccount = (row: AccountRow): Account => accountSchema.parse({ account_id: row.account_id, name: row.name, email: row.email, roles: row.roles, properties: row.properties });

export async function organizationAccounts(db: Queryable, organizationId: string): Promise<Account[]> {
  const rows = await db.query<AccountRow>('SELECT account_id, name, email, roles, properties FROM accounts WHERE organization_id = $1 ORDER BY name', [organizationId]);
  return rows.map(toAccount);
}

/** One account of the organisation; null for an account of another organisation or none. */
export async function organizationAccount(db: Queryable, organizationId: string, accountId: string): Promise<Account | null> {
  const rows = await db.query<AccountRow>('SELECT account_id, name, email, roles, properties FROM accounts WHERE account_id = $1 AND organization_id = $2', [
    accountId,
    organizationId,
  ]);
  const row = rows[0];
  return row ? toAccount(row) : null;
}

/** The organisation's agents of a product (accounts with a role in it), by name. */
export async function productAgents(db: Queryable, organizationId: string, product: string): Promise<Account[]> {
  const rows = await db.query<AccountRow>(
    `SELECT account_id, name, email, roles, properties FROM accounts WHERE organization_id = $1
       AND EXISTS (SELECT 1 FROM jsonb_array_elements(roles) r WHERE r->>'product' = $2) ORDER BY name`,
    [organizationId, product],
  );
  return rows.map(toAccount);
}

export async function requestInvitation(db: Queryable, request: { accountId: string; product: string; at: Date }): Promise<void> {
  await db.query('INSERT INTO invitation_requests (account_id, product, created_at) VALUES ($1, $2, $3)', [request.accountId, request.product, request.at.toISOString()]);
}

/** Records an account's request for an app, with the owners it goes to. */
export async function requestAwaitingApp(db: Queryable, request: { accountId: string; payload: object; recipients: readonly string[]; at: Date }): Promise<void> {
  await db.query('INSERT INTO awaiting_apps (account_id, payload, created_at) VALUES ($1, $2, $3)', [
    request.accountId,
    JSON.stringify({ ...request.payload, recipients: request.recipients }),
    request.at.toISOString(),
  ]);
}
