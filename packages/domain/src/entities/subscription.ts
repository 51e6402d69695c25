/** Subscription per licensed product (spec 3) and plan tiers (spec 6). */
import { z } from 'zod';
import { PLAN_TIERS } from '../constants.ts';
import { cardDetailsSchema } from './cart.ts';
import { optionalDateSchema } from './common.ts';
import { licensedProductSchema } from './product.ts';

export const planTierSchema = z.enum(PLAN_TIERS);
export type PlanTier = z.infer<typeof planTierSchema>;

export const subscriptionSchema = z.object({
  /** The paid plan, null when none is chosen (e.g. during a trial). */
  plan: planTierSchema.nullable(),
  hasCard: z.boolean(),
  subscribed: z.boolean(),
  daysLeft: z.number().int().nullable(),
  trial: z.boolean(),
  /** Whether the licence is active: an inactive licence cannot buy (spec 5). */
  active: z.boolean(),
  cancelled: z.boolean(),
  cancelledAt: optionalDateSchema,
  assigned: z.boolean(),
  cardDetails: cardDetailsSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Subscriptions keyed by product (livechat, helpdesk). */
export const subscriptionsSchema = z.partialRecord(licensedProductSchema, subscriptionSchema);
export type Subscriptions = z.infer<typeof subscriptionsSchema>;
