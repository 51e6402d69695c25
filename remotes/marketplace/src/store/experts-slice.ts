/**
 * Partner experts (spec 3 and 8): profiles, sending a message or a review (each with sending and
 * success flags), visits, and a clear action.
 */
import { isApiError } from '@marketplace/api/api-error';
import { initialExpertState, type Expert, type ExpertMessage, type ExpertReview, type ExpertState } from '@marketplace/domain/entities/expert';
import type { MarketplaceState } from './marketplace-store.ts';
import {
  emptyList,
  fulfilledRequest,
  idleRequest,
  listItems,
  pendingRequest,
  rejectedRequest,
  RequestStatus,
  toEntityList,
  toSliceError,
  type EntityList,
  type RequestState,
  type SliceError,
} from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface ExpertsSlice {
  /** Every partner, in the platform's order, for the partners pages and search (spec 2, 9). */
  expertList: EntityList<Expert> & RequestState;
  /** Profiles loaded one by one, kept by the id or slug they were asked for. */
  experts: Readonly<Record<string, Expert>>;
  expertRequests: Readonly<Record<string, RequestState>>;
  expert: ExpertState;
  expertsError: SliceError | null;
  /** Loads the partners once; a failure is kept on the list and can be retried. */
  loadExperts: () => Promise<void>;
  loadExpert: (expertId: string) => Promise<Expert | null>;
  sendExpertMessage: (expertId: string, message: ExpertMessage) => Promise<boolean>;
  sendExpertReview: (expertId: string, review: ExpertReview) => Promise<boolean>;
  /** Records a profile visit; failures are not the visitor's concern. */
  recordExpertVisit: (expertId: string) => Promise<void>;
  clearExpertState: () => void;
}

export const createExpertsSlice: SliceCreator<ExpertsSlice> =
  ({ api, clock }) =>
  (set, get) => ({
    expertList: { ...emptyList, ...idleRequest },
    experts: {},
    expertRequests: {},
    expert: initialExpertState,
    expertsError: null,

    loadExperts: async () => {
      const { status } = get().expertList;
      if (status === RequestStatus.pending || status === RequestStatus.fulfilled) return;
      set((state) => ({ expertList: { ...state.expertList, ...pendingRequest } }));
      try {
        const experts = await api.experts.list();
        set({ expertList: { ...toEntityList(experts), ...fulfilledRequest } });
      } catch (error) {
        set((state) => ({ expertList: { ...state.expertList, ...rejectedRequest(error) } }));
      }
    },

    loadExpert: async (expertId) => {
      set((state) => ({ expertRequests: { ...state.expertRequests, [expertId]: pendingRequest } }));
      try {
        const expert = await api.experts.get(expertId);
        set((state) => ({
          experts: { ...state.experts, [expertId]: expert },
          expertRequests: { ...state.expertRequests, [expertId]: fulfilledRequest },
        }));
        return expert;
      } catch (error) {
        set((state) => ({ expertRequests: { ...state.expertRequests, [expertId]: rejectedRequest(error) }, expertsError: toSliceError(error) }));
        return null;
      }
    },

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

export const selectExpertList = (state: MarketplaceState): Expert[] => listItems(state.expertList);
