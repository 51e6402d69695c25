/**
 * Product API base (spec 7): chosen by product (chat v2, help desk v1), with the bearer token and
 * an X-Region header taken from the token prefix ('dal:…', 'fra-a:…') when it is a known region.
 */
import { REGIONS } from '@marketplace/domain/constants';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { ApiArea } from './api-error.ts';
import type { ApiEvents } from './events.ts';
import { createTransport, type Transport } from './http.ts';
import type { ApiRuntime } from './runtime.ts';

export type Region = (typeof REGIONS)[number];

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);

/** The region a token belongs to: its prefix before the first colon, when that is a known region. */
export function regionOfToken(token: string | undefined): Region | undefined {
  if (token === undefined) return undefined;
  const colon = token.indexOf(':');
  if (colon <= 0) return undefined;
  const prefix = token.slice(0, colon);
  return isRegion(prefix) ? prefix : undefined;
}

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
      return region === undefined ? {} : { 'X-Region': region };
    },
  });
}
