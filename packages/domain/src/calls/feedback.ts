/** Rating and review calls (spec 7): GET and PUT /feedback/rate/application/{id}. */
import { z } from 'zod';
import { idSchema } from '../entities/common.ts';
import { appReviewSchema, feedbackSummarySchema } from '../entities/feedback.ts';

export const feedbackParamsSchema = z.object({ id: idSchema });
/** GET: the summary (rate, votes, histogram 1–5 with percent and votes, reviews). */
export const feedbackSummaryResponseSchema = feedbackSummarySchema;
/** PUT: one rating per account, updated on repeat (upsert); answers the new summary. */
export const rateAppBodySchema = appReviewSchema;
export const rateAppResponseSchema = feedbackSummarySchema;
