/**
 * The OAuth clients the demo identity provider knows: the marketplace's own (allowed back to the
 * configured origins, whatever its row says) and each app's client for a direct install (allowed
 * back to the app's site).
 */
import type { AuthorizeQuery } from '@marketplace/domain/calls/accounts';
import { MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';
import { isCallbackPath } from '@marketplace/domain/page-runtime-config';
import { paths as hostPaths } from '@marketplace/shared/federation';
import { appSiteOrigin } from '../commerce/return-url.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

export interface Client {
  clientId: string;
  name: string;
  redirectOrigins: string[];
}

export async function findClient(db: Queryable, clientId: string, marketplaceOrigins: readonly string[]): Promise<Client | null> {
  const own = await db.query<{ client_id: string; name: string; redirect_origins: string[] }>('SELECT * FROM oauth_clients WHERE client_id = $1', [clientId]);
  const row = own[0];
  if (row) return { clientId: row.client_id, name: row.name, redirectOrigins: row.client_id === MARKETPLACE_CLIENT_ID ? [...marketplaceOrigins] : row.redirect_origins };
  const apps = await db.query<{ name: string; slug: string }>(`SELECT document->>'name' AS name, slug FROM apps WHERE document->'authorization'->>'clientId' = $1`, [clientId]);
  const app = apps[0];
  return app ? { clientId, name: app.name, redirectOrigins: [appSiteOrigin(app.slug)] } : null;
}

/**
 * Where the marketplace's own client is registered to come back to: the pages under which a host
 * shows the marketplace (its callback page and the page a redirect sign-in started from). Any
 * other path of the same origins (the remote's assets, a host's own pages) never sees a token.
 */
const marketplaceCallbackPaths: readonly string[] = [...new Set([hostPaths.publicShell, `${hostPaths.agentAppMarketplace}/`, hostPaths.helpdesk, hostPaths.helpdeskFramed])];

function isMarketplaceCallback(url: URL): boolean {
  return marketplaceCallbackPaths.some((base) => url.pathname === base.replace(/\/$/, '') || url.pathname.startsWith(base));
}

/** Checks client and redirect_uri (spec 8 login errors: unauthorized_client, invalid_request). */
export async function checkClient(
  db: Queryable,
  query: AuthorizeQuery,
  marketplaceOrigins: readonly string[],
  callbackOnlyOrigins: readonly string[],
  hostCallbackPaths: Readonly<Record<string, readonly string[]>>,
): Promise<Client> {
  const client = await findClient(db, query.client_id, marketplaceOrigins);
  if (!client) throw new HttpError(400, 'unauthorized_client', 'Unknown client_id.');
  const redirect = new URL(query.redirect_uri);
  // user@host reads as host to a person and to an allow list of origins: never a return address.
  if (redirect.username !== '' || redirect.password !== '') throw new HttpError(400, 'invalid_request', 'The redirect_uri must not carry a user name or password.');
  if (!client.redirectOrigins.includes(redirect.origin)) {
    throw new HttpError(400, 'invalid_request', 'The redirect_uri domain is not whitelisted for this client.');
  }
  // Only registered callback pages see a token: the marketplace's on the platform's and the
  // remote's origins, a host's registered paths on its own.
  if (client.clientId === MARKETPLACE_CLIENT_ID) {
    const registered = callbackOnlyOrigins.includes(redirect.origin)
      ? isMarketplaceCallback(redirect)
      : isCallbackPath(redirect.pathname, hostCallbackPaths[redirect.origin] ?? ['/']);
    if (!registered) throw new HttpError(400, 'invalid_request', 'The redirect_uri path is not a registered callback of this client.');
  }
  return client;
}
