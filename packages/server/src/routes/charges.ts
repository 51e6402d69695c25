/**
 * Direct and recurrent charges of the billing API (spec 7), under /billing/v2. Money moves on
 * accept (the first period of a recurrent charge, the whole direct charge), in the same
 * transaction as the status change, behind a row lock, a status compare-and-swap and the ledger's
 * unique key; accept and activate honour Idempotency-Key.
 *
 * The one exception is a direct charge whose card is the declining test card: like a real
 * gateway's asynchronous capture, accept takes it without money moving, activation leaves it
 * processed, and the next read of the charge settles it — failed while the card still declines
 * (spec 4: polled until success or failed, 'Payment failed'), success if a working card was put on
 * file meanwhile (captured then, under the same lock, swap and ledger key).
 */
import { cycleOfCharge } from '@marketplace/domain/billing-cycles';
import { isBilledNow } from '@marketplace/domain/cart-summary';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  chargeParamsSchema,
  chargeProductParamsSchema,
  createDirectChargeBodySchema,
  directChargeListQuerySchema,
  directChargeResponseSchema,
} from '@marketplace/domain/calls/direct-charges';
import { createRecurrentChargeBodySchema, recurrentChargeListQuerySchema, recurrentChargeResponseSchema } from '@marketplace/domain/calls/recurrent-charges';
import { chargeTransitionMessage, isRefundedOnCancel, nextDirectStatus, nextRecurrentStatus } from '@marketplace/domain/charge-machines';
import type { DirectChargeAction, RecurrentChargeAction } from '@marketplace/domain/charge-machines';
import { directChargeStatusSchema, recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import type { DirectChargeStatus, RecurrentChargeStatus } from '@marketplace/domain/entities/charges';
import type { MoneyAction } from '@marketplace/domain/money-authorization';
import type { Caller } from '../auth/session.ts';
import { cardState, installApp, recordCharge, refundCharge } from '../commerce/charging.ts';
import { authorizeMoney } from '../commerce/authorization.ts';
import { appSiteOrigin, checkReturnUrl } from '../commerce/return-url.ts';
import { chargedApp, chargeTerms } from '../commerce/charge-terms.ts';
import type { ClientChargeTerms } from '../commerce/charge-terms.ts';
import { chargeTaxes, insertCharge, loadCharge, moveCharge, toDirectCharge, toRecurrentCharge } from '../commerce/charges.ts';
import type { ChargeKind, ChargeRow } from '../commerce/charges.ts';
import { alreadyInstalled, endEntitlement, entitlementOf, openEntitlement } from '../commerce/entitlements.ts';
import { idempotent } from '../commerce/idempotency.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

const refused = (row: ChargeRow, status: DirectChargeStatus | RecurrentChargeStatus, action: DirectChargeAction | RecurrentChargeAction): HttpError =>
  new HttpError(409, 'charge_transition_refused', chargeTransitionMessage(status, action));

/** The money rule (domain/money-authorization) each action of a charge is decided by. */
const moneyActionOf: Readonly<Record<string, MoneyAction>> = {
  accept: 'accept-charge',
  decline: 'decline-charge',
  activate: 'activate-charge',
  cancel: 'cancel-charge',
};

function nextStatus(kind: ChargeKind, row: ChargeRow, action: string): string {
  if (kind === 'direct_charge') {
    const status = directChargeStatusSchema.parse(row.status);
    const next = nextDirectStatus(status, action as DirectChargeAction);
    if (next === null) throw refused(row, status, action as DirectChargeAction);
    return next;
  }
  const status = recurrentChargeStatusSchema.parse(row.status);
  const next = nextRecurrentStatus(status, action as RecurrentChargeAction);
  if (next === null) throw refused(row, status, action as RecurrentChargeAction);
  return next;
}

/**
 * Nothing is due now for a test charge, nor when the domain says the plan is not billed now (a
 * recurring plan in its trial): the same rule the screens show ('billing starts {date}').
 */
const nothingDue = (row: ChargeRow, kind: ChargeKind): boolean => row.test || !isBilledNow({ billingCycle: cycleOfCharge(kind, row.months), trialDays: row.trial_days });

/** Moves the charge's money to the ledger, as the one payment of the entitlement it opened. */
async function capture(ctx: ServerContext, tx: Queryable, kind: ChargeKind, row: ChargeRow, entitlementId: string | null): Promise<void> {
  await recordCharge(tx, {
    organizationId: row.organization_id,
    source: kind,
    sourceId: row.id,
    appId: row.app_id,
    entitlementId,
    // The price with the taxes of the buyer's address: what the checkout's Pay button said.
    amount: chargeTaxes(row).total_price,
    at: ctx.now(),
  });
}

/**
 * Opens the organisation's entitlement to the charge's app: the database's re-check, under the
 * unique index's lock, that the app is not paid for already (another cart, charge or account).
 */
async function entitle(ctx: ServerContext, tx: Queryable, kind: ChargeKind, row: ChargeRow): Promise<string | null> {
  if (row.app_id === null) return null;
  return openEntitlement(tx, { id: ctx.newId(), organizationId: row.organization_id, appId: row.app_id, source: kind, sourceId: row.id, at: ctx.now() });
}

/**
 * What accept does with the money: 'paid' (captured, or nothing due), 'refused' (no card, or a
 * declining card on a recurrent charge), or 'deferred': a direct charge on the declining test card
 * is taken uncaptured, so that its failure shows up when it settles, as a polled payment failure.
 * An app paid for already refuses the accept (409 'Application is already installed.'): the
 * transaction rolls back and no money moves.
 */
async function chargeDueNow(ctx: ServerContext, tx: Queryable, kind: ChargeKind, row: ChargeRow): Promise<'paid' | 'deferred' | 'refused'> {
  const card = nothingDue(row, kind) ? 'valid' : await cardState(tx, row.organization_id, row.product);
  if (kind === 'direct_charge' && card === 'declines') return 'deferred';
  if (card !== 'valid') return 'refused';
  if (row.app_id !== null && (await isInstalled(tx, row))) throw alreadyInstalled();
  const entitlementId = await entitle(ctx, tx, kind, row);
  if (entitlementId === null && row.app_id !== null) throw alreadyInstalled();
  if (!nothingDue(row, kind)) await capture(ctx, tx, kind, row, entitlementId);
  return 'paid';
}

/** Whether this charge's money has moved (or none was due): the ledger holds its row. */
async function isPaid(tx: Queryable, kind: ChargeKind, row: ChargeRow): Promise<boolean> {
  if (nothingDue(row, kind)) return true;
  const rows = await tx.query('SELECT 1 FROM ledger WHERE source = $1 AND source_id = $2', [kind, row.id]);
  return rows.length > 0;
}

async function installPaidApp(ctx: ServerContext, tx: Queryable, kind: ChargeKind, session: Caller, product: string, row: ChargeRow): Promise<void> {
  if (row.app_id === null) return;
  await installApp(tx, { organizationId: row.organization_id, appId: row.app_id, product, accountId: session.accountId, metrics: { source_id: kind }, at: ctx.now() });
}

async function isInstalled(tx: Queryable, row: ChargeRow): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM installs WHERE organization_id = $1 AND app_id = $2', [row.organization_id, row.app_id])).length > 0;
}

