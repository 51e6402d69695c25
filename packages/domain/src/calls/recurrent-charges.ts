/** Recurrent (monthly or yearly) charge calls of the billing API (spec 7). */
import { z } from 'zod';
import { MAX_CHARGE_MONTHS, MAX_CHARGE_QUANTITY, MAX_PRICE_CENTS } from '../constants.ts';
import { recurrentChargeSchema, recurrentChargeStatusSchema } from '../entities/charges.ts';
import { webAddressSchema } from '../web-address.ts';

/** POST /recurrent_charge/{product} */
export const createRecurrentChargeBodySchema = z
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
    months: z.number().int().positive().max(MAX_CHARGE_MONTHS).default(1),
  })
  .refine((body) => body.price * body.quantity <= MAX_PRICE_CENTS, { message: 'A charge can be at most $1,000,000.00 (price times quantity).', path: ['quantity'] });
export type CreateRecurrentChargeBody = z.input<typeof createRecurrentChargeBodySchema>;

/** GET /recurrent_charge/{product}?order_client_id&status */
export const recurrentChargeListQuerySchema = z.object({
  order_client_id: z.string().min(1).optional(),
  status: recurrentChargeStatusSchema.optional(),
});

export const recurrentChargeResponseSchema = recurrentChargeSchema;
export const recurrentChargeListResponseSchema = z.array(recurrentChargeSchema);
