/**
 * The api configuration, validated: the platform origin from which every call base is derived
 * (with the platform's own prefixes, domain/calls/bases.ts), and the product the marketplace is
 * opened in.
 */
import { callBases } from '@marketplace/domain/calls/bases';
import { productSchema, type LicensedProduct } from '@marketplace/domain/entities/product';
import { z } from 'zod';

const originSchema = z
  .url()
  .transform((value) => value.replace(/\/+$/, ''))
  .describe('An origin such as http://localhost:4000, without a trailing slash');

export const apiConfigSchema = z.object({
  /** Where the platform lives, e.g. http://localhost:4000. Every call base hangs off it. */
  platformOrigin: originSchema,
  /** The product the marketplace is opened in (spec 1); picks the product API and accounts host. */
  product: productSchema,
  /** Where the static page data is served; the platform origin unless given. */
  staticOrigin: originSchema.optional(),
});
export type ApiConfig = z.infer<typeof apiConfigSchema>;
export type ApiConfigInput = z.input<typeof apiConfigSchema>;

/** Validates raw configuration (e.g. from a host or the environment); throws on a bad value. */
export function parseApiConfig(input: unknown): ApiConfig {
  return apiConfigSchema.parse(input);
}

/** The absolute base URL of every call group of spec 7. */
export interface BaseUrls {
  /** `{host}/v2`: platform and marketplace API, carts, experts, feedback, developers. */
  platform: string;
  accounts: string;
  billing: string;
  productApi: Readonly<Record<LicensedProduct, string>>;
  notifications: string;
  staticData: string;
}

export function baseUrlsOf(config: ApiConfig): BaseUrls {
  const origin = config.platformOrigin;
  return {
    platform: `${origin}${callBases.platform}`,
    accounts: `${origin}${callBases.accounts}`,
    billing: `${origin}${callBases.billing}`,
    productApi: {
      livechat: `${origin}${callBases.productApi.livechat}`,
      helpdesk: `${origin}${callBases.productApi.helpdesk}`,
    },
    notifications: `${origin}${callBases.notifications}`,
    staticData: `${config.staticOrigin ?? origin}${callBases.staticData}`,
  };
}
