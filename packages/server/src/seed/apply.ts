import { origins } from '@marketplace/shared/federation';
import { recountRatings } from '../feedback/ratings.ts';
import { insertCharge } from '../commerce/charges.ts';
import type { ChargeKind, ChargeRow } from '../commerce/charges.ts';
import type { Database, Queryable } from '../db/database.ts';
import { demoAccounts, demoOrganizations, marketplaceClient } from './demo-accounts.ts';
import { demoAppRows } from './demo-world.ts';
import { insertRows } from './insert-rows.ts';
import { insertAccounts, insertOrganizations } from './organizations.ts';

export interface SeedOptions {
  apps?: number;
  /** Dates of the catalogue are relative to this; fixed so that two seeds are identical. */
  referenceDate?: Date;
}

export const defaultReferenceDate = new Date('2026-01-15T12:00:00.000Z');
export const defaultAppCount = 132;

async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM developers LIMIT 1');
  return rows.length > 0;
}

/** Applies the seed once, to an empty database; returns whether it ran. */
export async function applySeed(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const referenceDate = options.referenceDate ?? defaultReferenceDate;
  // A restart on a seeded database neither builds the catalogue nor opens a transaction.
  if (await isSeeded(db)) return false;
  // The catalogue generator is loaded only to seed: a restart on a seeded database never needs it.
  const { buildCatalogue } = await import('./catalogue.ts');
  const catalogue = buildCatalogue({ apps: options.apps ?? defaultAppCount, referenceDate });
  // The demo world's apps follow the generated ones, whatever the size of the catalogue.
  const apps = [...catalogue.apps, ...demoAppRows(catalogue.apps.length, referenceDate)];
  return db.transaction(async (tx) => {
    if (await isSeeded(tx)) return false;

    await insertRows(tx, 'developers', 'id text, name text, profile jsonb', catalogue.developers);
    await insertRows(
      tx,
      'apps',
      'id text, slug text, developer_id text, position int, document jsonb, resources jsonb, installations int',
      apps.map((a) => ({ ...a, developer_id: a.developerId })),
    );
    await insertRows(
      tx,
      'ratings',
      'app_id text, account_id text, name text, rate int, review text, created_at timestamptz, updated_at timestamptz, used_since timestamptz',
      catalogue.ratings.map((r) => ({
        app_id: r.appId,
        account_id: r.accountId,
        name: r.name,
        rate: r.rate,
        review: r.review,
        created_at: r.createdAt,
        updated_at: r.createdAt,
        used_since: r.usedSince,
      })),
    );
    await recountRatings(tx, null);
    await insertRows(tx, 'experts', 'id text, slug text, position int, document jsonb', catalogue.experts);
    await insertRows(
      tx,
      'expert_reviews',
      'expert_id text, user_email text, name text, comment text, website text, verified boolean, created_at timestamptz',
      catalogue.expertReviews.map((r) => ({
        expert_id: r.expertId,
        user_email: r.userEmail,
        name: r.name,
        comment: r.comment,
        website: r.website,
        verified: true,
        created_at: r.createdAt,
      })),
    );

    const at = referenceDate.toISOString();
    await insertOrganizations(tx, demoOrganizations, referenceDate);
    await insertAccounts(
      tx,
      demoAccounts.map((account, i) => ({ ...account, demoPosition: i })),
    );
    await tx.query('INSERT INTO oauth_clients (client_id, name, redirect_origins) VALUES ($1, $2, $3)', [
      marketplaceClient.clientId,
      marketplaceClient.name,
      marketplaceClient.redirectOrigins,
    ]);
    // The owner's organisation starts with a few free apps installed, so "installed" is never empty.
    await tx.query(
      `INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at)
       SELECT 'org-acme', id, 'livechat', 'acc-owner', '{}'::jsonb, $1 FROM apps
       WHERE publication_state = 'PUBLISHED' AND document->'payment' = 'null'::jsonb AND NOT (document->>'hidden')::boolean
       ORDER BY position LIMIT 3`,
      [at],
    );
    // …and one paid monthly app with its active recurrent charge, so uninstalling shows the cancellation.
    // (Its return address is data: the default topology's public site.)
    const paid = await tx.query<{ id: string; name: string; price: number; client_id: string }>(
      `SELECT id, document->>'name' AS name, (document->'payment'->>'price')::int AS price, document->'authorization'->>'clientId' AS client_id
         FROM apps WHERE publication_state = 'PUBLISHED' AND document->'payment'->>'months' = '1' AND document->'payment'->>'perAccount' = 'false'
          AND document->'payment'->>'trialDays' = '0' AND NOT (document->>'hidden')::boolean AND document->>'product' IN ('', 'livechat')
          AND document->'customProps'->>'discountPercent' IS NULL
        ORDER BY position LIMIT 1`,
    );
    const app = paid[0];
    if (app) {
      await tx.query(`INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at) VALUES ('org-acme', $1, 'livechat', 'acc-owner', '{}', $2)`, [
        app.id,
        at,
      ]);
      await seedCharge(tx, 'recurrent_charge', at, {
        id: 'seed-recurrent-1',
        organization_id: 'org-acme',
        account_id: 'acc-owner',
        app_id: app.id,
        name: app.name,
        price: app.price,
        months: 1,
        order_client_id: app.client_id,
        status: 'active',
      });
      // The paid period the seeded charge opened, billed monthly from then (migration 012), and its
      // first payment: the platform records each month's renewal as it falls due, so the history
      // holds one payment per past month whenever it is read.
      await tx.query(
        `INSERT INTO entitlements (id, organization_id, app_id, source, source_id, started_at, bills_from, cycle_months, first_amount, renewal_amount)
         VALUES ('seed-entitlement-1', 'org-acme', $1, 'recurrent_charge', 'seed-recurrent-1', $2, $2, 1, $3, $3)`,
        [app.id, at, app.price],
      );
      await tx.query(
        `INSERT INTO ledger (organization_id, source, source_id, app_id, entitlement_id, amount, created_at) VALUES ('org-acme', 'recurrent_charge', 'seed-recurrent-1', $1, 'seed-entitlement-1', $2, $3)`,
        [app.id, app.price, at],
      );
    }
    await seedDemoCharges(tx, at);
    await tx.query('UPDATE apps SET installations = installations + 1 WHERE id IN (SELECT app_id FROM installs)');
    return true;
  });
}

