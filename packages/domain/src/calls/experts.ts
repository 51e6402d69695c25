/** Expert (partner) calls (spec 7) and developer profiles. */
import { z } from 'zod';
import { developerSchema } from '../entities/developer.ts';
import { expertMessageSchema, expertReviewSchema, expertSchema, expertVisitSchema } from '../entities/expert.ts';

export const expertParamsSchema = z.object({ id: z.string().min(1) });
/** GET partners/experts_marketplace: every expert (our addition, for the partners page). */
export const expertListResponseSchema = z.array(expertSchema);
/** GET partners/experts_marketplace/{id} (id or slug). */
export const expertResponseSchema = expertSchema;
/** POST …/{id}/message */
export const expertMessageBodySchema = expertMessageSchema;
/** POST …/{id}/comment: 409 when this email already reviewed the expert. */
export const expertReviewBodySchema = expertReviewSchema;
/** POST partners/experts/visits */
export const expertVisitBodySchema = expertVisitSchema;

/** GET /developers/{id}/profile and GET /developers (our addition, for the developers page). */
export const developerParamsSchema = z.object({ id: z.string().min(1) });
export const developerProfileResponseSchema = developerSchema.extend({ productCount: z.number().int().nonnegative() });
export const developerListResponseSchema = z.array(developerProfileResponseSchema);
