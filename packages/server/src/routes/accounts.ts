/**
 * Accounts (spec 7): the sign-in page (response_type token or code, state echoed, redirect_uri
 * checked against the client's allow list), code exchange, token info, accounts and user data,
 * invitation requests, sessions sign-out, consents. Mounted under /accounts.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  accountListResponseSchema,
  accountParamsSchema,
  accountResponseSchema,
  authorizeFormSchema,
  authorizeQuerySchema,
  clientParamsSchema,
  clientPublicResponseSchema,
  consentStatusQuerySchema,
  consentStatusResponseSchema,
  consentWithdrawBodySchema,
  invitationRequestBodySchema,
  tokenExchangeBodySchema,
  tokenInfoResponseSchema,
  tokenResponseSchema,
} from '@marketplace/domain/calls/accounts';
import type { AuthorizeQuery } from '@marketplace/domain/calls/accounts';
import { MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';
import { productNames, productSchema } from '@marketplace/domain/entities/product';
import { catalogueMessage } from '@marketplace/domain/errors';
import type { Account } from '@marketplace/domain/entities/user';
import { accountSchema } from '@marketplace/domain/entities/user';
import { paths as hostPaths } from '../../../../shared/federation.ts';
import { authorizePage } from '../auth/authorize-page.ts';
import { demoPurpose } from '../seed/accounts.ts';
import type { DemoAccountChoice } from '../auth/authorize-page.ts';
import { requestToken } from '../auth/session.ts';
import { clearedSessionCookies, sessionCookies } from '../auth/session-cookie.ts';
import { issueToken, tokenLifetimeMs } from '../auth/tokens.ts';
import { appSiteOrigin } from '../commerce/return-url.ts';
import { completeDirectInstall } from '../commerce/direct-install.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, notFound, unauthorized } from '../http/errors.ts';
import { noContent, route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

interface Client {
  clientId: string;
  name: string;
  redirectOrigins: string[];
}

/**
 * The marketplace's own client (allowed back to the configured origins, whatever its row says), or
 * an app's client (direct install) allowed back to the app's site.
 */
async function findClient(db: Queryable, clientId: string, marketplaceOrigins: readonly string[]): Promise<Client | null> {
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
async function checkClient(db: Queryable, query: AuthorizeQuery, marketplaceOrigins: readonly string[], callbackOnlyOrigins: readonly string[]): Promise<Client> {
  const client = await findClient(db, query.client_id, marketplaceOrigins);
  if (!client) throw new HttpError(400, 'unauthorized_client', 'Unknown client_id.');
  const redirect = new URL(query.redirect_uri);
  if (!client.redirectOrigins.includes(redirect.origin)) {
    throw new HttpError(400, 'invalid_request', 'The redirect_uri domain is not whitelisted for this client.');
  }
  // On the platform's and the remote's origins only the marketplace's pages see a token; a host's origin is its own page.
  if (client.clientId === MARKETPLACE_CLIENT_ID && callbackOnlyOrigins.includes(redirect.origin) && !isMarketplaceCallback(redirect)) {
    throw new HttpError(400, 'invalid_request', 'The redirect_uri path is not a registered callback of this client.');
  }
  return client;
}

/** Where the browser goes back: token flow in the hash, code flow in the query; state echoed. */
function redirectWith(reply: FastifyReply, query: AuthorizeQuery, values: Record<string, string>): void {
  const params = { ...values, ...(query.state === undefined ? {} : { state: query.state }) };
  const url = new URL(query.redirect_uri);
  if (query.response_type === 'token') {
    url.hash = new URLSearchParams(params).toString();
  } else {
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  }
  void reply.redirect(url.toString(), 302);
}

interface AccountRow {
  account_id: string;
  name: string;
  email: string;
  roles: unknown;
  properties: unknown;
  demo_label: string | null;
  region: string;
  licenses: Record<string, { active: boolean; plan: string | null; cancelled?: boolean }>;
  can_ghost_login: boolean;
}

const toAccount = (row: AccountRow): Account => accountSchema.parse({ account_id: row.account_id, name: row.name, email: row.email, roles: row.roles, properties: row.properties });

/** The organisation's plan per product, as the sign-in page lists it ('LiveChat: Business plan · HelpDesk: no plan, trial'). */
function plansText(licenses: AccountRow['licenses']): string {
  // The chat product first, as everywhere else (the licences' keys come back in the database's order).
  const order = (product: string) => (product === 'livechat' ? 0 : 1);
  const parts = Object.entries(licenses)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([product, license]) => {
      const name = productNames[productSchema.safeParse(product).data ?? 'livechat'];
      const plan = license.plan === null ? 'no plan' : `${license.plan.charAt(0).toUpperCase()}${license.plan.slice(1)} plan`;
      const state = license.cancelled === true ? ', cancelled' : license.plan === null ? ', trial' : license.active ? '' : ', inactive';
      return `${name}: ${plan}${state}`;
    });
  return parts.join(' · ');
}

