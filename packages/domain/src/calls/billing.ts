/** Billing and apps-platform calls besides charges (spec 7): price preview, cards, subscriptions, create-charge. */
import { z } from 'zod';
import { MAX_PRICE_CENTS } from '../constants.ts';
import { billingCycleSchema, cardDetailsSchema } from '../entities/cart.ts';
import { directChargeSchema, recurrentChargeSchema } from '../entities/charges.ts';
import { pricePreviewSchema } from '../entities/payment.ts';
import { licensedProductSchema, productSchema } from '../entities/product.ts';
import { subscriptionsSchema } from '../entities/subscription.ts';
import { decimalIntegerSchema } from '../decimal-integer.ts';

/** GET /price_preview/{product}?price&country&zip (query strings arrive as text). */
export const pricePreviewParamsSchema = z.object({ product: productSchema });
export const pricePreviewQueryStringSchema = z.object({
  price: decimalIntegerSchema({ min: 0, max: MAX_PRICE_CENTS }),
  country: z.string().trim().length(2).toUpperCase(),
  zip: z.string().trim().max(16).optional(),
  product_type: productSchema.optional(),
});
export const pricePreviewResponseSchema = pricePreviewSchema;

/** POST /account/{product}: adds a card (test card numbers only, nothing real is stored). */
export const addCardParamsSchema = z.object({ product: licensedProductSchema });
export const addCardBodySchema = z.object({
  cardNumber: z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits'),
  cardType: z.enum(['visa', 'master', 'mastercard', 'american express']).optional(),
});
export const addCardResponseSchema = z.object({ product: licensedProductSchema, cardDetails: cardDetailsSchema });

/** GET /market/products/my (optionally ?cache=false): subscriptions per product. */
export const productsMyQuerySchema = z.object({ cache: z.enum(['true', 'false']).optional() });
export const productsMyResponseSchema = subscriptionsSchema;

/**
 * The buyer's billing address, when the screen asked for it: the taxes of its country and zip are
 * charged with the price (the price preview shows the same rate before the click).
 */
export const billingAddressSchema = z.object({
  country: z.string().trim().length(2).toUpperCase().optional(),
  zip: z.string().trim().max(16).optional(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/**
 * Ours: GET /payments, the organisation's payments as the ledger records them (newest first): one
 * per charge or cart line that moved money, with its taxes, and a refund as a negative amount.
 */
export const paymentRecordSchema = z.object({
  source: z.enum(['direct_charge', 'recurrent_charge', 'cart', 'refund']),
  sourceId: z.string(),
  appId: z.string().nullable(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
export const paymentsResponseSchema = z.array(paymentRecordSchema);

/** POST /applications/{id}/create-charge with plan_id, and the billing address its taxes come from. */
export const createChargeBodySchema = billingAddressSchema.extend({ plan_id: billingCycleSchema });
/** The charge created: a direct charge for pay-once, a recurrent charge for monthly or yearly plans. */
export const createChargeResponseSchema = z.union([directChargeSchema, recurrentChargeSchema]);
export type CreateChargeResponse = z.infer<typeof createChargeResponseSchema>;

/** GET /applications/{id}/instance: the install of an app in the caller's organisation. */
export const appInstanceResponseSchema = z.object({
  appId: z.string(),
  installed: z.boolean(),
  installedAt: z.string().nullable(),
  product: productSchema.nullable(),
});
