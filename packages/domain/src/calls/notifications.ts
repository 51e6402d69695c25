/** Notification service (spec 7): POST /awaiting_apps, an access request for apps a user cannot install. */
import { z } from 'zod';
import { productSchema } from '../entities/product.ts';

export const awaitingAppsBodySchema = z.object({
  product: productSchema,
  appId: z.string().min(1).optional(),
  message: z.string().max(2000).optional(),
});
export const awaitingAppsResponseSchema = z.object({ ok: z.literal(true), recipients: z.number().int().nonnegative() });
