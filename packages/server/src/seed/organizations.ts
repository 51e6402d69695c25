/**
 * Writing demo organisations (their licences and a test card per product) and their accounts:
 * the seed's, and a new demo organisation the sign-in page makes on request.
 */
import type { Queryable } from '../db/database.ts';
import type { AccountSeed, OrganizationSeed } from './demo-accounts.ts';
import { insertRows } from './insert-rows.ts';

/** An account to write: one the sign-in page lists (with its label and place), or one it does not. */
type AccountRowSeed = Omit<AccountSeed, 'demoLabel' | 'purpose'> & { demoLabel?: string; demoPosition?: number };

/** The organisations with their licences, and the card on file for each product the seed gives one. */
export async function insertOrganizations(tx: Queryable, organizations: readonly OrganizationSeed[], at: Date): Promise<void> {
  await insertRows(tx, 'organizations', 'id text, name text, region text, licenses jsonb', organizations);
  await insertRows(
    tx,
    'cards',
    'organization_id text, product text, card_type text, first_six text, last_four text, declines boolean, added_at timestamptz',
    organizations.flatMap((o) =>
      o.cards.map((product) => ({ organization_id: o.id, product, card_type: 'visa', first_six: '424242', last_four: '4242', declines: false, added_at: at.toISOString() })),
    ),
  );
}

export async function insertAccounts(tx: Queryable, accounts: readonly AccountRowSeed[]): Promise<void> {
  await insertRows(
    tx,
    'accounts',
    'account_id text, organization_id text, email text, name text, roles jsonb, properties jsonb, scopes text[], demo_label text, demo_position int, can_ghost_login boolean, developer_id text',
    accounts.map((a) => ({
      account_id: a.accountId,
      organization_id: a.organizationId,
      email: a.email,
      name: a.name,
      roles: a.roles,
      properties: a.properties,
      scopes: `{${a.scopes.map((s) => `"${s}"`).join(',')}}`,
      demo_label: a.demoLabel ?? null,
      demo_position: a.demoPosition ?? null,
      can_ghost_login: a.canGhostLogin ?? false,
      developer_id: a.developerId ?? null,
    })),
  );
}
