/**
 * Product APIs (spec 7), chosen by product: chat under /api/livechat/v2, help desk under
 * /api/helpdesk/v1. Licence properties (partner_type: the reseller check, chat product only) and
 * the organisation's agents for that product.
 */
import { agentListResponseSchema, licensePropertiesResponseSchema } from '@marketplace/domain/calls/accounts';
import { callBases } from '@marketplace/domain/calls/bases';
import { productAgents } from '../accounts/directory.ts';
import { licensesOf } from '../commerce/organization.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

const knownRegions = new Set(['fra', 'fra-a', 'fra-b', 'dal']);

export const productApiRoutes: RoutePlugin = async (app, { ctx }) => {
  for (const product of ['livechat', 'helpdesk'] as const) {
    const base = callBases.productApi[product];
    route(app, ctx, { method: 'GET', url: `${base}/properties/license`, access: 'token', response: licensePropertiesResponseSchema }, async ({ session, request }) => {
      // The X-Region header routes a request to the token's region; a known but different one is a mistake.
      const region = request.headers['x-region'];
      if (typeof region === 'string' && knownRegions.has(region) && region !== session.region) {
        throw new HttpError(400, 'region_mismatch', `This token belongs to region ${session.region}.`);
      }
      const license = (await licensesOf(ctx.db, session.organizationId))[product];
      return { partner_type: product === 'livechat' ? (license?.partner_type ?? null) : null };
    });
    route(app, ctx, { method: 'GET', url: `${base}/agents`, access: 'token', response: agentListResponseSchema }, async ({ session }) => {
      return productAgents(ctx.db, session.organizationId, product);
    });
  }
};
