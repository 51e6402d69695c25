/**
 * Installs (spec 4 install and uninstall flows): the organisation's installed apps, an app's
 * instance, a free app's install, an uninstall (which cancels the app's recurrent charge, withdraws
 * its client's consent and ends its entitlement) and an app's create-charge.
 */
import type { z } from 'zod';
import type { appInstanceResponseSchema, createChargeBodySchema } from '@marketplace/domain/calls/billing';
import type { CreateChargeResponse } from '@marketplace/domain/calls/billing';
import { chargeTypeOf } from '@marketplace/domain/billing-cycles';
import { productOfApp } from '@marketplace/domain/apps';
import { nextRecurrentStatus } from '@marketplace/domain/charge-machines';
import { recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import { catalogueMessage } from '@marketplace/domain/errors';
import { installRefusal } from '@marketplace/domain/installability';
import type { Caller } from '../auth/session.ts';
import { taxRate } from '../billing/taxes.ts';
import { findApp, isPublished, toApp } from '../catalogue/apps.ts';
import type { AppRecord } from '../catalogue/apps.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { authorizeMoney, refusalError } from './authorization.ts';
import { chargeTerms } from './charge-terms.ts';
import { insertCharge, toDirectCharge, toRecurrentCharge } from './charges.ts';
import type { ChargeRow } from './charges.ts';
import { installApp } from './charging.ts';
import { endEntitlement } from './entitlements.ts';
import { settleDuePayments } from './schedules.ts';
import { installContext } from './organization.ts';

/** An app the caller may act on: published, or one of their own developer's apps. */
async function actionableApp(db: Queryable, session: Caller, id: string, lock = false): Promise<AppRecord> {
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

/** The ids of the organisation's installed apps, of one product or all, in the order they were installed. */
export async function installedApps(db: Queryable, organizationId: string, product: string | null): Promise<string[]> {
  const rows = await db.query<{ app_id: string }>('SELECT app_id FROM installs WHERE organization_id = $1 AND ($2::text IS NULL OR product = $2) ORDER BY installed_at, app_id', [
    organizationId,
    product,
  ]);
  return rows.map((r) => r.app_id);
}

export async function appInstance(ctx: ServerContext, session: Caller, appId: string): Promise<z.input<typeof appInstanceResponseSchema>> {
  await actionableApp(ctx.db, session, appId);
  const rows = await ctx.db.query<{ product: 'livechat'; installed_at: Date }>('SELECT product, installed_at FROM installs WHERE organization_id = $1 AND app_id = $2', [
    session.organizationId,
    appId,
  ]);
  const install = rows[0];
  return { appId, installed: install !== undefined, installedAt: install ? new Date(install.installed_at).toISOString() : null, product: install?.product ?? null };
}

/** Installs a free app; a paid app is installed by its charge or the cart, never here (402). */
export async function installFreeApp(
  ctx: ServerContext,
  session: Caller,
  appId: string,
  metrics: object | undefined,
): Promise<{ id: string; installed: true; installedAt: string }> {
  return ctx.db.transaction(async (tx) => {
    const appRecord = await actionableApp(tx, session, appId, true);
    const entity = toApp(ctx, appRecord);
    const refusal = installRefusal(await installContext(tx, session, entity));
    if (refusal) throw refusalError(refusal, 'Application cannot be installed.');
    authorizeMoney(session, 'install', productOfApp(entity));
    if (entity.payment !== null) throw new HttpError(402, 'payment_required', 'This application has to be bought first.');
    const at = ctx.now();
    await installApp(tx, {
      organizationId: session.organizationId,
      appId: entity.id,
      // The app's product, whatever the body names: an install lands where the app runs.
      product: productOfApp(entity),
      accountId: session.accountId,
      metrics: metrics ?? {},
      at,
    });
    return { id: entity.id, installed: true as const, installedAt: at.toISOString() };
  });
}

export async function uninstallApp(
  ctx: ServerContext,
  session: Caller,
  appId: string,
  reason: string,
): Promise<{ id: string; installed: false; cancelledRecurrentChargeId: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const appRecord = await actionableApp(tx, session, appId);
    authorizeMoney(session, 'uninstall', productOfApp(appRecord.document));
    const installed = await tx.query<{ installed_at: Date }>('SELECT installed_at FROM installs WHERE organization_id = $1 AND app_id = $2 FOR UPDATE', [
      session.organizationId,
      appId,
    ]);
    const install = installed[0];
    if (install === undefined) throw new HttpError(404, 'not_installed', catalogueMessage('uninstallFailed'));
    // What fell due before the uninstall (a trial that ended, a renewal) is paid; nothing after it.
    await settleDuePayments(ctx, tx, session.organizationId);
    const cancelled = await cancelActiveRecurrentCharge(ctx, tx, session.organizationId, appId);
    const clientId = appRecord.document.authorization?.clientId;
    if (clientId) {
      await tx.query('UPDATE consents SET withdrawn_at = $3 WHERE client_id = $1 AND organization_id = $2 AND withdrawn_at IS NULL', [
        clientId,
        session.organizationId,
        ctx.now().toISOString(),
      ]);
    }
    await tx.query('DELETE FROM installs WHERE organization_id = $1 AND app_id = $2', [session.organizationId, appId]);
    await endEntitlement(tx, session.organizationId, appId, ctx.now());
    await tx.query('UPDATE apps SET installations = GREATEST(installations - 1, 0) WHERE id = $1', [appId]);
    // When the install began stays with the uninstall: the organisation may still review for a while, and its review says how long it used the app.
    await tx.query('INSERT INTO uninstalls (organization_id, app_id, account_id, reasons, uninstalled_at, installed_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      session.organizationId,
      appId,
      session.accountId,
      reason,
      ctx.now().toISOString(),
      new Date(install.installed_at).toISOString(),
    ]);
    return { id: appId, installed: false as const, cancelledRecurrentChargeId: cancelled };
  });
}

/** An app's charge of the plan the screen chose (direct or recurrent by the plan's cycle), in the caller's transaction. */
export async function createAppCharge(
  ctx: ServerContext,
  tx: Queryable,
  session: Caller,
  appId: string,
  body: z.output<typeof createChargeBodySchema>,
): Promise<CreateChargeResponse> {
  const record = await actionableApp(tx, session, appId);
  const kind = chargeTypeOf(body.plan_id);
  const taxes = body.country === undefined ? 0 : taxRate(body.country, body.zip);
  const row = await insertCharge(tx, kind, await chargeTerms(ctx, tx, session, { kind, product: productOfApp(record.document), record, cycle: body.plan_id, taxRate: taxes }));
  return kind === 'direct_charge' ? toDirectCharge(row) : toRecurrentCharge(row);
}
