/**
 * The accounts API (spec 7) the marketplace calls with its token: token info, the organisation's
 * accounts, invitation requests, the session cookie and sign-out, consents. Mounted under /accounts,
 * beside the demo identity provider that hands the tokens out (identity-provider/routes.ts).
 */
import {
  accountListResponseSchema,
  accountParamsSchema,
  accountResponseSchema,
  clientParamsSchema,
  consentStatusQuerySchema,
  consentStatusResponseSchema,
  consentWithdrawBodySchema,
  invitationRequestBodySchema,
  tokenInfoResponseSchema,
} from '@marketplace/domain/calls/accounts';
import { isConsentGranted, withdrawConsent } from '../accounts/consents.ts';
import { organizationAccount, organizationAccounts, requestInvitation } from '../accounts/directory.ts';
import { requestToken } from '../auth/session.ts';
import { clearedSessionCookies, sessionCookies } from '../auth/session-cookie.ts';
import { revokeAccountTokens, revokeToken } from '../auth/tokens.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { noContent, route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const accountsApiRoutes: RoutePlugin = async (app, { ctx }) => {
  route(app, ctx, { method: 'GET', url: '/accounts/v2/info', access: 'token', response: tokenInfoResponseSchema }, async ({ session }) => ({
    organization_id: session.organizationId,
    account_id: session.accountId,
    scope: session.scopes.join(','),
    expires_in: Math.max(0, Math.floor((session.expiresAt.getTime() - ctx.now().getTime()) / 1000)),
    client_id: session.clientId,
    region: session.region,
    ghost_login: session.ghostOf !== null,
  }));

  route(app, ctx, { method: 'GET', url: '/accounts/v2/accounts', access: 'token', response: accountListResponseSchema }, async ({ session }) =>
    organizationAccounts(ctx.db, session.organizationId),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/accounts/v2/accounts/:id', access: 'token', params: accountParamsSchema, response: accountResponseSchema },
    async ({ params, session }) => {
      const account = await organizationAccount(ctx.db, session.organizationId, params.id === 'me' ? session.accountId : params.id);
      if (!account) throw notFound('Account not found.');
      return account;
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/accounts/v2/accounts/me/send_request_for_invitation',
      access: 'token',
      body: invitationRequestBodySchema,
      response: noContent,
      status: 204,
      rateLimit: 'access-request',
    },
    async ({ body, session }) => {
      await requestInvitation(ctx.db, { accountId: session.accountId, product: body.product, at: ctx.now() });
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
    if (session.ghostOf !== null) await revokeToken(ctx.db, session.token, ctx.now());
    else await revokeAccountTokens(ctx.db, session.accountId, ctx.now());
    return null;
  });

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
    async ({ params, query, session }) => ({ client_id: params.id, coverage: query.coverage, granted: await isConsentGranted(ctx.db, session, params.id, query.coverage) }),
  );

  route(
    app,
    ctx,
    { method: 'DELETE', url: '/accounts/v2/clients/:id/consent', access: 'token', params: clientParamsSchema, body: consentWithdrawBodySchema, response: noContent, status: 204 },
    async ({ params, body, session }) => {
      await withdrawConsent(ctx.db, session, params.id, body.coverage, ctx.now());
      return null;
    },
  );
};
