import { paymentsDue } from '@marketplace/domain/billing-schedule';
import { origins } from '@marketplace/shared/federation';
import { recountRatings } from '../feedback/ratings.ts';
import { insertCharge } from '../commerce/charges.ts';
import type { ChargeKind, ChargeRow } from '../commerce/charges.ts';
import type { Database, Queryable } from '../db/database.ts';
import { demoAccounts, demoOrganizations, marketplaceClient } from './demo-accounts.ts';
import { demoAppRows, demoApps } from './demo-world.ts';
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
    // The developer's organisation uses its first private app: installed, so its Open leads to the
    // widget id path a private app is opened by (the second stays uninstalled, for the console).
    await tx.query(
      `INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at)
       SELECT 'org-dev-1', id, COALESCE(NULLIF(document->>'product', ''), 'livechat'), 'acc-developer', '{}'::jsonb, $1 FROM apps
       WHERE publication_state = 'IN_DEVELOPMENT' AND developer_id = 'dev-1' ORDER BY position LIMIT 1`,
      [at],
    );
    await seedDemoCharges(tx, at);
    await seedUnpaidTrials(tx, referenceDate);
    await seedFrozenSubscription(tx, referenceDate);
    await tx.query('UPDATE apps SET installations = installations + 1 WHERE id IN (SELECT app_id FROM installs)');
    return true;
  });
}