/** A direct charge waiting for billing's verdict: the one status the domain's table lets succeed (processed). */
const awaitsSettlement = (row: ChargeRow): boolean => nextDirectStatus(directChargeStatusSchema.parse(row.status), 'succeed') !== null;

/**
 * Settles a processed direct charge when it is read: captured now if a working card is on file
 * (success, the app installed), failed otherwise. Row lock and compare-and-swap as for any action,
 * so concurrent reads settle it once; a charge settled meanwhile is returned as it is.
 */
async function settleDirectCharge(ctx: ServerContext, tx: Queryable, session: Caller, product: string, id: string): Promise<ChargeRow> {
  const kind = 'direct_charge';
  const row = await loadCharge(tx, kind, session.organizationId, product, id, true);
  if (!awaitsSettlement(row)) return row;
  let paid = await isPaid(tx, kind, row);
  if (!paid && (await cardState(tx, row.organization_id, row.product)) === 'valid') {
    // Paid for meanwhile (another cart or charge): this one fails, capturing nothing.
    const entitlementId = await entitle(ctx, tx, kind, row);
    if (entitlementId !== null || row.app_id === null) {
      await capture(ctx, tx, kind, row, entitlementId);
      paid = true;
    }
  }
  if (!paid) return moveCharge(tx, kind, row, nextStatus(kind, row, 'fail'), ctx.now());
  const settled = await moveCharge(tx, kind, row, nextStatus(kind, row, 'succeed'), ctx.now());
  await installPaidApp(ctx, tx, kind, session, product, settled);
  return settled;
}

async function act(ctx: ServerContext, tx: Queryable, kind: ChargeKind, session: Caller, product: string, id: string, action: string): Promise<ChargeRow> {
  const now = ctx.now();
  let row = await loadCharge(tx, kind, session.organizationId, product, id, true);
  const target = nextStatus(kind, row, action);
  if (action === 'accept' && (await chargeDueNow(ctx, tx, kind, row)) === 'refused') {
    // The card was refused: the charge ends declined (recurrent) or failed (direct).
    return moveCharge(tx, kind, row, nextStatus(kind, row, 'decline'), now);
  }
  const refunded = action === 'cancel' && kind === 'recurrent_charge' && isRefundedOnCancel(recurrentChargeStatusSchema.parse(row.status));
  row = await moveCharge(tx, kind, row, target, now);
  // A charge cancelled before it was ever activated leaves the app unpaid: its payment comes back and its entitlement ends.
  if (refunded) await refundCharge(tx, kind, row.id, now);
  if (action === 'cancel' && row.app_id !== null && (await entitlementOf(tx, kind, row.id)) !== null && !(await isInstalled(tx, row))) {
    await endEntitlement(tx, row.organization_id, row.app_id, now);
  }
  if (action === 'activate') {
    if (kind === 'direct_charge') {
      // Paid at accept: billing settles it at once. Uncaptured (the declining test card): it stays
      // processed, nothing installed, until a read settles it.
      if (!(await isPaid(tx, kind, row))) return row;
      row = await moveCharge(tx, kind, row, nextStatus(kind, row, 'succeed'), now);
    }
    await installPaidApp(ctx, tx, kind, session, product, row);
  }
  return row;
}

