/** Recurrent (monthly or yearly) charge calls of the billing API (spec 7). */
import { z } from 'zod';
import { MAX_CHARGE_MONTHS } from '../constants.ts';
import { chargeBodyFields, chargeCapCheck, chargeCapError } from './charge-body.ts';
import { recurrentChargeSchema, recurrentChargeStatusSchema } from '../entities/charges.ts';

/** POST /recurrent_charge/{product} */
export const createRecurrentChargeBodySchema = z
  .object({
    ...chargeBodyFields,
    months: z.number().int().positive().max(MAX_CHARGE_MONTHS).default(1),
  })
  .refine(chargeCapCheck, chargeCapError);
export type CreateRecurrentChargeBody = z.input<typeof createRecurrentChargeBodySchema>;

/** GET /recurrent_charge/{product}?order_client_id&status */
export const recurrentChargeListQuerySchema = z.object({
  order_client_id: z.string().min(1).optional(),
  status: recurrentChargeStatusSchema.optional(),
});

export const recurrentChargeResponseSchema = recurrentChargeSchema;
export const recurrentChargeListResponseSchema = z.array(recurrentChargeSchema);
