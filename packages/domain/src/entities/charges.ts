/** Direct (one-time) and recurrent charges with their statuses (spec 3 and 4). */
import { z } from 'zod';
import { chargeFrequencySchema, type ChargeFrequency } from './app.ts';
import { taxesSchema } from './cart.ts';
import { centsSchema, idSchema } from './common.ts';

export const directChargeStatusSchema = z.enum(['pending', 'accepted', 'processed', 'success', 'failed']);
export type DirectChargeStatus = z.infer<typeof directChargeStatusSchema>;
export const DirectChargeStatus = directChargeStatusSchema.enum;

export const recurrentChargeStatusSchema = z.enum(['pending', 'accepted', 'active', 'declined', 'cancelled', 'frozen']);
export type RecurrentChargeStatus = z.infer<typeof recurrentChargeStatusSchema>;
export const RecurrentChargeStatus = recurrentChargeStatusSchema.enum;

export const directChargeSchema = z.object({
  id: idSchema,
  name: z.string(),
  price: centsSchema,
  quantity: z.number().int().positive(),
  return_url: z.string(),
  trial_days: z.number().int().nonnegative(),
  months: z.number().int().positive().nullable(),
  per_account: z.boolean(),
  test: z.boolean(),
  order_client_id: z.string(),
  status: directChargeStatusSchema,
  taxes: taxesSchema.nullable().optional(),
});
export type DirectCharge = z.infer<typeof directChargeSchema>;

export const recurrentChargeSchema = z.object({
  id: idSchema,
  name: z.string(),
  price: centsSchema,
  return_url: z.string(),
  trial_days: z.number().int().nonnegative(),
  months: z.number().int().positive().default(1),
  quantity: z.number().int().positive(),
  per_account: z.boolean(),
  order_client_id: z.string(),
  test: z.boolean().default(false),
  status: recurrentChargeStatusSchema,
  taxes: taxesSchema.nullable().optional(),
});
export type RecurrentCharge = z.infer<typeof recurrentChargeSchema>;

/** The kind of charge is the app payment's frequency: one declaration. */
export const chargeTypeSchema = chargeFrequencySchema;
export type ChargeType = ChargeFrequency;
