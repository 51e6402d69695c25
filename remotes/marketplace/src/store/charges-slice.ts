/**
 * Direct and recurrent charges (spec 4). Paying accepts, activates, then polls every 2 s:
 * direct until success (thank-you, the app is marked purchased) or failed ('Payment failed');
 * recurrent until active (thank-you) or declined/cancelled ('Payment declined/cancelled').
 * Cancel and activate replace the charge in its list; archive removes it; a charge that does not
 * exist sends the user home with 'This transaction doesn't exist.'.
 */
import { isApiError } from '@marketplace/api/api-error';
import type { DirectChargeCreate } from '@marketplace/api/direct-charges';
import type { RecurrentChargeCreate } from '@marketplace/api/recurrent-charges';
import { CHARGE_POLL_MS } from '@marketplace/domain/constants';
import {
  archiveCharge,
  directPollOutcome,
  isProcessable,
  recurrentPollOutcome,
  replaceCharge,
  type PollOutcome,
} from '@marketplace/domain/charge-machines';
import type { ChargeType, DirectCharge, RecurrentCharge, RecurrentChargeStatus } from '@marketplace/domain/entities/charges';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import type { ErrorCode } from '@marketplace/domain/errors';
import { paths } from '@marketplace/domain/routes';
import { fulfilledRequest, idleRequest, pendingRequest, rejectedRequest, toSliceError, type RequestState, type SliceError } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export type ChargePollingState = { chargeId: string; chargeType: ChargeType; outcome: 'polling' | 'success' | 'failure' };

export interface ChargesSlice {
  directCharges: DirectCharge[];
  recurrentCharges: RecurrentCharge[];
  chargesRequest: RequestState;
  /** An accept, decline, activate, cancel or a payment's polling is under way. */
  chargeProcessing: boolean;
  chargePolling: ChargePollingState | null;
  chargesError: SliceError | null;
  /** App ids bought by a charge during this visit. */
  purchasedAppIds: string[];

  loadDirectCharge: (product: LicensedProduct, chargeId: string) => Promise<DirectCharge | null>;
  loadDirectCharges: (product: LicensedProduct, orderClientId: string) => Promise<void>;
  createDirectCharge: (product: LicensedProduct, body: DirectChargeCreate) => Promise<DirectCharge | null>;
  acceptDirectCharge: (product: LicensedProduct, chargeId: string) => Promise<DirectCharge | null>;
  declineDirectCharge: (product: LicensedProduct, chargeId: string) => Promise<DirectCharge | null>;
  activateDirectCharge: (product: LicensedProduct, chargeId: string) => Promise<DirectCharge | null>;
  archiveDirectCharge: (chargeId: string) => void;
  /** Accept, activate, then poll every 2 s until success or failed. `appId` is marked purchased. */
  payDirectCharge: (product: LicensedProduct, chargeId: string, options?: { appId?: string }) => Promise<boolean>;

  loadRecurrentCharge: (product: LicensedProduct, chargeId: string) => Promise<RecurrentCharge | null>;
  loadRecurrentCharges: (product: LicensedProduct, filter: { orderClientId?: string; status?: RecurrentChargeStatus }) => Promise<void>;
  createRecurrentCharge: (product: LicensedProduct, body: RecurrentChargeCreate) => Promise<RecurrentCharge | null>;
  acceptRecurrentCharge: (product: LicensedProduct, chargeId: string) => Promise<RecurrentCharge | null>;
  activateRecurrentCharge: (product: LicensedProduct, chargeId: string) => Promise<RecurrentCharge | null>;
  /** Declines; with keepLoading the screen stays busy (it goes on to something else). */
  declineRecurrentCharge: (product: LicensedProduct, chargeId: string, options?: { keepLoading?: boolean }) => Promise<RecurrentCharge | null>;
  cancelRecurrentCharge: (product: LicensedProduct, chargeId: string) => Promise<RecurrentCharge | null>;
  archiveRecurrentCharge: (chargeId: string) => void;
  /** Accept, activate, then poll every 2 s until active, declined or cancelled. */
  payRecurrentCharge: (product: LicensedProduct, chargeId: string, options?: { appId?: string }) => Promise<boolean>;

  stopChargePolling: () => void;
}

