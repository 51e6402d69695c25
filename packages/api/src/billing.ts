/**
 * Billing calls besides charges (spec 7): price preview (cached 300 s), adding a card, and the
 * products of the organisation (the subscriptions per product).
 */
import {
  addCardBodySchema,
  addCardResponseSchema,
  paymentsResponseSchema,
  pricePreviewResponseSchema,
  productsMyResponseSchema,
  type PaymentRecord,
} from '@marketplace/domain/calls/billing';
import { pricePreviewQuerySchema, type PricePreview, type PricePreviewQuery } from '@marketplace/domain/entities/payment';
import type { LicensedProduct, Product } from '@marketplace/domain/entities/product';
import type { Subscriptions } from '@marketplace/domain/entities/subscription';
import type { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

export type AddCardBody = z.input<typeof addCardBodySchema>;
export type AddCardResponse = z.infer<typeof addCardResponseSchema>;

export interface BillingClient {
  /** GET /price_preview/{product}?price&country&zip&productType: taxes for a price (the remote's reads cache it 300 s). */
  getPricePreview(product: Product, query: PricePreviewQuery): Promise<PricePreview>;
  /** POST /account/{product}: adds a card. */
  addCard(product: LicensedProduct, body: AddCardBody): Promise<AddCardResponse>;
  /** GET /market/products/my, optionally bypassing the cache: subscriptions per product. */
  getMyProducts(options?: { noCache?: boolean }): Promise<Subscriptions>;
  /** Ours: GET /payments, what the organisation paid (the ledger), newest first. */
  getPayments(): Promise<PaymentRecord[]>;
}

export function createBillingCalls(billing: Transport): BillingClient {
  const http = billing.withArea(ApiArea.billing);
  return {
    getPricePreview: (product, query) => {
      const parsed = pricePreviewQuerySchema.parse(query);
      return http.call({
        method: 'GET',
        path: `/price_preview/${encodeURIComponent(product)}`,
        query: { price: parsed.price, country: parsed.country, zip: parsed.zip, product_type: parsed.productType },
        response: pricePreviewResponseSchema,
      });
    },
    addCard: (product, body) =>
      http.call({ method: 'POST', path: `/account/${encodeURIComponent(product)}`, body: body, request: addCardBodySchema, response: addCardResponseSchema }),
    getMyProducts: (options = {}) =>
      http.call({
        method: 'GET',
        path: '/market/products/my',
        query: { cache: options.noCache ? 'false' : undefined },
        response: productsMyResponseSchema,
      }),
    getPayments: () => http.call({ method: 'GET', path: '/payments', response: paymentsResponseSchema }),
  };
}
