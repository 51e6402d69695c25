/** Direct (one-time) charge calls of the billing API (spec 7). */
import { z } from 'zod';
import { MAX_CHARGE_MONTHS } from '../constants.ts';
import { chargeBodyFields, chargeCapCheck, chargeCapError } from './charge-body.ts';
import { directChargeSchema } from '../entities/charges.ts';
import { idSchema } from '../entities/common.ts';
import { productSchema } from '../entities/product.ts';

export const chargeProductParamsSchema = z.object({ product: productSchema });
export const chargeParamsSchema = z.object({ product: productSchema, id: idSchema });

/** POST /direct_charge/{product} */
export const createDirectChargeBodySchema = z
  .object({
    ...chargeBodyFields,
    months: z.number().int().positive().max(MAX_CHARGE_MONTHS).nullable().default(null),
  })
  .refine(chargeCapCheck, chargeCapError);
export type CreateDirectChargeBody = z.input<typeof createDirectChargeBodySchema>;

/** GET /direct_charge/{product}?order_client_id={id} */
export const directChargeListQuerySchema = z.object({ order_client_id: z.string().min(1).optional() });

export const directChargeResponseSchema = directChargeSchema;
export const directChargeListResponseSchema = z.array(directChargeSchema);
