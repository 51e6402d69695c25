/**
 * The demo identity provider (spec 7, accounts): the sign-in page (response_type token or code,
 * state echoed, redirect_uri checked against the client's allow list; a demo account, a ghost
 * login or a new demo organisation), the code exchange and a client's public name. It stands in for a real accounts service; the accounts API the marketplace
 * calls with the token it hands out is routes/accounts-api.ts.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  authorizeFormSchema,
  authorizeQuerySchema,
  clientParamsSchema,
  clientPublicResponseSchema,
  tokenExchangeBodySchema,
  tokenResponseSchema,
} from '@marketplace/domain/calls/accounts';
import type { AuthorizeQuery } from '@marketplace/domain/calls/accounts';
import { crossSiteSignInMessage, isSameSiteFormPost } from '@marketplace/domain/form-origin';
import { issueToken, tokenLifetimeMs } from '../auth/tokens.ts';
import { completeDirectInstall } from '../commerce/direct-install.ts';
import { notFound } from '../http/errors.ts';
import { RateLimitedError } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';
import { checkClient, findClient } from './clients.ts';
import { demoAccountChoices, exchangeCode, ghostLoginAccount, grantConsent, issueAuthorizationCode, newOrganizationPlans, organizationOfAccount } from './grants.ts';
import { startNewOrganization } from './new-organization.ts';
import { authorizePage, signInRefusedPage } from './sign-in-page.ts';

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

export const identityProviderRoutes: RoutePlugin = async (app, { ctx }) => {
  route(app, ctx, { method: 'GET', url: '/accounts/authorize', access: 'public', query: authorizeQuerySchema, response: z.string() }, async ({ query, reply }) => {
    const client = await checkClient(ctx.db, query, ctx.signInRedirectOrigins, ctx.callbackOnlyOrigins, ctx.hostCallbackPaths);
    if (query.response_type !== 'token' && query.response_type !== 'code') {
      redirectWith(reply, query, { error: 'unsupported_response_type' });
      return '';
    }
    // The demo accounts service keeps no sign-in of its own: a silent check always needs the page.
    if (query.prompt === 'none') {
      redirectWith(reply, query, { error: 'unauthorized' });
      return '';
    }
    const hidden: Record<string, string> = { response_type: query.response_type, client_id: query.client_id, redirect_uri: query.redirect_uri };
    if (query.state !== undefined) hidden['state'] = query.state;
    reply.header('content-type', 'text/html; charset=utf-8');
    return authorizePage({ clientName: client.name, hidden, ...(await demoAccountChoices(ctx.db)), newOrganizationPlans: newOrganizationPlans() });
  });

  route(app, ctx, { method: 'POST', url: '/accounts/authorize', access: 'public', body: authorizeFormSchema, response: z.string() }, async ({ body, reply, request }) => {
    // Only the accounts page itself signs a visitor in: a form another site posts in the visitor's browser is refused.
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers['origin'];
    if (!isSameSiteFormPost({ secFetchSite: typeof site === 'string' ? site : undefined, origin: typeof origin === 'string' ? origin : undefined, host: request.headers.host })) {
      reply.code(403).header('content-type', 'text/html; charset=utf-8');
      return signInRefusedPage('Sign-in refused', crossSiteSignInMessage);
    }
    if (body.new_organization !== undefined) {
      try {
        await ctx.rateLimit('new-organization', request, null);
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        reply.code(429).header('retry-after', String(error.retryAfterSeconds)).header('content-type', 'text/html; charset=utf-8');
        return signInRefusedPage('Too many new organisations', error.message);
      }
    }
    const query: AuthorizeQuery = {
      response_type: body.response_type,
      client_id: body.client_id,
      redirect_uri: body.redirect_uri,
      ...(body.state === undefined ? {} : { state: body.state }),
    };
    await checkClient(ctx.db, query, ctx.signInRedirectOrigins, ctx.callbackOnlyOrigins, ctx.hostCallbackPaths);
    if (query.response_type !== 'token' && query.response_type !== 'code') {
      redirectWith(reply, query, { error: 'unsupported_response_type' });
      return '';
    }
    if (body.deny !== undefined) {
      redirectWith(reply, query, { error: 'access_denied' });
      return '';
    }
    const now = ctx.now();
    let accountId = body.account_id;
    let ghostOf: string | null = null;
    if (body.ghost_as !== undefined) {
      ghostOf = await ghostLoginAccount(ctx.db);
      accountId = body.ghost_as;
    }
    if (body.new_organization !== undefined) accountId = await startNewOrganization(ctx.db, now);
    const organizationId = accountId === undefined ? null : await organizationOfAccount(ctx.db, accountId);
    if (accountId === undefined || organizationId === null) {
      redirectWith(reply, query, { error: 'unauthorized' });
      return '';
    }
    await grantConsent(ctx.db, { clientId: query.client_id, accountId, organizationId, at: now });
    if (query.response_type === 'code') {
      // A direct install: consenting installs the app (a ghost login browses, it installs nothing).
      if (ghostOf === null) {
        const refusal = await ctx.db.transaction((tx) => completeDirectInstall(ctx, tx, { accountId, clientId: query.client_id, redirectUri: query.redirect_uri }));
        if (refusal !== null) {
          redirectWith(reply, query, { error: 'access_denied', error_description: refusal });
          return '';
        }
      }
      const code = await issueAuthorizationCode(ctx.db, { accountId, clientId: query.client_id, redirectUri: query.redirect_uri, at: now });
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
    exchangeCode(ctx.db, { code: body.code, clientId: body.client_id, redirectUri: body.redirect_uri, now: ctx.now() }),
  );

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
};
