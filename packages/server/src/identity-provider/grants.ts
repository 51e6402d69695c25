/**
 * What the demo identity provider reads and writes: the demo accounts its sign-in page offers, the
 * consent a sign-in grants, and the authorisation codes of the code flow with their exchange.
 */
import { randomBytes } from 'node:crypto';
import { productNames, productSchema } from '@marketplace/domain/entities/product';
import type { tokenResponseSchema } from '@marketplace/domain/calls/accounts';
import { catalogueMessage } from '@marketplace/domain/errors';
import type { z } from 'zod';
import { issueToken, tokenLifetimeMs } from '../auth/tokens.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { demoPurpose, newOrganizationLicenses } from '../seed/demo-accounts.ts';
import type { DemoAccountChoice } from './sign-in-page.ts';

/** An authorisation code is good for five minutes. */
const CODE_LIFETIME_MS = 5 * 60_000;

interface DemoAccountRow {
  account_id: string;
  name: string;
  email: string;
  demo_label: string | null;
  region: string;
  licenses: Record<string, { active: boolean; plan: string | null; cancelled?: boolean }>;
  can_ghost_login: boolean;
}

/** The organisation's plan per product, as the sign-in page lists it ('LiveChat: Business plan · HelpDesk: no plan, trial'). */
function plansText(licenses: DemoAccountRow['licenses']): string {
  // The chat product first, as everywhere else (the licences' keys come back in the database's order).
  const order = (product: string) => (product === 'livechat' ? 0 : 1);
  const parts = Object.entries(licenses)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([product, license]) => {
      const name = productNames[productSchema.safeParse(product).data ?? 'livechat'];
      const plan = license.plan === null ? 'no plan' : `${license.plan.charAt(0).toUpperCase()}${license.plan.slice(1)} plan`;
      const state = license.cancelled === true ? ', cancelled' : license.plan === null ? ', trial' : license.active ? '' : ', inactive';
      return `${name}: ${plan}${state}`;
    });
  return parts.join(' · ');
}

/** The sign-in page's choices: every demo account, and those a ghost login may browse as (all but the support staff). */
export async function demoAccountChoices(db: Queryable): Promise<{ accounts: DemoAccountChoice[]; ghostTargets: DemoAccountChoice[] }> {
  const rows = await db.query<DemoAccountRow>(
    `SELECT a.*, o.region, o.licenses FROM accounts a JOIN organizations o ON o.id = a.organization_id WHERE a.demo_label IS NOT NULL ORDER BY a.demo_position`,
  );
  const choice = (r: DemoAccountRow): DemoAccountChoice => ({
    accountId: r.account_id,
    label: r.demo_label ?? r.name,
    name: r.name,
    email: r.email,
    region: r.region,
    plans: plansText(r.licenses),
    purpose: demoPurpose(r.account_id),
  });
  return { accounts: rows.map(choice), ghostTargets: rows.filter((r) => !r.can_ghost_login).map(choice) };
}

/** The plans a new demo organisation starts with, as the sign-in page lists an account's. */
export function newOrganizationPlans(): string {
  return plansText(newOrganizationLicenses);
}

/** The support account a ghost login is made by; 403 when the data holds none. */
export async function ghostLoginAccount(db: Queryable): Promise<string> {
  const support = await db.query<{ account_id: string }>('SELECT account_id FROM accounts WHERE can_ghost_login ORDER BY demo_position LIMIT 1');
  const accountId = support[0]?.account_id;
  if (accountId === undefined) throw new HttpError(403, 'access_denied', catalogueMessage('ghostLoginFailed'));
  return accountId;
}

/** The organisation of an account, null for an unknown account. */
export async function organizationOfAccount(db: Queryable, accountId: string): Promise<string | null> {
  const rows = await db.query<{ organization_id: string }>('SELECT organization_id FROM accounts WHERE account_id = $1', [accountId]);
  return rows[0]?.organization_id ?? null;
}

/** Signing in to a client grants it the account's consent (again, if it was withdrawn). */
export async function grantConsent(db: Queryable, grant: { clientId: string; accountId: string; organizationId: string; at: Date }): Promise<void> {
  await db.query(
    `INSERT INTO consents (client_id, account_id, organization_id, coverage, granted_at) VALUES ($1, $2, $3, 'account', $4)
     ON CONFLICT (client_id, account_id) DO UPDATE SET granted_at = EXCLUDED.granted_at, withdrawn_at = NULL`,
    [grant.clientId, grant.accountId, grant.organizationId, grant.at.toISOString()],
  );
}

/** A one-time code for the code flow, bound to the client and the redirect_uri it goes back to. */
export async function issueAuthorizationCode(db: Queryable, grant: { accountId: string; clientId: string; redirectUri: string; at: Date }): Promise<string> {
  const code = randomBytes(18).toString('base64url');
  await db.query('INSERT INTO authorization_codes (code, account_id, client_id, redirect_uri, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    code,
    grant.accountId,
    grant.clientId,
    grant.redirectUri,
    new Date(grant.at.getTime() + CODE_LIFETIME_MS).toISOString(),
  ]);
  return code;
}

/** Trades an unused, unexpired code for a token, once; 400 invalid_grant otherwise. */
export async function exchangeCode(db: Database, exchange: { code: string; clientId: string; redirectUri: string; now: Date }): Promise<z.input<typeof tokenResponseSchema>> {
  return db.transaction(async (tx) => {
    const now = exchange.now.toISOString();
    const rows = await tx.query<{ account_id: string; organization_id: string }>(
      `UPDATE authorization_codes c SET used_at = $5 FROM accounts a
        WHERE c.code = $1 AND c.client_id = $2 AND c.redirect_uri = $3 AND c.used_at IS NULL AND c.expires_at > $4 AND a.account_id = c.account_id
        RETURNING c.account_id, a.organization_id`,
      [exchange.code, exchange.clientId, exchange.redirectUri, now, now],
    );
    const row = rows[0];
    if (!row) throw new HttpError(400, 'invalid_grant', 'The authorisation code is unknown, used or expired.');
    const { token } = await issueToken(tx, { accountId: row.account_id, clientId: exchange.clientId, now: exchange.now });
    return { access_token: token, token_type: 'Bearer' as const, expires_in: tokenLifetimeMs / 1000, account_id: row.account_id, organization_id: row.organization_id };
  });
}
