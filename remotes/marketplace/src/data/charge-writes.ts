/**
 * Direct and recurrent charges (spec 4) through the query cache: each charge read or moved is put
 * into its entry (queryKeys.charge), which the checkout, the external charge page and the thank-you
 * page read. Buying one app creates its pending charge (direct for pay-once, recurrent otherwise;
 * the Idempotency-Key names the user's intent to pay), then pays it: accept (a refused card ends
 * it there), activate, and a read every 2 s until the domain's verdict. Each step the charge
 * reaches is told to the host once, as the write that saw it; a paid app is installed by its
 * purchase alone, so every screen shows it installed at once.
 */
import { isApiError } from '@marketplace/api/api-error';
import type { BillingAddress } from '@marketplace/domain/calls/billing';
import { chargeTypeOf } from '@marketplace/domain/billing-cycles';
import { CHARGE_POLL_MS } from '@marketplace/domain/constants';
import { directPollOutcome, recurrentPollOutcome, type PollOutcome } from '@marketplace/domain/charge-machines';
import type { App } from '@marketplace/domain/entities/app';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { ChargeType, DirectCharge, RecurrentCharge } from '@marketplace/domain/entities/charges';
import type { Product } from '@marketplace/domain/entities/product';
import type { ErrorCode } from '@marketplace/domain/errors';
import { paths } from '@marketplace/domain/routes';
import { mutationOptions, useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { PaymentFailed } from './payment-failure.ts';
import { perStore } from './per-store.ts';
import { keepWritten, queryKeys } from './query-client.ts';
import { keepPurchased } from './use-installed-apps.ts';

type Charge = DirectCharge | RecurrentCharge;

/** What a failed billing call tells the user: a refused card (422), our side (5xx), or its reason. */
function billingFailureCode(error: unknown): ErrorCode {
  if (isApiError(error) && error.status === 422) return 'cardChargeFailed';
  if (isApiError(error) && error.status !== undefined && error.status >= 500) return 'billingSideError';
  return 'unexpected';
}

/** The payment writes: the buttons read them with useIsMutating, and a click while one runs does nothing (payingNow). */
export const chargeKeys = { paying: ['paying'] as const };

/** A payment is under way in this marketplace (read at the click: a second click before the next render finds it). */
export const payingNow = (store: Pick<MarketplaceStore, 'queries'>): boolean => store.queries.isMutating({ mutationKey: chargeKeys.paying }) > 0;

const billingEventOfStatus: Partial<Record<Charge['status'], 'register_transaction_pending' | 'accepted' | 'transaction_declined' | 'failed'>> = {
  pending: 'register_transaction_pending',
  accepted: 'accepted',
  declined: 'transaction_declined',
  failed: 'failed',
};

export interface PayCharge {
  product: Product;
  chargeType: ChargeType;
  chargeId: string;
  /** The app bought: marked purchased and installed, and told to the host. */
  app?: { id: string; slug: string } | undefined;
  /** An external charge's icon and description, carried on to its thank-you page. */
  thankYouDetails?: { icon?: string; description?: string } | undefined;
}

const readCharge = ({ api }: MarketplaceStore, product: Product, chargeType: ChargeType, chargeId: string): Promise<Charge> =>
  chargeType === 'direct_charge' ? api.directCharges.get(product, chargeId) : api.recurrentCharges.get(product, chargeId);

/**
 * A charge as the platform has it. One that does not exist sends the user home with 'This
 * transaction doesn't exist.'.
 */
export function useCharge(product: Product, chargeType: ChargeType, chargeId: string, enabled: boolean) {
  const store = useMarketplaceStoreApi();
  return useQuery({
    queryKey: queryKeys.charge(chargeType, chargeId),
    staleTime: 0,
    enabled,
    queryFn: async () => {
      try {
        return await readCharge(store, product, chargeType, chargeId);
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          store.getState().notify('chargeNotFound');
          store.navigate(paths.afterSignOut());
        }
        throw error;
      }
    },
  });
}

