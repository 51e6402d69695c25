/** Billing calls besides charges (spec 7): price preview (cached 300 s), adding a card. */
import { pricePreviewQuerySchema, pricePreviewSchema, type PricePreview, type PricePreviewQuery } from '@marketplace/domain/entities/payment';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { ApiArea } from './api-error.ts';
import { createTtlCache } from './cache.ts';
import type { Transport } from './http.ts';
import type { Clock } from './runtime.ts';

export interface BillingClient {
  /** GET /price_preview/{product}?price&country&zip (and the product type): taxes for a price. */
  getPricePreview(product: LicensedProduct, query: PricePreviewQuery): Promise<PricePreview>;
}

export function createBillingCalls(billing: Transport, clock: Clock): BillingClient {
  const http = billing.withArea(ApiArea.billing);
  const previews = createTtlCache<PricePreview>(clock);
  return {
    getPricePreview: (product, query) => {
      const parsed = pricePreviewQuerySchema.parse(query);
      const key = `${product}|${parsed.price}|${parsed.country}|${parsed.zip ?? ''}|${parsed.productType ?? ''}`;
      return previews.get(key, () =>
        http.call({
          method: 'GET',
          path: `/price_preview/${encodeURIComponent(product)}`,
          query: { price: parsed.price, country: parsed.country, zip: parsed.zip, product_type: parsed.productType },
          response: pricePreviewSchema,
        }),
      );
    },
  };
}
