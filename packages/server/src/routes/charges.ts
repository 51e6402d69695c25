/**
 * Direct and recurrent charges of the billing API (spec 7), under /billing/v2. Money moves on
 * accept (the first period of a recurrent charge, the whole direct charge), in the same
 * transaction as the status change, behind a row lock, a status compare-and-swap and the ledger's
 * unique key; accept and activate honour Idempotency-Key.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  chargeParamsSchema, chargeProductParamsSchema, createDirectChargeBodySchema, directChargeListQuerySchema, directChargeResponseSchema,
} from '@marketplace/domain/calls/direct-charges';
import { createRecurrentChargeBodySchema, recurrentChargeListQuerySchema, recurrentChargeResponseSchema } from '@marketplace/domain/calls/recurrent-charges';
import { nextDirectStatus, nextRecurrentStatus } from '@marketplace/domain/charge-machines';
import type { DirectChargeAction, RecurrentChargeAction } from '@marketplace/domain/charge-machines';
import { directChargeStatusSchema, recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import type { Session } from '../auth/session.ts';
import { canCharge, installApp, recordCharge } from '../commerce/charging.ts';
import { appIdForClient, insertCharge, loadCharge, moveCharge, toDirectCharge, toRecurrentCharge } from '../commerce/charges.ts';
import type { ChargeKind, ChargeRow } from '../commerce/charges.ts';
import { idempotent } from '../commerce/idempotency.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { route } from '../http/route.ts';

const refused = (row: ChargeRow, action: string): ApiError =>
  new ApiError(409, 'charge_transition_refused', `A ${row.status} charge cannot be ${action === 'cancel' ? 'cancelled' : `${action}ed`}.`);

function nextStatus(kind: ChargeKind, row: ChargeRow, action: string): string {
  const next =
    kind === 'direct_charge'
      ? nextDirectStatus(directChargeStatusSchema.parse(row.status), action as DirectChargeAction)
      : nextRecurrentStatus(recurrentChargeStatusSchema.parse(row.status), action as RecurrentChargeAction);
  if (next === null) throw refused(row, action);
  return next;
}

/** Charges what is due now (nothing during a trial, nothing for a test charge); false when the card fails. */
async function chargeDueNow(ctx: ServerContext, tx: Queryable, kind: ChargeKind, row: ChargeRow): Promise<boolean> {
  if (row.test || row.trial_days > 0) return true;
  if (!(await canCharge(tx, row.organization_id, row.product))) return false;
  await recordCharge(tx, { organizationId: row.organization_id, source: kind, sourceId: row.id, appId: row.app_id, amount: row.price * row.quantity, at: ctx.now() });
  return true;
}

async function act(ctx: ServerContext, tx: Queryable, kind: ChargeKind, session: Session, product: string, id: string, action: string): Promise<ChargeRow> {
  const now = ctx.now();
  let row = await loadCharge(tx, kind, session.organizationId, product, id, true);
  const target = nextStatus(kind, row, action);
  if (action === 'accept' && !(await chargeDueNow(ctx, tx, kind, row))) {
    // The card was refused: the charge ends declined (recurrent) or failed (direct).
    return moveCharge(tx, kind, row, nextStatus(kind, row, 'decline'), now);
  }
  row = await moveCharge(tx, kind, row, target, now);
  if (action === 'activate') {
    if (kind === 'direct_charge') row = await moveCharge(tx, kind, row, nextStatus(kind, row, 'succeed'), now);
    if (row.app_id !== null) {
      await installApp(tx, { organizationId: row.organization_id, appId: row.app_id, product, accountId: session.accountId, metrics: { source_id: kind }, at: now });
    }
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
  readCreate: (body: z.output<Body>) => Omit<ChargeRow, 'id' | 'product' | 'organization_id' | 'account_id' | 'app_id' | 'status'>;
}

function registerKind<One extends z.ZodType, Body extends z.ZodType, Query extends z.ZodType>(app: FastifyInstance, ctx: ServerContext, spec: KindRoutes<One, Body, Query>): void {
  const { kind, one, toEntity } = spec;
  const base = `/billing/v2/${kind}/:product`;

  route(app, ctx, { method: 'POST', url: base, access: 'token', params: chargeProductParamsSchema, body: spec.createBody, response: one, status: 201 }, async ({ params, body, session }) => {
    const values = spec.readCreate(body);
    const appId = await appIdForClient(ctx.db, values.order_client_id);
    const row = await insertCharge(ctx.db, kind, {
      ...values, id: ctx.newId(), product: params.product, organization_id: session.organizationId, account_id: session.accountId, app_id: appId,
      status: 'pending', at: ctx.now(),
    });
    return toEntity(row);
  });

  route(app, ctx, { method: 'GET', url: base, access: 'token', params: chargeProductParamsSchema, query: spec.listQuery, response: z.array(one) }, async ({ params, query, session }) => {
    const rows = await ctx.db.query<ChargeRow>(
      `SELECT * FROM ${kind}s WHERE organization_id = $1 AND product = $2 AND archived_at IS NULL
         AND ($3::text IS NULL OR order_client_id = $3) AND ($4::text IS NULL OR status = $4)
       ORDER BY created_at DESC, id`,
      [session.organizationId, params.product, spec.readOrderClientId(query), spec.readStatus(query)],
    );
    return rows.map((row) => toEntity(row));
  });

  route(app, ctx, { method: 'GET', url: `${base}/:id`, access: 'token', params: chargeParamsSchema, response: one }, async ({ params, session }) =>
    toEntity(await loadCharge(ctx.db, kind, session.organizationId, params.product, params.id, false)),
  );

  for (const action of spec.actions) {
    route(app, ctx, { method: 'PUT', url: `${base}/:id/${action}`, access: 'token', params: chargeParamsSchema, response: one }, async ({ params, session, request, reply }) => {
      const outcome = await idempotent(ctx, request, session, async (tx) => ({
        status: 200,
        body: toEntity(await act(ctx, tx, kind, session, params.product, params.id, action)),
      }));
      reply.code(outcome.status);
      return outcome.body;
    });
  }
}

export function registerChargeRoutes(app: FastifyInstance, ctx: ServerContext): void {
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
}
