/**
 * Direct and recurrent charges of the billing API (spec 7), under /billing/v2: create, list, read
 * (which settles a processed direct charge) and the actions, decided by the money rules; accept and
 * activate honour Idempotency-Key. What the actions do is commerce/charge-actions.ts.
 */
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
import type { MoneyAction } from '@marketplace/domain/money-authorization';
import { authorizeBillingRead, authorizeMoney } from '../commerce/authorization.ts';
import { actOnCharge, awaitsSettlement, createCharge, listCharges, settleDirectCharge } from '../commerce/charge-actions.ts';
import type { ClientChargeTerms } from '../commerce/charge-terms.ts';
import { loadCharge, toDirectCharge, toRecurrentCharge } from '../commerce/charges.ts';
import { settleDuePayments } from '../commerce/schedules.ts';
import type { ChargeKind, ChargeRow } from '../commerce/charges.ts';
import { idempotent } from '../commerce/idempotency.ts';
import type { ServerContext } from '../http/context.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

/** The money rule (domain/money-authorization) each action of a charge is decided by. */
const moneyActionOf: Readonly<Record<string, MoneyAction>> = {
  accept: 'accept-charge',
  decline: 'decline-charge',
  activate: 'activate-charge',
  cancel: 'cancel-charge',
};

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
      const row = await createCharge(ctx, session, kind, params.product, client);
      return toEntity(row);
    },
  );

  route(
    app,
    ctx,
    { method: 'GET', url: base, access: 'token', params: chargeProductParamsSchema, query: spec.listQuery, response: z.array(one) },
    async ({ params, query, session }) => {
      authorizeBillingRead(session, params.product);
      const filter = { orderClientId: spec.readOrderClientId(query), status: spec.readStatus(query) };
      if (kind === 'direct_charge') return (await listCharges(ctx.db, session, kind, params.product, filter)).map((row) => toEntity(row));
      // A subscription frozen for want of a card says so as soon as its payment falls due.
      const rows = await ctx.db.transaction(async (tx) => {
        await settleDuePayments(ctx, tx, session.organizationId);
        return listCharges(tx, session, kind, params.product, filter);
      });
      return rows.map((row) => toEntity(row));
    },
  );

  route(app, ctx, { method: 'GET', url: `${base}/:id`, access: 'token', params: chargeParamsSchema, response: one }, async ({ params, session }) => {
    authorizeBillingRead(session, params.product);
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
        body: toEntity(await actOnCharge(ctx, tx, kind, session, params.product, params.id, action)),
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
