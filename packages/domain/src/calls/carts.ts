/** Cart calls (spec 7, carts) under the platform base. */
import { z } from 'zod';
import { idSchema } from '../entities/common.ts';
import { billingCycleSchema, cartSchema, couponCodeSchema } from '../entities/cart.ts';
import { billingAddressSchema } from './billing.ts';

/**
 * A cart as the platform returns it: the Cart entity plus the checksum of its lines (sent back
 * with a purchase so a stale cart is refused with PRODUCTS_CART_CHECKSUM) and the applied coupon.
 */
export const cartResponseSchema = cartSchema.extend({
  checksum: z.string(),
  coupon: z.object({ code: z.string(), percent: z.number() }).nullable(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartIdParamsSchema = z.object({ id: idSchema });
export const cartAppParamsSchema = z.object({ id: idSchema, appId: idSchema });
/** A plan id is the billing cycle of the line: pay-once, pay-monthly or pay-yearly. */
export const cartPlanParamsSchema = z.object({ id: idSchema, appId: idSchema, planId: billingCycleSchema });
export const cartCouponParamsSchema = z.object({ id: idSchema, coupon: couponCodeSchema });

/** POST /products-carts */
export const createCartBodySchema = z.object({ name: z.string().trim().min(1).max(120).optional() });

/** PATCH /products-carts/{id}/applications?id=a,b,c */
export const addManyQuerySchema = z.object({
  id: z
    .string()
    .min(1)
    .transform((ids) =>
      ids
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(z.array(idSchema).min(1).max(50)),
});

/** PATCH /products-carts/{id}/applications/{appId}: an optional plan, else the app's first cycle. */
export const addToCartBodySchema = z.object({ plan_id: billingCycleSchema.optional() });

/** PATCH /products-carts/{id}/purchase: the checksum of the cart the user saw. */
export const purchaseCartBodySchema = billingAddressSchema.extend({ checksum: z.string().min(1).optional() });

/** DELETE /products-carts/{id}: 204, no body. */