/** A charge of the seed: a chat product's, one unit, no trial, no tax, returning to the default topology's public site. */
async function seedCharge(
  tx: Queryable,
  kind: ChargeKind,
  at: string,
  values: Pick<ChargeRow, 'id' | 'organization_id' | 'account_id' | 'app_id' | 'name' | 'price' | 'months' | 'order_client_id' | 'status'>,
): Promise<void> {
  await insertCharge(tx, kind, {
    product: 'livechat',
    quantity: 1,
    return_url: `${origins.platform}/marketplace/`,
    trial_days: 0,
    per_account: false,
    test: false,
    tax_rate: 0,
    ...values,
    at: new Date(at),
  });
}

/**
 * Charges of the demo world: a frozen recurrent charge of the cancelled organisation, and two
 * external direct charges (created by an app, not by the marketplace's checkout) of Team Chat Co,
 * one paid and one pending, whose pages show the icon and description their addresses carry.
 * (Not Acme's: Acme's ledger holds only payments for apps, one per paid period.)
 */
async function seedDemoCharges(tx: Queryable, at: string): Promise<void> {
  await seedCharge(tx, 'recurrent_charge', at, {
    id: 'seed-recurrent-frozen',
    organization_id: 'org-cancelled',
    account_id: 'acc-cancelled',
    app_id: null,
    name: 'Frozen Sync Plan',
    price: 1900,
    months: 1,
    order_client_id: 'client-frozen-sync',
    status: 'frozen',
  });
  const external = { organization_id: 'org-chat-team', account_id: 'acc-chat-team', app_id: null, months: null, order_client_id: 'client-onboard-experts' };
  await seedCharge(tx, 'direct_charge', at, { ...external, id: 'seed-direct-external', name: 'Setup package by Onboard Experts', price: 4900, status: 'success' });
  // A second one, still pending: the external charge page offers to pay or decline it.
  await seedCharge(tx, 'direct_charge', at, { ...external, id: 'seed-direct-external-pending', name: 'Training session by Onboard Experts', price: 9900, status: 'pending' });
  // The paid one's payment: no app of the catalogue, so no entitlement.
  await tx.query(
    `INSERT INTO ledger (organization_id, source, source_id, app_id, amount, created_at) VALUES ('org-chat-team', 'direct_charge', 'seed-direct-external', NULL, 4900, $1)`,
    [at],
  );
}
