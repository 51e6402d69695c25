/** Cart, its products, plans (cart lines), summary and coupon (spec 3). */
import { z } from 'zod';
import { BILLING_CYCLES } from '../constants.ts';
import { appPaymentSchema } from './app.ts';
import { centsSchema, idSchema, optionalDateSchema } from './common.ts';
import { productSchema } from './product.ts';

export const billingCycleSchema = z.enum(BILLING_CYCLES);
export type BillingCycle = z.infer<typeof billingCycleSchema>;
export const BillingCycle = billingCycleSchema.enum;

export const taxesSchema = z.object({
  total_price: centsSchema,
  tax_value: centsSchema,
  tax_rate: z.number(),
});
export type Taxes = z.infer<typeof taxesSchema>;

export const cardDetailsSchema = z.object({
  cardType: z.string().nullable(),
  firstSix: z.string().nullable(),
  lastFour: z.string().nullable(),
  hasCard: z.boolean(),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

/**
 * Plan / cart line: one way to buy an app. The cart summary lists the same shape, with the line's
 * id, name, purchasedAt and note.
 */
export const planSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  billingCycle: billingCycleSchema,
  price: z.object({ total: centsSchema }),
  trialDays: z.number().int().nonnegative(),
  note: z.string().nullable().optional(),
  /** The host product the line is bought for. */
  productType: productSchema,
  taxes: taxesSchema.nullable().optional(),
  per_account: z.boolean(),
  cardDetails: cardDetailsSchema.nullable().optional(),
  purchasedAt: optionalDateSchema.optional(),
});
export type Plan = z.infer<typeof planSchema>;

/** An app in a cart. */
export const cartProductSchema = z.object({
  id: idSchema,
  productType: productSchema,
  payment: appPaymentSchema.nullable(),
  plan: planSchema,
  /** Every plan the app offers; the cart's plan is one of these. */
  plans: z.array(planSchema).optional(),
  trialDays: z.number().int().nonnegative(),
  purchasedAt: optionalDateSchema,
  note: z.string().nullable(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartAgentsSchema = z.object({ product: productSchema, agents: z.array(z.string()) });

export const cartSummarySchema = z.object({ oneTime: z.array(planSchema), recurrent: z.array(planSchema) });

export const cartSchema = z.object({
  id: idSchema,
  name: z.string(),
  license: z.string().nullable(),
  seats: z.number().int().nonnegative(),
  products: z.array(cartProductSchema),
  agents: z.array(cartAgentsSchema),
  summary: cartSummarySchema,
  createdAt: z.iso.datetime({ offset: true }),
  purchasedAt: optionalDateSchema,
  closedAt: optionalDateSchema,
  acceptedUntil: optionalDateSchema,
  /** Set while a checkout is started: the cart is locked until then. */
  checkedOutUntil: optionalDateSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** A coupon code as typed by the user. */
export const couponCodeSchema = z.string().trim().min(1);
