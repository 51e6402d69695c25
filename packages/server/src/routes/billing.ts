/** Billing besides charges (spec 7): price preview with taxes, adding a card, subscriptions per product. */
import {
  addCardBodySchema,
  addCardParamsSchema,
  addCardResponseSchema,
  pricePreviewParamsSchema,
  pricePreviewQueryStringSchema,
  pricePreviewResponseSchema,
  productsMyQuerySchema,
  productsMyResponseSchema,
  paymentsResponseSchema,
  type PaymentRecord,
} from '@marketplace/domain/calls/billing';
import { taxesFor } from '../billing/taxes.ts';
import { authorizeMoney } from '../commerce/authorization.ts';
import { cardDetailsOf, subscriptionsOf } from '../commerce/organization.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

/** Test card numbers: this one is declined by the simulated provider, as on common test gateways. */
export const DECLINING_TEST_CARD = '4000000000000002';

export const billingRoutes: RoutePlugin = async (app, { ctx }) => {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/billing/v2/price_preview/:product',
      access: 'public',
      params: pricePreviewParamsSchema,
      query: pricePreviewQueryStringSchema,
      response: pricePreviewResponseSchema,
    },
    async ({ query }) => ({ price: query.price, country: query.country, zip: query.zip ?? null, taxes: taxesFor(query.price, query.country, query.zip) }),
  );

  route(
    app,
    ctx,
    { method: 'POST', url: '/billing/v2/account/:product', access: 'token', params: addCardParamsSchema, body: addCardBodySchema, response: addCardResponseSchema, status: 201 },
    async ({ params, body, session }) => {
      authorizeMoney(session, 'add-card', params.product);
      const number = body.cardNumber;
      const cardType = body.cardType ?? (number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'american express');
      const rows = await ctx.db.query<{ product: string; card_type: string; first_six: string; last_four: string; declines: boolean }>(
        `INSERT INTO cards (organization_id, product, card_type, first_six, last_four, declines, added_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (organization_id, product) DO UPDATE SET card_type = EXCLUDED.card_type, first_six = EXCLUDED.first_six,
           last_four = EXCLUDED.last_four, declines = EXCLUDED.declines, added_at = EXCLUDED.added_at
         RETURNING product, card_type, first_six, last_four, declines`,
        [session.organizationId, params.product, cardType, number.slice(0, 6), number.slice(-4), number === DECLINING_TEST_CARD, ctx.now().toISOString()],
      );
      return { product: params.product, cardDetails: cardDetailsOf(rows[0]) };
    },
  );

  // What the organisation paid, straight from the ledger: the screens' amounts are checked against it.
  route(app, ctx, { method: 'GET', url: '/billing/v2/payments', access: 'token', response: paymentsResponseSchema }, async ({ session, reply }) => {
    reply.header('cache-control', 'private, no-store');
    const rows = await ctx.db.query<{ source: PaymentRecord['source']; source_id: string; app_id: string | null; amount: number; created_at: Date | string }>(
      'SELECT source, source_id, app_id, amount, created_at FROM ledger WHERE organization_id = $1 ORDER BY created_at DESC, id DESC LIMIT 500',
      [session.organizationId],
    );
    return rows.map((row) => ({
      source: row.source,
      sourceId: row.source_id,
      appId: row.app_id === '' ? null : row.app_id,
      amount: row.amount,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  });

  route(
    app,
    ctx,
    { method: 'GET', url: '/billing/v2/market/products/my', access: 'token', query: productsMyQuerySchema, response: productsMyResponseSchema },
    async ({ session, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return subscriptionsOf(ctx.db, session.organizationId);
    },
  );
};