/** What a failed billing call tells the user: a refused card (422), our side (5xx), or its reason. */
function billingFailureCode(error: unknown): ErrorCode {
  if (isApiError(error) && error.status === 422) return 'cardChargeFailed';
  if (isApiError(error) && error.status !== undefined && error.status >= 500) return 'billingSideError';
  return 'unexpected';
}

export const createChargesSlice: SliceCreator<ChargesSlice> =
  ({ api, scheduler, navigate }) =>
  (set, get) => {
    let pollRun = 0;

    const showPaymentCharge = (charge: DirectCharge | RecurrentCharge, chargeType: ChargeType) =>
      set((state) => ({ payment: { ...state.payment, charge, chargeType, isProcessable: isProcessable(charge) } }));

    const failed = (error: unknown, code: ErrorCode | null): null => {
      set({ chargeProcessing: false, chargesError: toSliceError(error) });
      if (code !== null) get().notify(code);
      return null;
    };

    const putDirect = async (charge: DirectCharge): Promise<DirectCharge> => {
      set((state) => ({ directCharges: replaceCharge(state.directCharges, charge), chargesError: null }));
      showPaymentCharge(charge, 'direct_charge');
      return charge;
    };
    const putRecurrent = async (charge: RecurrentCharge): Promise<RecurrentCharge> => {
      set((state) => ({ recurrentCharges: replaceCharge(state.recurrentCharges, charge), chargesError: null }));
      showPaymentCharge(charge, 'recurrent_charge');
      return charge;
    };

    /** Runs one billing action with the processing flag; failures show their billing message. */
    const act = async <C>(call: () => Promise<C>, put: (charge: C) => Promise<C>, keepLoading = false): Promise<C | null> => {
      set({ chargeProcessing: true });
      try {
        const charge = await put(await call());
        if (!keepLoading) set({ chargeProcessing: false });
        return charge;
      } catch (error) {
        return failed(error, billingFailureCode(error));
      }
    };

    /** Reads a charge; a 404 sends the user home with 'This transaction doesn't exist.'. */
    const read = async <C>(call: () => Promise<C>, put: (charge: C) => Promise<C>): Promise<C | null> => {
      set({ chargesRequest: pendingRequest });
      try {
        const charge = await put(await call());
        set({ chargesRequest: fulfilledRequest });
        return charge;
      } catch (error) {
        set({ chargesRequest: rejectedRequest(error), chargesError: toSliceError(error) });
        if (isApiError(error) && error.status === 404) {
          get().notify('chargeNotFound');
          navigate(paths.afterSignOut());
        }
        return null;
      }
    };

    /** Polls every 2 s until the outcome settles; a newer run or stopChargePolling ends it. */
    const poll = async <C extends { id: string }>(
      chargeType: ChargeType,
      chargeId: string,
      fetch: () => Promise<C>,
      put: (charge: C) => Promise<C>,
      outcomeOf: (charge: C) => PollOutcome,
    ): Promise<PollOutcome> => {
      const run = ++pollRun;
      set({ chargeProcessing: true, chargePolling: { chargeId, chargeType, outcome: 'polling' } });
      for (;;) {
        await scheduler.sleep(CHARGE_POLL_MS);
        if (run !== pollRun) return { kind: 'poll' };
        let charge: C;
        try {
          charge = await put(await fetch());
        } catch {
          // A failed read is not a verdict: keep polling, as for any non-final status.
          continue;
        }
        if (run !== pollRun) return { kind: 'poll' };
        const outcome = outcomeOf(charge);
        if (outcome.kind === 'poll') continue;
        set({ chargeProcessing: false, chargePolling: { chargeId, chargeType, outcome: outcome.kind } });
        return outcome;
      }
    };

    const markPurchased = (appId: string | undefined) => {
      if (appId === undefined) return;
      set((state) => ({ purchasedAppIds: state.purchasedAppIds.includes(appId) ? state.purchasedAppIds : [...state.purchasedAppIds, appId] }));
    };

    return {
      directCharges: [],
      recurrentCharges: [],
      chargesRequest: idleRequest,
      chargeProcessing: false,
      chargePolling: null,
      chargesError: null,
      purchasedAppIds: [],

      loadDirectCharge: (product, chargeId) => read(() => api.directCharges.get(product, chargeId), putDirect),
      loadDirectCharges: async (product, orderClientId) => {
        set({ chargesRequest: pendingRequest });
        try {
          const charges = await api.directCharges.list(product, orderClientId);
          set({ directCharges: charges, chargesRequest: fulfilledRequest });
        } catch (error) {
          set({ chargesRequest: rejectedRequest(error), chargesError: toSliceError(error) });
        }
      },
      createDirectCharge: (product, body) => act(() => api.directCharges.create(product, body), putDirect),
      acceptDirectCharge: (product, chargeId) => act(() => api.directCharges.accept(product, chargeId), putDirect),
      declineDirectCharge: (product, chargeId) => act(() => api.directCharges.decline(product, chargeId), putDirect),
      activateDirectCharge: (product, chargeId) => act(() => api.directCharges.activate(product, chargeId), putDirect),
      archiveDirectCharge: (chargeId) => set((state) => ({ directCharges: archiveCharge(state.directCharges, chargeId) })),

      payDirectCharge: async (product, chargeId, options = {}) => {
        const accepted = await act(() => api.directCharges.accept(product, chargeId), putDirect, true);
        if (accepted === null) return false;
        const activated = await act(() => api.directCharges.activate(product, chargeId), putDirect, true);
        if (activated === null) return false;
        const outcome = await poll('direct_charge', chargeId, () => api.directCharges.get(product, chargeId), putDirect, (charge) =>
          directPollOutcome(charge.status),
        );
        if (outcome.kind === 'success') {
          markPurchased(options.appId);
          navigate(paths.directChargeThankYou(chargeId));
          return true;
        }
        if (outcome.kind === 'failure') get().notify(outcome.code);
        return false;
      },

      loadRecurrentCharge: (product, chargeId) => read(() => api.recurrentCharges.get(product, chargeId), putRecurrent),
      loadRecurrentCharges: async (product, filter) => {
        set({ chargesRequest: pendingRequest });
        try {
          const charges = await api.recurrentCharges.list(product, filter);
          set({ recurrentCharges: charges, chargesRequest: fulfilledRequest });
        } catch (error) {
          set({ chargesRequest: rejectedRequest(error), chargesError: toSliceError(error) });
        }
      },
      createRecurrentCharge: (product, body) => act(() => api.recurrentCharges.create(product, body), putRecurrent),
      acceptRecurrentCharge: (product, chargeId) => act(() => api.recurrentCharges.accept(product, chargeId), putRecurrent),
      activateRecurrentCharge: (product, chargeId) => act(() => api.recurrentCharges.activate(product, chargeId), putRecurrent),
      declineRecurrentCharge: (product, chargeId, options = {}) =>
        act(() => api.recurrentCharges.decline(product, chargeId), putRecurrent, options.keepLoading ?? false),
      cancelRecurrentCharge: (product, chargeId) => act(() => api.recurrentCharges.cancel(product, chargeId), putRecurrent),
      archiveRecurrentCharge: (chargeId) => set((state) => ({ recurrentCharges: archiveCharge(state.recurrentCharges, chargeId) })),

      payRecurrentCharge: async (product, chargeId, options = {}) => {
        const accepted = await act(() => api.recurrentCharges.accept(product, chargeId), putRecurrent, true);
        if (accepted === null) return false;
        const activated = await act(() => api.recurrentCharges.activate(product, chargeId), putRecurrent, true);
        if (activated === null) return false;
        const outcome =
          recurrentPollOutcome(activated.status).kind === 'success'
            ? recurrentPollOutcome(activated.status)
            : await poll('recurrent_charge', chargeId, () => api.recurrentCharges.get(product, chargeId), putRecurrent, (charge) =>
                recurrentPollOutcome(charge.status),
              );
        if (outcome.kind === 'success') {
          set({ chargeProcessing: false, chargePolling: { chargeId, chargeType: 'recurrent_charge', outcome: 'success' } });
          markPurchased(options.appId);
          navigate(paths.recurrentChargeThankYou(chargeId));
          return true;
        }
        if (outcome.kind === 'failure') get().notify(outcome.code);
        return false;
      },

      stopChargePolling: () => {
        pollRun += 1;
        set({ chargeProcessing: false, chargePolling: null });
      },
    };
  };
