/**
 * Rating and review calls (spec 7): GET and PUT /feedback/rate/application/{id}; ours, beyond the
 * spec ('My reviews'): GET /feedback/rate/my and DELETE /feedback/rate/application/{id} (withdraw).
 */
import { z } from 'zod';
import { idSchema } from '../entities/common.ts';
import { appReviewSchema, feedbackSummarySchema, ownReviewSchema } from '../entities/feedback.ts';

export const feedbackParamsSchema = z.object({ id: idSchema });
/** GET: the summary (rate, votes, histogram 1–5 with percent and votes, reviews). */
export const feedbackSummaryResponseSchema = feedbackSummarySchema;
/** PUT: one rating per account, updated on repeat (upsert); answers the new summary. */
export const rateAppBodySchema = appReviewSchema;
export const rateAppResponseSchema = feedbackSummarySchema;
/** GET /feedback/rate/my: the signed-in account's own ratings, newest change first. */
export const myReviewsResponseSchema = z.array(ownReviewSchema);
/** DELETE: withdraws the account's own rating of the app; answers the app's new summary. */
export const withdrawReviewResponseSchema = feedbackSummarySchema;

/**
 * Ours, beside the spec's calls: written reviews in pages.
 * GET /feedback/rate/application/{id}/reviews?sort=&stars=&page= answers one page (optional sign-in
 * marks the caller's votes and own review); PUT .../reviews/{reviewId}/helpful casts the caller's
 * one helpful vote; PUT .../reviews/{reviewId}/reply writes (or rewrites) the developer's reply.
 */
export const reviewParamsSchema = z.object({ id: idSchema, reviewId: z.string().min(1).max(300) });
