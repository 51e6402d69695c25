/**
 * Partner experts (spec 3 and 8): sending a message or a review (each with sending and success
 * flags), visits, and a clear action. The list of partners and each profile are read through the
 * query cache (data/use-experts.ts).
 */
import { isApiError } from '@marketplace/api/api-error';
import { initialExpertState, type ExpertMessage, type ExpertReview, type ExpertState } from '@marketplace/domain/entities/expert';
import { toSliceError, type SliceError } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface ExpertsSlice {
  expert: ExpertState;
  expertsError: SliceError | null;
  sendExpertMessage: (expertId: string, message: ExpertMessage) => Promise<boolean>;
  sendExpertReview: (expertId: string, review: ExpertReview) => Promise<boolean>;
  /** Records a profile visit; failures are not the visitor's concern. */
  recordExpertVisit: (expertId: string) => Promise<void>;
  clearExpertState: () => void;
}

export const createExpertsSlice: SliceCreator<ExpertsSlice> =
  ({ api, clock }) =>
  (set, get) => ({
    expert: initialExpertState,
    expertsError: null,

    sendExpertMessage: async (expertId, message) => {
      set((state) => ({ expert: { ...state.expert, sendMessage: { sending: true, success: false } } }));
      try {
        await api.experts.sendMessage(expertId, message);
        set((state) => ({ expert: { ...state.expert, sendMessage: { sending: false, success: true } }, expertsError: null }));
        get().notify('expertMessageSent');
        return true;
      } catch (error) {
        set((state) => ({ expert: { ...state.expert, sendMessage: { sending: false, success: false } }, expertsError: toSliceError(error) }));
        get().notifyFailure('expertMessageFailed', error);
        return false;
      }
    },

    sendExpertReview: async (expertId, review) => {
      set((state) => ({ expert: { ...state.expert, sendComment: { sending: true, success: false } } }));
      try {
        await api.experts.sendReview(expertId, review);
        set((state) => ({ expert: { ...state.expert, sendComment: { sending: false, success: true } }, expertsError: null }));
        get().notify('expertReviewSent');
        return true;
      } catch (error) {
        set((state) => ({ expert: { ...state.expert, sendComment: { sending: false, success: false } }, expertsError: toSliceError(error) }));
        get().notifyFailure(isApiError(error) && error.status === 409 ? 'expertReviewAlreadySent' : 'expertReviewFailed', error);
        return false;
      }
    },

    recordExpertVisit: async (expertId) => {
      await api.experts.recordVisit({ expert_id: expertId, visited_at: new Date(clock()).toISOString() }).catch(() => undefined);
    },

    clearExpertState: () => set({ expert: initialExpertState, expertsError: null }),
  });
