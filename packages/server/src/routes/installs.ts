/**
 * Installs and the caller's own lists (spec 4 install and uninstall flows, spec 7 marketplace API):
 * private and in-review apps, installed apps, install, uninstall, instance, create-charge.
 */
import { z } from 'zod';
import { appInstanceResponseSchema, createChargeBodySchema, createChargeResponseSchema } from '@marketplace/domain/calls/billing';
import {
  appIdParamsSchema,
  appListResponseSchema,
  installBodySchema,
  installedAppsQuerySchema,
  installedAppsResponseSchema,
  installResponseSchema,
  uninstallBodySchema,
  uninstallResponseSchema,
} from '@marketplace/domain/calls/marketplace';
import { chargeTypeOf } from '@marketplace/domain/billing-cycles';
import { productOfApp } from '@marketplace/domain/apps';
import { nextRecurrentStatus } from '@marketplace/domain/charge-machines';
import { recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import { catalogueMessage } from '@marketplace/domain/errors';
import { installRefusal } from '@marketplace/domain/installability';
import type { PublicationState } from '@marketplace/domain/publication';
import type { Caller } from '../auth/session.ts';
import { appColumns, findApp, isPublished, toApp, visibleTo } from '../catalogue/apps.ts';
import type { AppRecord } from '../catalogue/apps.ts';
import { authorizeMoney, refusalError } from '../commerce/authorization.ts';
import { taxRate } from '../billing/taxes.ts';
import { chargeTerms } from '../commerce/charge-terms.ts';
import { endEntitlement } from '../commerce/entitlements.ts';
import { installApp } from '../commerce/charging.ts';
import { insertCharge, toDirectCharge, toRecurrentCharge } from '../commerce/charges.ts';
import type { ChargeRow } from '../commerce/charges.ts';
import { idempotent } from '../commerce/idempotency.ts';
import { installContext } from '../commerce/organization.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

/** An app the caller may act on: published, or one of their own developer's apps. */
async function actionableApp(ctx: ServerContext, db: Queryable, session: Caller, id: string, lock = false): Promise<AppRecord> {
  const record = await findApp(db, { id }, lock);
  if (!record || (!isPublished(record) && record.developer_id !== session.developerId)) throw notFound('Application not found.');
  return record;
}

/** Cancels the app's active recurrent charge first (spec 4 uninstall flow); returns its id. */
async function cancelActiveRecurrentCharge(ctx: ServerContext, tx: Queryable, organizationId: string, appId: string): Promise<string | null> {
  const rows = await tx.query<ChargeRow>(
    `SELECT * FROM recurrent_charges WHERE organization_id = $1 AND app_id = $2 AND status IN ('active', 'accepted', 'frozen', 'pending')
     ORDER BY created_at DESC FOR UPDATE`,
    [organizationId, appId],
  );
  let cancelled: string | null = null;
  for (const row of rows) {
    const next = nextRecurrentStatus(recurrentChargeStatusSchema.parse(row.status), 'cancel');
    if (next === null) continue;
    await tx.query('UPDATE recurrent_charges SET status = $2, updated_at = $3 WHERE id = $1', [row.id, next, ctx.now().toISOString()]);
    if (row.status === 'active' || cancelled === null) cancelled = row.id;
  }
  return cancelled;
}

export const installRoutes: RoutePlugin = async (app, { ctx }) => {
  // The caller's own unpublished apps: the developer's and the organisation's (domain rule, via visibleTo).
  const ownList =
    (states: readonly Exclude<PublicationState, 'PUBLISHED'>[]) =>
    async ({ session }: { session: Caller }) => {
      const rows = await ctx.db.query<AppRecord>(
        `SELECT ${appColumns} FROM apps WHERE publication_state = ANY($1::text[]) AND (developer_id = $2 OR document->>'organizationId' = $3) ORDER BY position`,
        [states, session.developerId, session.organizationId],
      );
      return rows.filter((r) => visibleTo(r, session)).map((r) => toApp(ctx, r));
    };
  /** GET /applications: the caller's private apps (in development). */
  route(app, ctx, { method: 'GET', url: '/v2/applications', access: 'token', response: appListResponseSchema }, ownList(['IN_DEVELOPMENT']));
  /** GET /applications/reviewed: the caller's apps in review, and those accepted but not yet published. */
  route(app, ctx, { method: 'GET', url: '/v2/applications/reviewed', access: 'token', response: appListResponseSchema }, ownList(['IN_REVIEW', 'ACCEPTED']));

  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/installed', access: 'token', query: installedAppsQuerySchema, response: installedAppsResponseSchema },
    async ({ query, session }) => {
      const rows = await ctx.db.query<{ app_id: string }>(
        'SELECT app_id FROM installs WHERE organization_id = $1 AND ($2::text IS NULL OR product = $2) ORDER BY installed_at, app_id',
        [session.organizationId, query.product ?? null],
      );
      return rows.map((r) => r.app_id);
    },
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/:id/instance', access: 'token', params: appIdParamsSchema, response: appInstanceResponseSchema },
    async ({ params, session }) => {
      await actionableApp(ctx, ctx.db, session, params.id);
      const rows = await ctx.db.query<{ product: 'livechat'; installed_at: Date }>('SELECT product, installed_at FROM installs WHERE organization_id = $1 AND app_id = $2', [
        session.organizationId,
        params.id,
      ]);
      const install = rows[0];
      return { appId: params.id, installed: install !== undefined, installedAt: install ? new Date(install.installed_at).toISOString() : null, product: install?.product ?? null };
    },
  );

  route(
    app,
    ctx,
    { method: 'PUT', url: '/v2/applications/:id/install', access: 'token', params: appIdParamsSchema, body: installBodySchema, response: installResponseSchema },
    async ({ params, body, session }) =>
      ctx.db.transaction(async (tx) => {
        const appRecord = await actionableApp(ctx, tx, session, params.id, true);
        const entity = toApp(ctx, appRecord);
        const refusal = installRefusal(await installContext(tx, session, entity));
        if (refusal) throw refusalError(refusal, 'Application cannot be installed.');
        authorizeMoney(session, 'install', productOfApp(entity));
        // A paid app is installed by its charge or the cart, never for free.
        if (entity.payment !== null) throw new HttpError(402, 'payment_required', 'This application has to be bought first.');
        const at = ctx.now();
        await installApp(tx, {
          organizationId: session.organizationId,
          appId: entity.id,
          // The app's product, whatever the body names: an install lands where the app runs.
          product: productOfApp(entity),
          accountId: session.accountId,
          metrics: body.metrics ?? {},
          at,
        });
        return { id: entity.id, installed: true as const, installedAt: at.toISOString() };
      }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/v2/applications/:id/install',
      access: 'token',
      params: appIdParamsSchema,
      query: z.object({ reason: z.string().max(2000).optional() }),
      body: uninstallBodySchema,
      response: uninstallResponseSchema,
    },
    async ({ params, query, body, session }) =>
      ctx.db.transaction(async (tx) => {
        const appRecord = await actionableApp(ctx, tx, session, params.id);
        authorizeMoney(session, 'uninstall', productOfApp(appRecord.document));
        const installed = await tx.query('SELECT 1 FROM installs WHERE organization_id = $1 AND app_id = $2 FOR UPDATE', [session.organizationId, params.id]);
        if (installed.length === 0) throw new HttpError(404, 'not_installed', catalogueMessage('uninstallFailed'));
        const cancelled = await cancelActiveRecurrentCharge(ctx, tx, session.organizationId, params.id);
        const clientId = appRecord.document.authorization?.clientId;
        if (clientId) {
          await tx.query('UPDATE consents SET withdrawn_at = $3 WHERE client_id = $1 AND organization_id = $2 AND withdrawn_at IS NULL', [
            clientId,
            session.organizationId,
            ctx.now().toISOString(),
          ]);
        }
        await tx.query('DELETE FROM installs WHERE organization_id = $1 AND app_id = $2', [session.organizationId, params.id]);
        await endEntitlement(tx, session.organizationId, params.id, ctx.now());
        await tx.query('UPDATE apps SET installations = GREATEST(installations - 1, 0) WHERE id = $1', [params.id]);
        await tx.query('INSERT INTO uninstalls (organization_id, app_id, account_id, reasons, uninstalled_at) VALUES ($1, $2, $3, $4, $5)', [
          session.organizationId,
          params.id,
          session.accountId,
          body.reason ?? query.reason ?? '',
          ctx.now().toISOString(),
        ]);
        return { id: params.id, installed: false as const, cancelledRecurrentChargeId: cancelled };
      }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/v2/applications/:id/create-charge',
      access: 'token',
      params: appIdParamsSchema,
      body: createChargeBodySchema,
      response: createChargeResponseSchema,
      status: 201,
    },
    async ({ params, body, session, request, reply }) => {
      // A double click or a retried request with the same Idempotency-Key gets the first charge back, never a
      // second one: the key's row (primary key account + key) is claimed in the charge's own transaction.
      const outcome = await idempotent(ctx, request, session, async (tx) => {
        const record = await actionableApp(ctx, tx, session, params.id);
        const kind = chargeTypeOf(body.plan_id);
        const taxes = body.country === undefined ? 0 : taxRate(body.country, body.zip);
        const row = await insertCharge(
          tx,
          kind,
          await chargeTerms(ctx, tx, session, { kind, product: productOfApp(record.document), record, cycle: body.plan_id, taxRate: taxes }),
        );
        return { status: 201, body: kind === 'direct_charge' ? toDirectCharge(row) : toRecurrentCharge(row) };
      });
      reply.code(outcome.status);
      return outcome.body;
    },
  );
};
