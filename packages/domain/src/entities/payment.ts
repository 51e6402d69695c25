/** Checkout state of a payment, its intent and price preview (spec 3, 4). */
import { z } from 'zod';
import { appSchema } from './app.ts';
import { cartSummarySchema, taxesSchema } from './cart.ts';
import { chargeTypeSchema, directChargeSchema, recurrentChargeSchema } from './charges.ts';
import { productSchema } from './product.ts';

/** What the user is paying for; kept in session storage for 30 minutes during a checkout. */
export const paymentIntentSchema = z.object({
  metadata: z.object({
    type: z.enum(['app', 'cart']),
    itemId: z.string(),
    product: productSchema,
  }),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const paymentStateSchema = z.object({
  item: appSchema.nullable(),
  intent: paymentIntentSchema.nullable(),
  charge: z.union([directChargeSchema, recurrentChargeSchema]).nullable(),
  chargeType: chargeTypeSchema.nullable(),
  isExternalCharge: z.boolean(),
  isProcessable: z.boolean(),
  /** Cart lines being paid: oneTime and recurrent, with purchasedAt and note. */
  cart: cartSummarySchema,
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

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
