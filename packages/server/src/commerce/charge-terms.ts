/**
 * The terms of a new charge: the platform prices it from the app's plan (discount of now applied
 * once, seats for per-agent apps), never from the request body. A client's price, quantity,
 * months, trial days and test flag are honoured only for an app's own developer testing it
 * (domain/money-authorization mayUseTestTerms); everyone else must be allowed to buy the app
 * (domain/installability) and pays its plan.
 */
import { cycleOfCharge, monthsOfCycle } from '@marketplace/domain/billing-cycles';
import { AMOUNT_TOO_LARGE } from '@marketplace/domain/calls/charge-body';
import { MAX_PRICE_CENTS } from '@marketplace/domain/constants';
import type { App } from '@marketplace/domain/entities/app';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { Product } from '@marketplace/domain/entities/product';
import { purchaseRefusal } from '@marketplace/domain/installability';
import { mayUseTestTerms } from '@marketplace/domain/money-authorization';
import { planTotal, seatsOf } from '@marketplace/domain/pricing';
import { appDetailPath, publicPath } from '@marketplace/domain/routes';
import type { Caller } from '../auth/session.ts';
import { findApp, isPublished, toApp } from '../catalogue/apps.ts';
import type { AppRecord } from '../catalogue/apps.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { authorizeMoney, refusalError } from './authorization.ts';
import { offeredCycles } from './carts.ts';
import type { ChargeKind, ChargeRow } from './charges.ts';
import { installContext } from './organization.ts';

/** A plan the app is not sold with (422). */
export const planNotOffered = (cycle: BillingCycle): HttpError => new HttpError(422, 'plan_not_offered', `This application is not sold with the ${cycle} plan.`);

/** What a client may say about a charge (the billing API's create body). */
export interface ClientChargeTerms {
  name: string;
  price: number;
  quantity: number;
  return_url: string;
  order_client_id: string;
  per_account: boolean;
  test: boolean;
  trial_days: number;
  months: number | null;
}

export type NewCharge = Omit<ChargeRow, 'status'> & { status: 'pending'; at: Date };

/** The app a charge is for, by its OAuth client id (or id): published, or the caller's own developer's. */
export async function chargedApp(db: Queryable, session: Caller, orderClientId: string): Promise<AppRecord> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM apps WHERE document->'authorization'->>'clientId' = $1 OR id = $1 ORDER BY id LIMIT 1`, [orderClientId]);
  const id = rows[0]?.id;
  const record = id === undefined ? null : await findApp(db, { id });
  if (!record || (!isPublished(record) && record.developer_id !== session.developerId)) throw notFound('Application not found.');
  return record;
}

/** The agents of the organisation a per-agent plan bills (domain/pricing seatsOf). */
export async function organizationSeats(db: Queryable, organizationId: string): Promise<number> {
  return seatsOf(await db.query<{ properties: { active: boolean } }>('SELECT properties FROM accounts WHERE organization_id = $1', [organizationId]));
}

/** Who a new charge of the caller for `app` is between, and where it returns: the app's own detail page (a service's is under /services/). */
export function chargeParties(ctx: ServerContext, session: Caller, app: App) {
  return {
    id: ctx.newId(),
    organization_id: session.organizationId,
    account_id: session.accountId,
    app_id: app.id,
    order_client_id: app.authorization?.clientId ?? app.id,
    return_url: `${ctx.publicOrigin}${publicPath(appDetailPath(app))}`,
  };
}

/**
 * The charge to insert for the caller. `cycle` is given by create-charge (plan_id); the billing
 * API's create derives it from the kind and the months asked for. Refusals: 404 unknown app,
 * 403 not allowed to buy, 409 already installed, 422 a free app or a plan the app does not offer.
 */
export async function chargeTerms(
  ctx: ServerContext,
  db: Queryable,
  session: Caller,
  input: { kind: ChargeKind; product: Product; record: AppRecord; cycle?: BillingCycle; client?: ClientChargeTerms; taxRate?: number },
): Promise<NewCharge> {
  const { kind, product, record, client } = input;
  const app = toApp(ctx, record);
  const parties = chargeParties(ctx, session, app);
  const base = {
    ...parties,
    product,
    status: 'pending' as const,
    at: ctx.now(),
    tax_rate: input.taxRate ?? 0,
    return_url: client?.return_url ?? parties.return_url,
  };
  if (client?.test === true && mayUseTestTerms(session, { developerId: record.developer_id })) {
    // The developer testing their own app: nothing is charged for a test charge (see routes/charges.ts).
    authorizeMoney(session, 'create-charge', product);
    return {
      ...base,
      name: client.name,
      price: client.price,
      quantity: client.quantity,
      trial_days: client.trial_days,
      months: kind === 'direct_charge' ? client.months : (client.months ?? 1),
      per_account: client.per_account,
      test: true,
    };
  }
  const refusal = purchaseRefusal(await installContext(db, session, app));
  if (refusal) throw refusalError(refusal, 'Application cannot be bought.');
  authorizeMoney(session, 'create-charge', product);
  const payment = app.payment;
  if (payment === null) throw new HttpError(422, 'free_app', 'This application is free: install it instead.');
  const cycle = input.cycle ?? cycleOfCharge(kind, client?.months);
  if (!offeredCycles(app).includes(cycle) || (cycle === 'pay-once') !== (kind === 'direct_charge')) throw planNotOffered(cycle);
  const price = planTotal(payment, cycle, await organizationSeats(db, session.organizationId));
  // A yearly or per-agent total of a dear plan can pass the bound every stored amount keeps (migration 006).
  if (price > MAX_PRICE_CENTS) throw new HttpError(422, 'amount_too_large', AMOUNT_TOO_LARGE);
  return {
    ...base,
    name: app.name,
    price,
    quantity: 1,
    trial_days: payment.trialDays,
    months: monthsOfCycle(cycle),
    per_account: payment.perAccount,
    test: false,
  };
}
