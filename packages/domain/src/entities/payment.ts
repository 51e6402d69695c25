/** Checkout state of a payment, its intent and price preview (spec 3, 4). */
import { z } from 'zod';
import { appSchema } from './app.ts';
import { cartSummarySchema, taxesSchema } from './cart.ts';
import { chargeTypeSchema, directChargeSchema, recurrentChargeSchema } from './charges.ts';
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