/** A charge of the seed: a chat product's, one unit, no trial, no tax, returning to the default topology's public site. */
async function seedCharge(
  tx: Queryable,
  kind: ChargeKind,
  at: string,
  values: Pick<ChargeRow, 'id' | 'organization_id' | 'account_id' | 'app_id' | 'name' | 'price' | 'months' | 'order_client_id' | 'status'> & Partial<Pick<ChargeRow, 'trial_days'>>,
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

const DAY_MS = 86_400_000;

interface SeededApp {
  id: string;
  name: string;
  price: number;
  trial_days: number;
  client_id: string;
}

/** A published chat app (plain monthly, or with the generated no-card trial); `skip` passes over the ones seeded already. */
async function monthlyApp(tx: Queryable, trial: boolean, skip: number): Promise<SeededApp | undefined> {
  const rows = await tx.query<SeededApp>(
    `SELECT id, document->>'name' AS name, (document->'payment'->>'price')::int AS price, (document->'payment'->>'trialDays')::int AS trial_days,
            document->'authorization'->>'clientId' AS client_id
       FROM apps WHERE publication_state = 'PUBLISHED' AND document->'payment'->>'months' = '1' AND document->'payment'->>'perAccount' = 'false'
        AND (document->'payment'->>'trialDays' = '0') = $1 AND document->'payment'->>'creditCardRequired' = $2
        AND NOT (document->>'hidden')::boolean AND document->>'product' IN ('', 'livechat') AND document->'customProps'->>'discountPercent' IS NULL
      ORDER BY position OFFSET $3 LIMIT 1`,
    [!trial, String(!trial), skip],
  );
  return rows[0];
}

/** An install and the paid period it opened at `startedAt`, billed from `billsFrom` (migration 013). */
async function seedPaidInstall(
  tx: Queryable,
  period: {
    id: string;
    organizationId: string;
    accountId: string;
    appId: string;
    source: ChargeKind;
    sourceId: string;
    startedAt: Date;
    billsFrom: Date;
    cycleMonths: number | null;
    amount: number;
    billsUntil?: Date;
  },
): Promise<void> {
  await tx.query(`INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at) VALUES ($1, $2, 'livechat', $3, '{}', $4)`, [
    period.organizationId,
    period.appId,
    period.accountId,
    period.startedAt.toISOString(),
  ]);
  await tx.query(
    `INSERT INTO entitlements (id, organization_id, app_id, source, source_id, started_at, bills_from, cycle_months, first_amount, renewal_amount, bills_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
    [
      period.id,
      period.organizationId,
      period.appId,
      period.source,
      period.sourceId,
      period.startedAt.toISOString(),
      period.billsFrom.toISOString(),
      period.cycleMonths,
      period.amount,
      period.billsUntil?.toISOString() ?? null,
    ],
  );
}

/**
 * Card Later Ltd has no card on file: its one-time Trial Toolkit and a monthly trial, both needing
 * no card to start (spec 5), were started at the reference date and have ended. Nothing is in its
 * ledger: what fell due is owed, and taken (dated when it fell due) once a card is added.
 */
async function seedUnpaidTrials(tx: Queryable, referenceDate: Date): Promise<void> {
  const toolkit = (await tx.query<SeededApp>(`SELECT id, document->>'name' AS name, document->'authorization'->>'clientId' AS client_id FROM apps WHERE id = '9007'`))[0];
  const payment = demoApps.find((app) => app.id === '9007')?.payment;
  if (toolkit && payment) {
    await seedCharge(tx, 'direct_charge', referenceDate.toISOString(), {
      id: 'seed-direct-trial',
      organization_id: 'org-no-card',
      account_id: 'acc-no-card',
      app_id: toolkit.id,
      name: toolkit.name,
      price: payment.price,
      months: null,
      trial_days: payment.trialDays,
      order_client_id: toolkit.client_id ?? toolkit.id,
      status: 'success',
    });
    await seedPaidInstall(tx, {
      id: 'seed-entitlement-trial',
      organizationId: 'org-no-card',
      accountId: 'acc-no-card',
      appId: toolkit.id,
      source: 'direct_charge',
      sourceId: 'seed-direct-trial',
      startedAt: referenceDate,
      billsFrom: new Date(referenceDate.getTime() + payment.trialDays * DAY_MS),
      cycleMonths: null,
      amount: payment.price,
    });
  }
  const monthly = await monthlyApp(tx, true, 0);
  if (monthly) {
    await seedCharge(tx, 'recurrent_charge', referenceDate.toISOString(), {
      id: 'seed-recurrent-trial',
      organization_id: 'org-no-card',
      account_id: 'acc-no-card',
      app_id: monthly.id,
      name: monthly.name,
      price: monthly.price,
      months: 1,
      trial_days: monthly.trial_days,
      order_client_id: monthly.client_id,
      status: 'active',
    });
    await seedPaidInstall(tx, {
      id: 'seed-entitlement-monthly-trial',
      organizationId: 'org-no-card',
      accountId: 'acc-no-card',
      appId: monthly.id,
      source: 'recurrent_charge',
      sourceId: 'seed-recurrent-trial',
      startedAt: referenceDate,
      billsFrom: new Date(referenceDate.getTime() + monthly.trial_days * DAY_MS),
      cycleMonths: 1,
      amount: monthly.price,
    });
  }
}

/**
 * Cancelled Co's monthly app whose recurrent charge was frozen after its second payment (40 days
 * in): two payments in the ledger, none since. Reactivated, it renews again on its own dates.
 */
async function seedFrozenSubscription(tx: Queryable, referenceDate: Date): Promise<void> {
  // The second plain monthly app: the first is Acme's running subscription.
  const app = await monthlyApp(tx, false, 1);
  if (!app) return;
  await seedCharge(tx, 'recurrent_charge', referenceDate.toISOString(), {
    id: 'seed-recurrent-frozen-app',
    organization_id: 'org-cancelled',
    account_id: 'acc-cancelled',
    app_id: app.id,
    name: app.name,
    price: app.price,
    months: 1,
    order_client_id: app.client_id,
    status: 'frozen',
  });
  await seedPaidInstall(tx, {
    id: 'seed-entitlement-frozen',
    organizationId: 'org-cancelled',
    accountId: 'acc-cancelled',
    appId: app.id,
    source: 'recurrent_charge',
    sourceId: 'seed-recurrent-frozen-app',
    startedAt: referenceDate,
    billsFrom: referenceDate,
    cycleMonths: 1,
    amount: app.price,
    billsUntil: new Date(referenceDate.getTime() + 40 * DAY_MS),
  });

  // Its payments up to the freeze, by the schedule's own rule: one per month it ran.
  const frozenAt = new Date(referenceDate.getTime() + 40 * DAY_MS);
  for (const payment of paymentsDue({ billsFrom: referenceDate, cycleMonths: 1, firstAmount: app.price, renewalAmount: app.price, until: frozenAt }, frozenAt)) {
    await tx.query(
      `INSERT INTO ledger (organization_id, source, source_id, app_id, entitlement_id, amount, created_at, period)
       VALUES ('org-cancelled', 'recurrent_charge', 'seed-recurrent-frozen-app', $1, 'seed-entitlement-frozen', $2, $3, $4)`,
      [app.id, payment.amount, payment.at.toISOString(), payment.period],
    );
  }
}

/**
 * Charges of the demo world: a frozen recurrent charge of the cancelled organisation naming no app
 * of the catalogue (its first payment taken, frozen 20 days in; reactivated, it renews on its own
 * dates like any recurrent charge), and two external direct charges (created by an app, not by the marketplace's checkout) of Team Chat Co,
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
  await tx.query(
    `INSERT INTO entitlements (id, organization_id, app_id, source, source_id, started_at, bills_from, cycle_months, first_amount, renewal_amount, bills_until)
     VALUES ('seed-entitlement-frozen-sync', 'org-cancelled', NULL, 'recurrent_charge', 'seed-recurrent-frozen', $1, $1, 1, 1900, 1900, $2)`,
    [at, new Date(Date.parse(at) + 20 * DAY_MS).toISOString()],
  );
  await tx.query(
    `INSERT INTO ledger (organization_id, source, source_id, app_id, entitlement_id, amount, created_at, period)
     VALUES ('org-cancelled', 'recurrent_charge', 'seed-recurrent-frozen', '', 'seed-entitlement-frozen-sync', 1900, $1, 0)`,
    [at],
  );
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
