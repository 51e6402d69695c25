/**
 * What a one-app checkout keeps in session storage while paying (spec 9: 30 minutes), so a reload
 * in the middle of a payment resumes polling that charge instead of creating another one.
 */
import { z } from 'zod';
import { billingCycleSchema } from './cart.ts';
import { chargeTypeSchema } from './charges.ts';
import { productSchema } from './product.ts';

export const transactionSnapshotSchema = z.object({
  appId: z.string().min(1),
  slug: z.string().min(1),
  product: productSchema,
  planId: billingCycleSchema,
  chargeId: z.string().min(1),
  chargeType: chargeTypeSchema,
  savedAt: z.iso.datetime({ offset: true }),
});
export type TransactionSnapshot = z.infer<typeof transactionSnapshotSchema>;
