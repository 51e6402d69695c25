/**
 * Direct and recurrent charges (spec 4). Paying accepts, activates, then polls every 2 s:
 * direct until success (thank-you, the app is marked purchased) or failed ('Payment failed');
 * recurrent until active (thank-you) or declined/cancelled ('Payment declined/cancelled').
 * Each charge read or moved replaces its entry in the list; a charge that does not exist sends the
 * user home with 'This transaction doesn't exist.'.
 *
 * The charges slice's actions (charges-slice.ts), loaded on the first one.
 */
import { isApiError } from '@marketplace/api/api-error';
import { CHARGE_POLL_MS } from '@marketplace/domain/constants';
import { directPollOutcome, isProcessable, recurrentPollOutcome, replaceCharge, type PollOutcome } from '@marketplace/domain/charge-machines';
import type { ChargeType, DirectCharge, RecurrentCharge } from '@marketplace/domain/entities/charges';
import type { ErrorCode } from '@marketplace/domain/errors';
import { paymentFailureOf } from '@marketplace/domain/payment-failures';
import { paths } from '@marketplace/domain/routes';
import type { StateCreator } from 'zustand/vanilla';
import type { ChargeAction, ChargesSlice } from './charges-slice.ts';
import type { MarketplaceState } from './marketplace-store.ts';
import type { StoreDeps } from './store-deps.ts';
import { keepPurchased } from '../data/use-installed-apps.ts';

/** What a failed billing call tells the user: a refused card (422), our side (5xx), or its reason. */
export function billingFailureCode(error: unknown): ErrorCode {
  if (isApiError(error) && error.status === 422) return 'cardChargeFailed';
  if (isApiError(error) && error.status !== undefined && error.status >= 500) return 'billingSideError';
  return 'unexpected';
}

export const createChargeActions =
  ({ api, queries, scheduler, navigate }: StoreDeps): StateCreator<MarketplaceState, [], [], Pick<ChargesSlice, ChargeAction>> =>
  (set, get) => {
    let pollRun = 0;

    const showPaymentCharge = (charge: DirectCharge | RecurrentCharge, chargeType: ChargeType) =>
      set((state) => ({ payment: { ...state.payment, charge, chargeType, isProcessable: isProcessable(charge) } }));

    const failed = (error: unknown, code: ErrorCode | null): null => {
      set({ chargeProcessing: false, paymentFailure: code === null ? null : paymentFailureOf(code) });
      if (code !== null) get().notifyFailure(code, error);
      return null;
    };

    const putDirect = (charge: DirectCharge): Promise<DirectCharge> => {
      set((state) => ({ directCharges: replaceCharge(state.directCharges, charge) }));
      showPaymentCharge(charge, 'direct_charge');
      return Promise.resolve(charge);
    };
    const putRecurrent = (charge: RecurrentCharge): Promise<RecurrentCharge> => {
      set((state) => ({ recurrentCharges: replaceCharge(state.recurrentCharges, charge) }));
      showPaymentCharge(charge, 'recurrent_charge');
      return Promise.resolve(charge);
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
      try {
        return await put(await call());
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          get().notify('chargeNotFound');
          navigate(paths.afterSignOut());
        }
        return null;
      }
    };

    /** Polls every 2 s until the outcome settles; a newer run ends it. */
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
        if (outcome.kind !== 'poll') return outcome;
      }
    };

    const markPurchased = (appId: string | undefined, slug: string | undefined) => {
      if (appId === undefined) return;
      // Bought first, then installed: the checkout never reads its own purchase as 'already installed'.
      set((state) => ({
        purchasedAppIds: state.purchasedAppIds.includes(appId) ? state.purchasedAppIds : [...state.purchasedAppIds, appId],
        ...(slug === undefined ? {} : { appSlugs: { ...state.appSlugs, [appId]: slug } }),
      }));
      // A paid app is installed by its purchase alone: every screen shows it installed at once.
      keepPurchased({ queries, getState: get }, [appId]);
    };

    /**
     * The payment flow of both kinds: accept (a refused card ends it right there), activate, then
     * poll every 2 s until the domain's verdict is success or failure.
     */
    const pay = async <C extends { id: string }>(flow: {
      chargeType: ChargeType;
      chargeId: string;
      appId: string | undefined;
      appSlug: string | undefined;
      accept: () => Promise<C>;
      activate: () => Promise<C>;
      fetch: () => Promise<C>;
      put: (charge: C) => Promise<C>;
      outcomeOf: (charge: C) => PollOutcome;
      thankYou: string;
    }): Promise<boolean> => {
      const { chargeType, chargeId } = flow;
      const settle = (outcome: PollOutcome): boolean => {
        if (outcome.kind === 'poll') return false;
        set({ chargeProcessing: false, chargePolling: { chargeId, chargeType, outcome: outcome.kind } });
        if (outcome.kind === 'failure') {
          set({ paymentFailure: paymentFailureOf(outcome.code) });
          get().notify(outcome.code);
          return false;
        }
        markPurchased(flow.appId, flow.appSlug);
        navigate(flow.thankYou);
        return true;
      };
      set({ paymentFailure: null });
      const accepted = await act(flow.accept, flow.put, true);
      if (accepted === null) return false;
      const afterAccept = flow.outcomeOf(accepted);
      // A one-time charge that fails at accept is the card being refused (spec 8, card charge fails).
      if (afterAccept.kind === 'failure') return settle(chargeType === 'direct_charge' ? { kind: 'failure', code: 'cardChargeFailed' } : afterAccept);
      const activated = await act(flow.activate, flow.put, true);
      if (activated === null) return false;
      return settle(await poll(chargeType, chargeId, flow.fetch, flow.put, flow.outcomeOf));
    };

    return {
      loadDirectCharge: (product, chargeId) => read(() => api.directCharges.get(product, chargeId), putDirect),
      declineDirectCharge: (product, chargeId) => act(() => api.directCharges.decline(product, chargeId), putDirect),
      payDirectCharge: (product, chargeId, options = {}) =>
        pay({
          chargeType: 'direct_charge',
          chargeId,
          appId: options.appId,
          appSlug: options.appSlug,
          accept: () => api.directCharges.accept(product, chargeId),
          activate: () => api.directCharges.activate(product, chargeId),
          fetch: () => api.directCharges.get(product, chargeId),
          put: putDirect,
          outcomeOf: (charge) => directPollOutcome(charge.status),
          thankYou: paths.directChargeThankYou(chargeId, options.thankYouDetails),
        }),

      loadRecurrentCharge: (product, chargeId) => read(() => api.recurrentCharges.get(product, chargeId), putRecurrent),
      payRecurrentCharge: (product, chargeId, options = {}) =>
        pay({
          chargeType: 'recurrent_charge',
          chargeId,
          appId: options.appId,
          appSlug: options.appSlug,
          accept: () => api.recurrentCharges.accept(product, chargeId),
          activate: () => api.recurrentCharges.activate(product, chargeId),
          fetch: () => api.recurrentCharges.get(product, chargeId),
          put: putRecurrent,
          outcomeOf: (charge) => recurrentPollOutcome(charge.status),
          thankYou: paths.recurrentChargeThankYou(chargeId),
        }),
    };
  };
