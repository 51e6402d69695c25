/**
 * Feedback (spec 3 and 8): rating an app ('Thank you for rating this app.' or the failure with its
 * reason, both shown for 2000 ms). Ours ('My reviews'): the signed-in account's own
 * reviews, edited through the same rating call and withdrawn one by one. What is read (an app's
 * feedback summary, the own reviews) lives in the query cache (data/reads.ts); each write puts
 * the platform's answer there, so the screens reading it show the change at once.
 */
import type { AppReviewInput, FeedbackSummary, OwnReview } from '@marketplace/domain/entities/feedback';
import { appReviewSchema } from '@marketplace/domain/entities/feedback';
import { reviewReplyBodySchema, type PagedReview, type ReviewPage } from '@marketplace/domain/review-pages';
import { queryKeys } from '../data/query-client.ts';
import { fulfilledRequest, idleRequest, pendingRequest, rejectedRequest, toSliceError, type RequestState } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface FeedbackSlice {
  rating: RequestState;
  /** Validates the review form (domain messages), sends it, keeps the app's new summary. */
  rateApp: (appId: string, review: AppReviewInput) => Promise<boolean>;
  /** The app whose review is being withdrawn, one at a time. */
  withdrawingReview: string | null;
  /** Rates again (the same validation and messages) and reads the own reviews again. */
  editReview: (appId: string, review: AppReviewInput) => Promise<boolean>;
  withdrawReview: (appId: string) => Promise<boolean>;
  /** The review a helpful vote or a reply is being sent for, one at a time. */
  sendingReview: string | null;
  /** The account's one helpful vote for a review; the pages on screen show the new count. */
  voteHelpful: (appId: string, reviewId: string) => Promise<boolean>;
  /** The app developer's reply to a review (written again to edit it). */
  replyToReview: (appId: string, reviewId: string, reply: string) => Promise<boolean>;
}

export const createFeedbackSlice: SliceCreator<FeedbackSlice> =
  ({ api, queries }) =>
  (set, get) => {
    const keep = (summary: FeedbackSummary) => {
      queries.setQueryData<FeedbackSummary>(queryKeys.feedback(summary.product), summary);
      // A new, edited or withdrawn review moves in every order: the pages are read again.
      void queries.invalidateQueries({ queryKey: queryKeys.reviewPages(summary.product) });
    };
    /** Puts the platform's answer for one review into every cached page that shows it. */
    const keepReview = (appId: string, review: PagedReview) =>
      queries.setQueriesData<ReviewPage>({ queryKey: queryKeys.reviewPages(appId) }, (page) =>
        page ? { ...page, reviews: page.reviews.map((shown) => (shown.id === review.id ? review : shown)) } : page,
      );
    const sendFor = async (reviewId: string, send: () => Promise<PagedReview>, appId: string, done: 'reviewVoted' | 'replySaved', failed: 'reviewVoteFailed' | 'replyFailed') => {
      if (get().sendingReview !== null) return false;
      set({ sendingReview: reviewId });
      try {
        keepReview(appId, await send());
        set({ sendingReview: null });
        get().notify(done);
        return true;
      } catch (error) {
        set({ sendingReview: null });
        get().notifyFailure(failed, error, { reason: toSliceError(error).message });
        return false;
      }
    };

    return {
      rating: idleRequest,
      withdrawingReview: null,
      sendingReview: null,

      voteHelpful: (appId, reviewId) => sendFor(reviewId, () => api.marketplace.voteReviewHelpful(appId, reviewId), appId, 'reviewVoted', 'reviewVoteFailed'),

      replyToReview: (appId, reviewId, reply) => {
        const parsed = reviewReplyBodySchema.safeParse({ reply });
        if (!parsed.success) {
          get().notify('replyFailed', { reason: parsed.error.issues[0]?.message ?? null });
          return Promise.resolve(false);
        }
        return sendFor(reviewId, () => api.marketplace.replyToReview(appId, reviewId, parsed.data.reply), appId, 'replySaved', 'replyFailed');
      },

      rateApp: async (appId, input) => {
        const parsed = appReviewSchema.safeParse(input);
        if (!parsed.success) {
          // The form shows the field messages itself; the request is never sent.
          const reason = parsed.error.issues[0]?.message ?? null;
          set({ rating: rejectedRequest(new Error(reason ?? '')) });
          get().notify('ratingFailed', { reason });
          return false;
        }
        set({ rating: pendingRequest });
        try {
          keep(await api.marketplace.rate(appId, parsed.data));
          set({ rating: fulfilledRequest });
          // The own reviews now hold this one: read again when next shown (at once if on screen).
          void queries.invalidateQueries({ queryKey: queryKeys.allMyReviews() });
          get().notify('ratingSent');
          return true;
        } catch (error) {
          set({ rating: rejectedRequest(error) });
          get().notifyFailure('ratingFailed', error, { reason: toSliceError(error).message });
          return false;
        }
      },

      editReview: async (appId, input) => {
        const sent = await get().rateApp(appId, input);
        // The list on screen shows the edit before the form closes (the read rateApp started, shared).
        if (sent) await queries.refetchQueries({ queryKey: queryKeys.allMyReviews(), type: 'active' }, { cancelRefetch: false });
        return sent;
      },

      withdrawReview: async (appId) => {
        if (get().withdrawingReview !== null) return false;
        set({ withdrawingReview: appId });
        try {
          keep(await api.marketplace.withdrawReview(appId));
          queries.setQueriesData<OwnReview[]>({ queryKey: queryKeys.allMyReviews() }, (reviews) => reviews?.filter((review) => review.appId !== appId));
          set({ withdrawingReview: null });
          get().notify('reviewWithdrawn');
          return true;
        } catch (error) {
          set({ withdrawingReview: null });
          get().notifyFailure('reviewWithdrawFailed', error);
          return false;
        }
      },
    };
  };
