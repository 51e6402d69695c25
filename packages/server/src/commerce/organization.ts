/**
 * What the rules need to know about the caller's organisation: subscriptions per product (from
 * the licences and cards), installed app ids, and the install context of domain/installability.
 */
import type { App } from '@marketplace/domain/entities/app';
import type { PaymentRecord } from '@marketplace/domain/calls/billing';
import type { CardDetails } from '@marketplace/domain/entities/cart';
import type { LicensedProduct, Product } from '@marketplace/domain/entities/product';
import type { PlanTier, Subscription, Subscriptions } from '@marketplace/domain/entities/subscription';
import { planTierSchema } from '@marketplace/domain/entities/subscription';
import type { InstallContext } from '@marketplace/domain/installability';
import type { Caller } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { suspensionOf } from './authorization.ts';

interface LicenseRow {
  active: boolean;
  /** null while the product is assigned without a plan (a trial). */
  plan: string | null;
  partner_type?: string;
  cancelled?: boolean;
  cancelled_at?: string;
}
export interface CardRow {
  product: string;
  card_type: string;
  first_six: string;
  last_four: string;
  declines: boolean;
}

export async function licensesOf(db: Queryable, organizationId: string): Promise<Record<string, LicenseRow>> {
  const rows = await db.query<{ licenses: Record<string, LicenseRow> }>('SELECT licenses FROM organizations WHERE id = $1', [organizationId]);
  return rows[0]?.licenses ?? {};
}

export async function cardsOf(db: Queryable, organizationId: string): Promise<CardRow[]> {
  return db.query<CardRow>('SELECT product, card_type, first_six, last_four, declines FROM cards WHERE organization_id = $1', [organizationId]);
}

/** Test card numbers: this one is declined by the simulated provider, as on common test gateways. */
const DECLINING_TEST_CARD = '4000000000000002';

/** Puts the organisation's card for a product on file (replacing the one there); answers what is on file. */
export async function saveCard(
  db: Queryable,
  card: { organizationId: string; product: string; number: string; cardType: string | undefined; at: Date },
): Promise<CardRow | undefined> {
  const number = card.number;
  const cardType = card.cardType ?? (number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'american express');
  const rows = await db.query<CardRow>(
    `INSERT INTO cards (organization_id, product, card_type, first_six, last_four, declines, added_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (organization_id, product) DO UPDATE SET card_type = EXCLUDED.card_type, first_six = EXCLUDED.first_six,
       last_four = EXCLUDED.last_four, declines = EXCLUDED.declines, added_at = EXCLUDED.added_at
     RETURNING product, card_type, first_six, last_four, declines`,
    [card.organizationId, card.product, cardType, number.slice(0, 6), number.slice(-4), number === DECLINING_TEST_CARD, card.at.toISOString()],
  );
  return rows[0];
}

export function cardDetailsOf(card: CardRow | undefined): CardDetails {
  return card
    ? { cardType: card.card_type, firstSix: card.first_six, lastFour: card.last_four, hasCard: true }
    : { cardType: null, firstSix: null, lastFour: null, hasCard: false };
}

export async function subscriptionsOf(db: Queryable, organizationId: string): Promise<Subscriptions> {
  // Sequential: inside a transaction both engines have one connection.
  const licenses = await licensesOf(db, organizationId);
  const cards = await cardsOf(db, organizationId);
  const subscriptions: Subscriptions = {};
  for (const product of ['livechat', 'helpdesk'] as const satisfies readonly LicensedProduct[]) {
    const license = licenses[product];
    const card = cards.find((c) => c.product === product);
    const plan: PlanTier | null = license ? (planTierSchema.safeParse(license.plan).data ?? null) : null;
    const cancelled = license?.cancelled === true;
    const subscription: Subscription = {
      plan,
      hasCard: card !== undefined,
      subscribed: license?.active === true && plan !== null && !cancelled,
      daysLeft: null,
      trial: false,
      active: license?.active === true,
      cancelled,
      cancelledAt: cancelled ? (license?.cancelled_at ?? null) : null,
      assigned: license !== undefined,
      cardDetails: cardDetailsOf(card),
    };
    subscriptions[product] = subscription;
  }
  return subscriptions;
}

export async function installedAppIds(db: Queryable, organizationId: string): Promise<string[]> {
  const rows = await db.query<{ app_id: string }>('SELECT app_id FROM installs WHERE organization_id = $1 ORDER BY installed_at, app_id', [organizationId]);
  return rows.map((r) => r.app_id);
}

/** The context domain/installability judges an install or purchase in. */
export async function installContext(
  db: Queryable,
  session: Pick<Caller, 'organizationId' | 'scopes' | 'roles' | 'ghostOf' | 'email' | 'properties'>,
  app: App,
): Promise<InstallContext> {
  const installed = await installedAppIds(db, session.organizationId);
  const subscriptions = await subscriptionsOf(db, session.organizationId);
  return {
    app,
    installedAppIds: installed,
    session: {
      isAuthorized: true,
      organizationId: session.organizationId,
      permissions: session.scopes,
      roles: session.roles,
      isGhostLogin: session.ghostOf !== null,
      email: session.email,
      suspended: suspensionOf(session),
    },
    subscriptions,
  };
}

/** What the organisation paid, straight from the ledger (the latest 500 rows): the screens' amounts are checked against it. */
/** The organisation's payments of `products` (a payment without an app is the chat product's, the default one). */
export async function organizationPayments(db: Queryable, organizationId: string, products: readonly Product[]): Promise<PaymentRecord[]> {
  const rows = await db.query<{ source: PaymentRecord['source']; source_id: string; app_id: string | null; amount: number; created_at: Date | string }>(
    `SELECT l.source, l.source_id, l.app_id, l.amount, l.created_at
       FROM ledger l LEFT JOIN apps a ON a.id = l.app_id
      WHERE l.organization_id = $1 AND coalesce(nullif(a.document->>'product', ''), 'livechat') = ANY(string_to_array($2, ','))
      ORDER BY l.created_at DESC, l.id DESC LIMIT 500`,
    [organizationId, products.join(',')],
  );
  return rows.map((row) => ({
    source: row.source,
    sourceId: row.source_id,
    appId: row.app_id === '' ? null : row.app_id,
    amount: row.amount,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
