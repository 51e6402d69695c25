/**
 * Product API base (spec 7): chosen by product (chat v2, help desk v1), with the bearer token and
 * an X-Region header taken from the token prefix ('dal:…', 'fra-a:…') when it is a known region.
 */
import { regionOfToken } from '@marketplace/domain/auth-hash';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { ApiArea } from './api-error.ts';
import type { ApiEvents } from './events.ts';
import { createTransport, type Transport } from './http.ts';
import type { ApiRuntime } from './api-runtime.ts';

export function createProductApiClient(options: {
  baseUrls: Readonly<Record<LicensedProduct, string>>;
  product: LicensedProduct;
  runtime: ApiRuntime;
  events: ApiEvents;
}): Transport {
  return createTransport({
    area: ApiArea.productApi,
    baseUrl: options.baseUrls[options.product],
    runtime: options.runtime,
    events: options.events,
    headers: (token): Record<string, string> => {
      const region = regionOfToken(token);
      return region === null ? {} : { 'X-Region': region };
    },
  });
}
