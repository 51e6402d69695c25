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
} from '@marketplace/domain/calls/billing';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { taxesFor } from '../billing/taxes.ts';
import { authorizeMoney, readableBillingProducts, requireBillingProducts } from '../commerce/authorization.ts';
import { cardDetailsOf, organizationPayments, saveCard, subscriptionsOf } from '../commerce/organization.ts';
import { settleDuePayments } from '../commerce/schedules.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

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
      return ctx.db.transaction(async (tx) => {
        const card = await saveCard(tx, { organizationId: session.organizationId, product: params.product, number: body.cardNumber, cardType: body.cardType, at: ctx.now() });
        // What fell due while no working card was on file is taken now (domain/billing-schedule's card rule).
        await settleDuePayments(ctx, tx, session.organizationId);
        return { product: params.product, cardDetails: cardDetailsOf(card) };
      });
    },
  );

  // What the organisation paid, straight from the ledger: the screens' amounts are checked against it.
  // Only the payments of the products whose billing data the caller may read (403 when none).
  route(app, ctx, { method: 'GET', url: '/billing/v2/payments', access: 'token', response: paymentsResponseSchema }, async ({ session, reply }) => {
    reply.header('cache-control', 'private, no-store');
    const products = requireBillingProducts(session);
    return ctx.db.transaction(async (tx) => {
      await settleDuePayments(ctx, tx, session.organizationId);
      return organizationPayments(tx, session.organizationId, products);
    });
  });

  route(
    app,
    ctx,
    { method: 'GET', url: '/billing/v2/market/products/my', access: 'token', query: productsMyQuerySchema, response: productsMyResponseSchema },
    async ({ session, reply }) => {
      reply.header('cache-control', 'private, no-store');
      // Every member needs the plans (what they may install); the card's digits only those who may read the product's billing.
      const readable = new Set(readableBillingProducts(session));
      const subscriptions = await subscriptionsOf(ctx.db, session.organizationId);
      for (const [product, subscription] of Object.entries(subscriptions)) {
        if (!readable.has(product as LicensedProduct)) subscription.cardDetails = { ...cardDetailsOf(undefined), hasCard: subscription.cardDetails?.hasCard ?? false };
      }
      return subscriptions;
    },
  );
};