interface KindRoutes<One extends z.ZodType, Body extends z.ZodType, Query extends z.ZodType> {
  kind: ChargeKind;
  one: One;
  createBody: Body;
  listQuery: Query;
  toEntity: (row: ChargeRow) => z.input<One>;
  actions: readonly string[];
  readStatus: (query: z.output<Query>) => string | null;
  readOrderClientId: (query: z.output<Query>) => string | null;
  readCreate: (body: z.output<Body>) => ClientChargeTerms;
}

function registerKind<One extends z.ZodType, Body extends z.ZodType, Query extends z.ZodType>(app: FastifyInstance, ctx: ServerContext, spec: KindRoutes<One, Body, Query>): void {
  const { kind, one, toEntity } = spec;
  const base = `/billing/v2/${kind}/:product`;

  // The body names the app (order_client_id); the price, trial and months are the app's plan (commerce/charge-terms.ts).
  route(
    app,
    ctx,
    { method: 'POST', url: base, access: 'token', params: chargeProductParamsSchema, body: spec.createBody, response: one, status: 201 },
    async ({ params, body, session }) => {
      authorizeMoney(session, 'create-charge', params.product);
      const client = spec.readCreate(body);
      const row = await ctx.db.transaction(async (tx) => {
        const record = await chargedApp(tx, session, client.order_client_id);
        checkReturnUrl(client.return_url, [...ctx.signInRedirectOrigins, appSiteOrigin(record.slug)]);
        return insertCharge(tx, kind, await chargeTerms(ctx, tx, session, { kind, product: params.product, record, client }));
      });
      return toEntity(row);
    },
  );

  route(
    app,
    ctx,
    { method: 'GET', url: base, access: 'token', params: chargeProductParamsSchema, query: spec.listQuery, response: z.array(one) },
    async ({ params, query, session }) => {
      const rows = await ctx.db.query<ChargeRow>(
        `SELECT * FROM ${kind}s WHERE organization_id = $1 AND product = $2 AND archived_at IS NULL
         AND ($3::text IS NULL OR order_client_id = $3) AND ($4::text IS NULL OR status = $4)
       ORDER BY created_at DESC, id`,
        [session.organizationId, params.product, spec.readOrderClientId(query), spec.readStatus(query)],
      );
      return rows.map((row) => toEntity(row));
    },
  );

  route(app, ctx, { method: 'GET', url: `${base}/:id`, access: 'token', params: chargeParamsSchema, response: one }, async ({ params, session }) => {
    const row = await loadCharge(ctx.db, kind, session.organizationId, params.product, params.id, false);
    // Only a processed direct charge needs the write transaction of settling; every other read stays a plain select.
    if (kind !== 'direct_charge' || !awaitsSettlement(row)) return toEntity(row);
    return toEntity(await ctx.db.transaction((tx) => settleDirectCharge(ctx, tx, session, params.product, params.id)));
  });

  for (const action of spec.actions) {
    const moneyAction = moneyActionOf[action];
    if (moneyAction === undefined) throw new Error(`no money rule for ${action}`);
    route(app, ctx, { method: 'PUT', url: `${base}/:id/${action}`, access: 'token', params: chargeParamsSchema, response: one }, async ({ params, session, request, reply }) => {
      authorizeMoney(session, moneyAction, params.product);
      const outcome = await idempotent(ctx, request, session, async (tx) => ({
        status: 200,
        body: toEntity(await act(ctx, tx, kind, session, params.product, params.id, action)),
      }));
      reply.code(outcome.status);
      return outcome.body;
    });
  }
}

export const chargeRoutes: RoutePlugin = async (app, { ctx }) => {
  registerKind(app, ctx, {
    kind: 'direct_charge',
    one: directChargeResponseSchema,
    createBody: createDirectChargeBodySchema,
    listQuery: directChargeListQuerySchema,
    toEntity: toDirectCharge,
    actions: ['accept', 'decline', 'activate'],
    readStatus: () => null,
    readOrderClientId: (query) => query.order_client_id ?? null,
    readCreate: (body) => ({ ...body }),
  });
  registerKind(app, ctx, {
    kind: 'recurrent_charge',
    one: recurrentChargeResponseSchema,
    createBody: createRecurrentChargeBodySchema,
    listQuery: recurrentChargeListQuerySchema,
    toEntity: toRecurrentCharge,
    actions: ['accept', 'decline', 'activate', 'cancel'],
    readStatus: (query) => query.status ?? null,
    readOrderClientId: (query) => query.order_client_id ?? null,
    readCreate: (body) => ({ ...body }),
  });
};