function createChargeWrites(store: MarketplaceStore) {
  const { api, queries, scheduler, hostOutbox } = store;

  /** The charge as the platform answered: kept, and each status it reaches told to the host once. */
  const keep = <C extends Charge>(chargeType: ChargeType, charge: C): C => {
    const key = queryKeys.charge(chargeType, charge.id);
    const before = queries.getQueryData<Charge>(key);
    keepWritten<Charge>(queries, key, charge);
    const event = billingEventOfStatus[charge.status];
    if (before?.status !== charge.status && event !== undefined) hostOutbox.post({ type: 'billing', event, chargeId: charge.id });
    return charge;
  };

  const failed = (code: ErrorCode, cause: unknown = null): PaymentFailed => {
    store.getState().notifyFailure(code, cause);
    return PaymentFailed.of(code, cause);
  };

  /** One billing step; a failure says its billing message. */
  const step = async <C extends Charge>(chargeType: ChargeType, call: () => Promise<C>): Promise<C> => {
    try {
      return keep(chargeType, await call());
    } catch (error) {
      throw failed(billingFailureCode(error), error);
    }
  };

  const pay = async ({ product, chargeType, chargeId, app, thankYouDetails }: PayCharge): Promise<void> => {
    const direct = chargeType === 'direct_charge';
    const calls: Record<'accept' | 'activate' | 'get', (product: Product, chargeId: string) => Promise<Charge>> = direct ? api.directCharges : api.recurrentCharges;
    const outcomeOf = (charge: Charge): PollOutcome => (direct ? directPollOutcome((charge as DirectCharge).status) : recurrentPollOutcome((charge as RecurrentCharge).status));
    const accepted = await step(chargeType, () => calls.accept(product, chargeId));
    const afterAccept = outcomeOf(accepted);
    let outcome = afterAccept;
    // A one-time charge that fails at accept is the card being refused (spec 8, card charge fails).
    if (afterAccept.kind === 'failure' && direct) outcome = { kind: 'failure', code: 'cardChargeFailed' };
    if (outcome.kind !== 'failure') {
      await step(chargeType, () => calls.activate(product, chargeId));
      for (;;) {
        await scheduler.sleep(CHARGE_POLL_MS);
        let charge: Charge;
        try {
          charge = keep(chargeType, await calls.get(product, chargeId));
        } catch {
          // A failed read is not a verdict: keep polling, as for any non-final status.
          continue;
        }
        outcome = outcomeOf(charge);
        if (outcome.kind !== 'poll') break;
      }
    }
    if (outcome.kind === 'failure') {
      hostOutbox.post({ type: 'billing', event: 'failure', chargeId });
      store.getState().notify(outcome.code);
      throw PaymentFailed.of(outcome.code);
    }
    hostOutbox.post({ type: 'billing', event: 'success', chargeId });
    if (app !== undefined) {
      // Bought first, then installed: the checkout never reads its own purchase as 'already installed'.
      keepPurchased(store, [app.id]);
      hostOutbox.post({ type: 'app_purchased', appId: app.id, slug: app.slug }, { type: 'refresh_installed_apps' }, { type: 'refresh_subscription_info', omitCache: true });
    }
    store.navigate(direct ? paths.directChargeThankYou(chargeId, thankYouDetails) : paths.recurrentChargeThankYou(chargeId));
  };

  return {
    /**
     * Buys one app: creates its pending charge (or carries on with a stored one after a reload),
     * then pays it. `onCharge` keeps the transaction for a reload in the middle of the payment.
     */
    payApp: mutationOptions({
      mutationKey: chargeKeys.paying,
      mutationFn: async (input: {
        app: App;
        product: Product;
        planId: BillingCycle;
        address?: BillingAddress;
        resume?: { chargeId: string; chargeType: ChargeType } | null;
        onCharge?: (charge: { chargeId: string; chargeType: ChargeType }) => void;
      }) => {
        let resume = input.resume ?? null;
        if (resume === null) {
          // One key per click on Pay: a retried request gets this charge back; paying again after a failure is a new intent.
          const key = `create-charge:${input.app.id}:${input.planId}:${crypto.randomUUID()}`;
          const charge = await api.marketplace.createCharge(input.app.id, input.planId, { idempotencyKey: key }, input.address ?? {});
          resume = { chargeId: charge.id, chargeType: chargeTypeOf(input.planId) };
          keep(resume.chargeType, charge);
          input.onCharge?.(resume);
        }
        await pay({ product: input.product, chargeType: resume.chargeType, chargeId: resume.chargeId, app: { id: input.app.id, slug: input.app.slug } });
        return resume;
      },
    }),

    /** Pays a charge made elsewhere (an external charge's page). */
    payCharge: mutationOptions({
      mutationKey: chargeKeys.paying,
      mutationFn: (input: PayCharge) => pay(input),
    }),

    declineDirectCharge: mutationOptions({
      mutationKey: chargeKeys.paying,
      mutationFn: ({ product, chargeId }: { product: Product; chargeId: string }) => step('direct_charge', () => api.directCharges.decline(product, chargeId)),
    }),
  };
}

export const chargeWritesOf = perStore(createChargeWrites);
export const useChargeWrites = () => chargeWritesOf(useMarketplaceStoreApi());
