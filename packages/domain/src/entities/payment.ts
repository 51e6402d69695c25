/** A price preview: the taxes of a price in a country and zip (spec 3, 4). */
import { z } from 'zod';
import { taxesSchema } from './cart.ts';
import { productSchema } from './product.ts';

/** GET /price_preview/{product}?price&country&zip: taxes for one price. */
export const pricePreviewQuerySchema = z.object({
  price: z.number().int(),
  country: z.string(),
  zip: z.string().optional(),
  productType: productSchema.optional(),
});
export type PricePreviewQuery = z.infer<typeof pricePreviewQuerySchema>;
export const pricePreviewSchema = z.object({ price: z.number().int(), country: z.string(), zip: z.string().nullable(), taxes: taxesSchema });
export type PricePreview = z.infer<typeof pricePreviewSchema>;
