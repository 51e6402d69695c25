/**
 * Feedback (spec 3 and 8): rates keyed by app id, summaries per app, and rating an app
 * ('Thank you for rating this app.' or the failure with its reason, both shown for 2000 ms).
 */
import type { AppReviewInput, FeedbackSummary, Rates } from '@marketplace/domain/entities/feedback';
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
    };
  };
