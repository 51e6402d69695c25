/** Product values and marketplace variants (spec 1). */
import { z } from 'zod';
import { licensedProducts, products, variants } from './products.ts';

export const productSchema = z.enum(products);
export type Product = z.infer<typeof productSchema>;
/** `Product.livechat` etc. */
export const Product = productSchema.enum;

/** The products that carry a subscription and a licence (spec 3, subscription per product). */
export const licensedProductSchema = z.enum(licensedProducts);
export type LicensedProduct = z.infer<typeof licensedProductSchema>;

/** Where the marketplace runs (products.ts). */
export const variantSchema = z.enum(variants);
export type Variant = z.infer<typeof variantSchema>;
export const Variant = variantSchema.enum;

export { productNames } from './product-names.ts';