async function demoAccounts(db: Queryable): Promise<AccountRow[]> {
  return db.query<AccountRow>(
    `SELECT a.*, o.region, o.licenses FROM accounts a JOIN organizations o ON o.id = a.organization_id WHERE a.demo_label IS NOT NULL ORDER BY a.demo_position`,
  );
}

export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  route(app, ctx, { method: 'GET', url: '/accounts/authorize', access: 'public', query: authorizeQuerySchema, response: z.string() }, async ({ query, reply }) => {
    const client = await checkClient(ctx.db, query, ctx.signInRedirectOrigins, ctx.callbackOnlyOrigins);
    if (query.response_type !== 'token' && query.response_type !== 'code') {
      redirectWith(reply, query, { error: 'unsupported_response_type' });
      return '';
    }
    // The demo accounts service keeps no sign-in of its own: a silent check always needs the page.
    if (query.prompt === 'none') {
      redirectWith(reply, query, { error: 'unauthorized' });
      return '';
    }
    const rows = await demoAccounts(ctx.db);
    const choice = (r: AccountRow): DemoAccountChoice => ({
      accountId: r.account_id,
      label: r.demo_label ?? r.name,
      name: r.name,
      email: r.email,
      region: r.region,
      plans: plansText(r.licenses),
      purpose: demoPurpose(r.account_id),
    });
    const hidden: Record<string, string> = { response_type: query.response_type, client_id: query.client_id, redirect_uri: query.redirect_uri };
    if (query.state !== undefined) hidden['state'] = query.state;
    reply.header('content-type', 'text/html; charset=utf-8');
    return authorizePage({
      clientName: client.name,
      hidden,
      accounts: rows.map(choice),
      ghostTargets: rows.filter((r) => !r.can_ghost_login).map(choice),
    });
  });

  route(app, ctx, { method: 'POST', url: '/accounts/authorize', access: 'public', body: authorizeFormSchema, response: z.string() }, async ({ body, reply }) => {
    const query: AuthorizeQuery = {
      response_type: body.response_type,
      client_id: body.client_id,
      redirect_uri: body.redirect_uri,
      ...(body.state === undefined ? {} : { state: body.state }),
    };
    await checkClient(ctx.db, query, ctx.signInRedirectOrigins, ctx.callbackOnlyOrigins);
    if (query.response_type !== 'token' && query.response_type !== 'code') {
      redirectWith(reply, query, { error: 'unsupported_response_type' });
      return '';
    }
    if (body.deny !== undefined) {
      redirectWith(reply, query, { error: 'access_denied' });
      return '';
    }
    let accountId = body.account_id;
    let ghostOf: string | null = null;
    if (body.ghost_as !== undefined) {
      const support = await ctx.db.query<{ account_id: string }>('SELECT account_id FROM accounts WHERE can_ghost_login ORDER BY demo_position LIMIT 1');
      ghostOf = support[0]?.account_id ?? null;
      if (ghostOf === null) throw new HttpError(403, 'access_denied', catalogueMessage('ghostLoginFailed'));
      accountId = body.ghost_as;
    }
    const known = accountId === undefined ? [] : await ctx.db.query<{ organization_id: string }>('SELECT organization_id FROM accounts WHERE account_id = $1', [accountId]);
    const organizationId = known[0]?.organization_id;
    if (accountId === undefined || organizationId === undefined) {
      redirectWith(reply, query, { error: 'unauthorized' });
      return '';
    }
    const now = ctx.now();
    await ctx.db.query(
      `INSERT INTO consents (client_id, account_id, organization_id, coverage, granted_at) VALUES ($1, $2, $3, 'account', $4)
       ON CONFLICT (client_id, account_id) DO UPDATE SET granted_at = EXCLUDED.granted_at, withdrawn_at = NULL`,
      [query.client_id, accountId, organizationId, now.toISOString()],
    );
    if (query.response_type === 'code') {
      // A direct install: consenting installs the app (a ghost login browses, it installs nothing).
      if (ghostOf === null) {
        const refusal = await ctx.db.transaction((tx) => completeDirectInstall(ctx, tx, { accountId, clientId: query.client_id, redirectUri: query.redirect_uri }));
        if (refusal !== null) {
          redirectWith(reply, query, { error: 'access_denied', error_description: refusal });
          return '';
        }
      }
      const code = randomBytes(18).toString('base64url');
      await ctx.db.query('INSERT INTO authorization_codes (code, account_id, client_id, redirect_uri, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        code,
        accountId,
        query.client_id,
        query.redirect_uri,
        new Date(now.getTime() + 5 * 60_000).toISOString(),
      ]);
      redirectWith(reply, query, { code });
      return '';
    }
    const { token } = await issueToken(ctx.db, { accountId, clientId: query.client_id, now, ghostOf });
    // 'frenzied' is the ghost-login flag the marketplace reads from the hash (spec 4).
    redirectWith(reply, query, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: String(tokenLifetimeMs / 1000),
      ...(ghostOf === null ? {} : { frenzied: '1' }),
    });
    return '';
  });

  route(app, ctx, { method: 'POST', url: '/accounts/v2/token', access: 'public', body: tokenExchangeBodySchema, response: tokenResponseSchema }, async ({ body }) =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const rows = await tx.query<{ account_id: string; organization_id: string }>(
        `UPDATE authorization_codes c SET used_at = $5 FROM accounts a
          WHERE c.code = $1 AND c.client_id = $2 AND c.redirect_uri = $3 AND c.used_at IS NULL AND c.expires_at > $4 AND a.account_id = c.account_id
          RETURNING c.account_id, a.organization_id`,
        [body.code, body.client_id, body.redirect_uri, now.toISOString(), now.toISOString()],
      );
      const row = rows[0];
      if (!row) throw new HttpError(400, 'invalid_grant', 'The authorisation code is unknown, used or expired.');
      const { token } = await issueToken(tx, { accountId: row.account_id, clientId: body.client_id, now });
      return { access_token: token, token_type: 'Bearer' as const, expires_in: tokenLifetimeMs / 1000, account_id: row.account_id, organization_id: row.organization_id };
    }),
  );

  route(app, ctx, { method: 'GET', url: '/accounts/v2/info', access: 'token', response: tokenInfoResponseSchema }, async ({ session }) => ({
    organization_id: session.organizationId,
    account_id: session.accountId,
    scope: session.scopes.join(','),
    expires_in: Math.max(0, Math.floor((session.expiresAt.getTime() - ctx.now().getTime()) / 1000)),
    client_id: session.clientId,
    region: session.region,
    ghost_login: session.ghostOf !== null,
  }));

  route(app, ctx, { method: 'GET', url: '/accounts/v2/accounts', access: 'token', response: accountListResponseSchema }, async ({ session }) => {
    const rows = await ctx.db.query<AccountRow>(
      `SELECT a.*, o.region, o.licenses FROM accounts a JOIN organizations o ON o.id = a.organization_id WHERE a.organization_id = $1 ORDER BY a.name`,
      [session.organizationId],
    );
    return rows.map(toAccount);
  });

  route(
    app,
    ctx,
    { method: 'GET', url: '/accounts/v2/accounts/:id', access: 'token', params: accountParamsSchema, response: accountResponseSchema },
    async ({ params, session }) => {
      const id = params.id === 'me' ? session.accountId : params.id;
      const rows = await ctx.db.query<AccountRow>(
        `SELECT a.*, o.region, o.licenses FROM accounts a JOIN organizations o ON o.id = a.organization_id WHERE a.account_id = $1 AND a.organization_id = $2`,
        [id, session.organizationId],
      );
      const row = rows[0];
      if (!row) throw notFound('Account not found.');
      return toAccount(row);
    },
  );

  route(
    app,
    ctx,
    { method: 'POST', url: '/accounts/v2/accounts/me/send_request_for_invitation', access: 'token', body: invitationRequestBodySchema, response: noContent, status: 204 },
    async ({ body, session }) => {
      await ctx.db.query('INSERT INTO invitation_requests (account_id, product, created_at) VALUES ($1, $2, $3)', [session.accountId, body.product, ctx.now().toISOString()]);
      return null;
    },
  );

  // A top-level marketplace trades the token it got at start-up for the session cookie,
  // so the token leaves page scripts. Only a bearer token can start one: a cookie cannot renew itself.
  route(app, ctx, { method: 'POST', url: '/accounts/v2/session', access: 'token', response: noContent, status: 204, ghost: 'may-write' }, async ({ session, request, reply }) => {
    if (requestToken(request.headers)?.from !== 'bearer') throw unauthorized('A bearer token is required to start a session.');
    const lifetime = session.ghostOf === null ? (session.expiresAt.getTime() - ctx.now().getTime()) / 1000 : null;
    void reply.header('set-cookie', sessionCookies(session.token, lifetime));
    return null;
  });

  route(app, ctx, { method: 'DELETE', url: '/accounts/v2/sessions', access: 'token', response: noContent, status: 204, ghost: 'may-write' }, async ({ session, reply }) => {
    void reply.header('set-cookie', clearedSessionCookies());
    // A ghost login ends only itself: the user it browses as stays signed in everywhere else.
    if (session.ghostOf !== null) {
      await ctx.db.query('UPDATE tokens SET revoked_at = $2 WHERE token = $1 AND revoked_at IS NULL', [session.token, ctx.now().toISOString()]);
      return null;
    }
    await ctx.db.query('UPDATE tokens SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL', [session.accountId, ctx.now().toISOString()]);
    return null;
  });

  route(
    app,
    ctx,
    { method: 'GET', url: '/accounts/clients/:id/public', access: 'public', params: clientParamsSchema, response: clientPublicResponseSchema },
    async ({ params }) => {
      const client = await findClient(ctx.db, params.id, ctx.signInRedirectOrigins);
      if (!client) throw notFound('Client not found.');
      return { client_id: client.clientId, name: client.name };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounts/clients/:id/consent/status',
      access: 'token',
      params: clientParamsSchema,
      query: consentStatusQuerySchema,
      response: consentStatusResponseSchema,
    },
    async ({ params, query, session }) => {
      const rows = await ctx.db.query(
        `SELECT 1 FROM consents WHERE client_id = $1 AND withdrawn_at IS NULL AND (($2 = 'account' AND account_id = $3) OR ($2 = 'organization' AND organization_id = $4))`,
        [params.id, query.coverage, session.accountId, session.organizationId],
      );
      return { client_id: params.id, coverage: query.coverage, granted: rows.length > 0 };
    },
  );

  route(
    app,
    ctx,
    { method: 'DELETE', url: '/accounts/v2/clients/:id/consent', access: 'token', params: clientParamsSchema, body: consentWithdrawBodySchema, response: noContent, status: 204 },
    async ({ params, body, session }) => {
      await ctx.db.query(
        `UPDATE consents SET withdrawn_at = $5 WHERE client_id = $1 AND withdrawn_at IS NULL AND (($2 = 'account' AND account_id = $3) OR ($2 = 'organization' AND organization_id = $4))`,
        [params.id, body.coverage, session.accountId, session.organizationId, ctx.now().toISOString()],
      );
      return null;
    },
  );
};
