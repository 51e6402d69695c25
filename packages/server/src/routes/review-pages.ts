/** Written reviews in pages (feedback/review-pages.ts): a page sorted and filtered by stars, a helpful vote, the developer's reply. */
import { reviewParamsSchema, feedbackParamsSchema } from '@marketplace/domain/calls/feedback';
import { pagedReviewSchema, reviewPageQuerySchema, reviewPageSchema, reviewReplyBodySchema } from '@marketplace/domain/review-pages';
import { replyToReview, reviewPage, voteHelpful } from '../feedback/review-pages.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const reviewPageRoutes: RoutePlugin = async (app, { ctx }) => {
  const base = '/v2/feedback/rate/application/:id/reviews';

  route(
    app,
    ctx,
    { method: 'GET', url: base, access: 'optional', params: feedbackParamsSchema, query: reviewPageQuerySchema, response: reviewPageSchema },
    async ({ params, query, session }) => reviewPage(ctx, session, params.id, query),
  );

  route(app, ctx, { method: 'PUT', url: `${base}/:reviewId/helpful`, access: 'token', params: reviewParamsSchema, response: pagedReviewSchema }, async ({ params, session }) =>
    voteHelpful(ctx, session, params),
  );

  route(
    app,
    ctx,
    { method: 'PUT', url: `${base}/:reviewId/reply`, access: 'token', params: reviewParamsSchema, body: reviewReplyBodySchema, response: pagedReviewSchema },
    async ({ params, body, session }) => replyToReview(ctx, session, params, body.reply),
  );
};
