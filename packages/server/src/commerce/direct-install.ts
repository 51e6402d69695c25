/**
 * Direct install (spec 2 "App action buttons lead to"): the app's Install button opens the account
 * authorisation page with the app's client and its directInstallUrl as redirect; the account's
 * consent there is the install. The same refusals as the marketplace's Install apply (installability
 * and money-authorization), so an account that could not press Install cannot install this way.
 */
import { productOfApp } from '@marketplace/domain/apps';
import { accountRoleSchema } from '@marketplace/domain/entities/user';
import { installRefusal } from '@marketplace/domain/installability';
import { moneyRefusal } from '@marketplace/domain/money-authorization';
import { catalogueMessage } from '@marketplace/domain/errors';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { appColumns, isPublished, toApp, type AppRecord } from '../catalogue/apps.ts';
import { installApp } from './charging.ts';
import { suspensionOf } from './authorization.ts';
import { installContext } from './organization.ts';

/** The published app whose client and direct-install address these are, if any. */
async function directInstallApp(db: Queryable, clientId: string, redirectUri: string): Promise<AppRecord | null> {
  const rows = await db.query<AppRecord>(`SELECT ${appColumns} FROM apps WHERE document->'authorization'->>'clientId' = $1 AND document->>'directInstallUrl' = $2`, [
    clientId,
    redirectUri,
  ]);
  const record = rows[0];
  return record && isPublished(record) ? record : null;
}

/**
 * Installs the app for the account's organisation when the authorisation is a direct install.
 * Returns why the account may not install it (already installed is no refusal: the app is there),
 * null otherwise, including when the authorisation is not a direct install.
 */
export async function completeDirectInstall(
  ctx: Pick<ServerContext, 'publicOrigin' | 'now'>,
  db: Queryable,
  input: { accountId: string; clientId: string; redirectUri: string },
): Promise<string | null> {
  const record = await directInstallApp(db, input.clientId, input.redirectUri);
  if (!record) return null;
  const accounts = await db.query<{ organization_id: string; email: string; roles: unknown; scopes: string[]; properties: Record<string, unknown> }>(
    'SELECT organization_id, email, roles, scopes, properties FROM accounts WHERE account_id = $1',
    [input.accountId],
  );
  const account = accounts[0];
  if (!account) return null;
  const app = toApp(ctx, record);
  const product = productOfApp(app);
  // The authorisation page refuses a ghost login before it gets here: this is the account itself.
  const actor = {
    organizationId: account.organization_id,
    roles: z.array(accountRoleSchema).parse(account.roles),
    scopes: account.scopes,
    ghostOf: null,
    email: account.email,
    properties: account.properties,
  };
  const refusal = installRefusal(await installContext(db, actor, app));
  if (refusal?.reason === 'already-installed') return null;
  if (refusal) return refusal.message ?? 'Application cannot be installed.';
  // A paid app is installed by its purchase (checkout or cart), never by a consent alone.
  if (app.payment !== null) return 'This application has to be bought first.';
  const money = moneyRefusal('install', { organizationId: actor.organizationId, roles: actor.roles, permissions: actor.scopes, suspended: suspensionOf(actor) }, product);
  if (money) return money.message ?? catalogueMessage('notEnoughPermissions');
  await installApp(db, { organizationId: actor.organizationId, appId: app.id, product, accountId: input.accountId, metrics: { source_id: 'direct_install' }, at: ctx.now() });
  return null;
}
