/**
 * Ratings and reviews (spec 7): GET the summary (public), PUT a rating (one per account, upserted).
 * Ours ('My reviews'): GET the account's own ratings, DELETE (withdraw) one of them.
 */
import {
  feedbackParamsSchema,
  feedbackSummaryResponseSchema,
  myReviewsResponseSchema,
  rateAppBodySchema,
  rateAppResponseSchema,
  withdrawReviewResponseSchema,
} from '@marketplace/domain/calls/feedback';
import { appFeedback, myReviews, rateApp, withdrawRating } from '../feedback/ratings.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const feedbackRoutes: RoutePlugin = async (app, { ctx }) => {
  const url = '/v2/feedback/rate/application/:id';
  // Optional sign-in: the owners of a private or in-review app see its (empty) reviews on its page.
  route(app, ctx, { method: 'GET', url, access: 'optional', params: feedbackParamsSchema, response: feedbackSummaryResponseSchema }, async ({ params, session }) =>
    appFeedback(ctx, session, params.id),
  );

  route(
    app,
    ctx,
    { method: 'PUT', url, access: 'token', params: feedbackParamsSchema, body: rateAppBodySchema, response: rateAppResponseSchema },
    async ({ params, body, session }) => rateApp(ctx, session, params.id, body),
  );

  route(app, ctx, { method: 'DELETE', url, access: 'token', params: feedbackParamsSchema, response: withdrawReviewResponseSchema }, async ({ params, session }) =>
    withdrawRating(ctx, session, params.id),
  );

  route(app, ctx, { method: 'GET', url: '/v2/feedback/rate/my', access: 'token', response: myReviewsResponseSchema }, async ({ session }) => myReviews(ctx, session));
};
