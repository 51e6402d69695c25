/** Direct (one-time) charge calls of the billing API (spec 7). */
import { z } from 'zod';
import { MAX_CHARGE_MONTHS, MAX_CHARGE_QUANTITY, MAX_PRICE_CENTS } from '../constants.ts';
import { directChargeSchema } from '../entities/charges.ts';
import { idSchema } from '../entities/common.ts';
import { productSchema } from '../entities/product.ts';
import { webAddressSchema } from '../web-address.ts';

export const chargeProductParamsSchema = z.object({ product: productSchema });
export const chargeParamsSchema = z.object({ product: productSchema, id: idSchema });

/** POST /direct_charge/{product} */
export const createDirectChargeBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    price: z.number().int().positive().max(MAX_PRICE_CENTS),
    quantity: z.number().int().positive().max(MAX_CHARGE_QUANTITY).default(1),
    // Where the browser goes back after the charge: an http(s) address only (never javascript: or data:).
    return_url: webAddressSchema(),
    order_client_id: z.string().min(1).max(200),
    per_account: z.boolean().default(false),
    test: z.boolean().default(false),
    trial_days: z.number().int().nonnegative().max(365).default(0),
    months: z.number().int().positive().max(MAX_CHARGE_MONTHS).nullable().default(null),
  })
  .refine((body) => body.price * body.quantity <= MAX_PRICE_CENTS, { message: 'A charge can be at most $1,000,000.00 (price times quantity).', path: ['quantity'] });
export type CreateDirectChargeBody = z.input<typeof createDirectChargeBodySchema>;

/** GET /direct_charge/{product}?order_client_id={id} */
export const directChargeListQuerySchema = z.object({ order_client_id: z.string().min(1).optional() });

export const directChargeResponseSchema = directChargeSchema;
export const directChargeListResponseSchema = z.array(directChargeSchema);
