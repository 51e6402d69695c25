/**
 * Feedback (spec 3 and 8): rates keyed by app id, summaries per app, and rating an app
 * ('Thank you for rating this app.' or the failure with its reason, both shown for 2000 ms).
 * Ours (issue 16, 'My reviews'): the signed-in account's own reviews, edited through the same
 * rating call and withdrawn one by one.
 */
import type { AppReviewInput, FeedbackSummary, OwnReview, Rates } from '@marketplace/domain/entities/feedback';
import { appReviewSchema } from '@marketplace/domain/entities/feedback';
import { fulfilledRequest, idleRequest, pendingRequest, rejectedRequest, toSliceError, type RequestState, type SliceError } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface FeedbackSlice {
  rates: Rates;
  feedbackSummaries: Readonly<Record<string, FeedbackSummary>>;
  feedbackRequests: Readonly<Record<string, RequestState>>;
  rating: RequestState;
  feedbackError: SliceError | null;
  loadFeedback: (appId: string) => Promise<void>;
  /** Validates the review form (domain messages), sends it, refreshes the app's rate. */
  rateApp: (appId: string, review: AppReviewInput) => Promise<boolean>;
  myReviews: readonly OwnReview[];
  myReviewsRequest: RequestState;
  /** The app whose review is being withdrawn, one at a time. */
  withdrawingReview: string | null;
  loadMyReviews: () => Promise<void>;
  /** Rates again (the same validation and messages) and refreshes the own reviews. */
  editReview: (appId: string, review: AppReviewInput) => Promise<boolean>;
  withdrawReview: (appId: string) => Promise<boolean>;
}

export const createFeedbackSlice: SliceCreator<FeedbackSlice> =
  ({ api }) =>
  (set, get) => {
    const keep = (summary: FeedbackSummary) =>
      set((state) => ({
        feedbackSummaries: { ...state.feedbackSummaries, [summary.product]: summary },
        rates: { ...state.rates, [summary.product]: { rate: summary.rate, votes: summary.votes } },
      }));

    return {
      rates: {},
      feedbackSummaries: {},
      feedbackRequests: {},
      rating: idleRequest,
      feedbackError: null,
      myReviews: [],
      myReviewsRequest: idleRequest,
      withdrawingReview: null,

      loadFeedback: async (appId) => {
        set((state) => ({ feedbackRequests: { ...state.feedbackRequests, [appId]: pendingRequest } }));
        try {
          keep(await api.marketplace.getFeedback(appId));
          set((state) => ({ feedbackRequests: { ...state.feedbackRequests, [appId]: fulfilledRequest } }));
        } catch (error) {
          set((state) => ({ feedbackRequests: { ...state.feedbackRequests, [appId]: rejectedRequest(error) }, feedbackError: toSliceError(error) }));
        }
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
          set({ rating: fulfilledRequest, feedbackError: null });
          get().notify('ratingSent');
          return true;
        } catch (error) {
          const reason = toSliceError(error);
          set({ rating: rejectedRequest(error), feedbackError: reason });
          get().notifyFailure('ratingFailed', error, { reason: reason.message });
          return false;
        }
      },

      loadMyReviews: async () => {
        set({ myReviewsRequest: pendingRequest });
        try {
          const myReviews = await api.marketplace.getMyReviews();
          set({ myReviews, myReviewsRequest: fulfilledRequest });
        } catch (error) {
          set({ myReviewsRequest: rejectedRequest(error), feedbackError: toSliceError(error) });
        }
      },

      editReview: async (appId, input) => {
        const sent = await get().rateApp(appId, input);
        if (sent) await get().loadMyReviews();
        return sent;
      },

      withdrawReview: async (appId) => {
        if (get().withdrawingReview !== null) return false;
        set({ withdrawingReview: appId });
        try {
          keep(await api.marketplace.withdrawReview(appId));
          set((state) => ({ myReviews: state.myReviews.filter((review) => review.appId !== appId), withdrawingReview: null }));
          get().notify('reviewWithdrawn');
          return true;
        } catch (error) {
          set({ withdrawingReview: null, feedbackError: toSliceError(error) });
          get().notifyFailure('reviewWithdrawFailed', error);
          return false;
        }
      },
    };
  };
