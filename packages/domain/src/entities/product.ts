/** Product values and marketplace variants (spec 1). */
import { z } from 'zod';

export const productSchema = z.enum(['livechat', 'helpdesk', 'accounts', 'chatbot', 'text']);
export type Product = z.infer<typeof productSchema>;
/** `Product.livechat` etc. */
export const Product = productSchema.enum;

/** The products that carry a subscription and a licence (spec 3, subscription per product). */
export const licensedProductSchema = z.enum(['livechat', 'helpdesk']);
export type LicensedProduct = z.infer<typeof licensedProductSchema>;

/**
 * Where the marketplace runs: the public site, the agent-app embedded version, and the help-desk
 * and text-product variants, each public or framed.
 */
export const variantSchema = z.enum(['public', 'agent-app', 'helpdesk', 'helpdesk-framed', 'text', 'text-framed']);
export type Variant = z.infer<typeof variantSchema>;
export const Variant = variantSchema.enum;

export { productNames } from './product-names.ts';
