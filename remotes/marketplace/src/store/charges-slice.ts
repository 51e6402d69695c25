/**
 * Direct and recurrent charges (spec 4): the state, and actions whose code (charge-actions.ts)
 * loads on the first call, since the catalogue's first view never pays.
 */
import type { ChargeType, DirectCharge, RecurrentCharge } from '@marketplace/domain/entities/charges';
import type { Product } from '@marketplace/domain/entities/product';
import type { PaymentFailureKind } from '@marketplace/domain/payment-failures';
import { loadOnce } from '@marketplace/api/load-once';
import type { SliceCreator } from './store-deps.ts';

export type ChargePollingState = { chargeId: string; chargeType: ChargeType; outcome: 'polling' | 'success' | 'failure' };

export interface ChargesSlice {
  directCharges: DirectCharge[];
  recurrentCharges: RecurrentCharge[];
  /** An accept, decline, activate, cancel or a payment's polling is under way. */
  chargeProcessing: boolean;
  chargePolling: ChargePollingState | null;
  /** App ids bought by a charge during this visit. */
  purchasedAppIds: string[];
  /** The slug of each app bought here, by id: what the host is told beside the id. */
  appSlugs: Readonly<Record<string, string>>;
  /** Why the last payment failed (a refused card, our side, the cart transaction), for the screen where it failed; null otherwise. */
  paymentFailure: PaymentFailureKind | null;
  clearPaymentFailure: () => void;

  loadDirectCharge: (product: Product, chargeId: string) => Promise<DirectCharge | null>;
  declineDirectCharge: (product: Product, chargeId: string) => Promise<DirectCharge | null>;
  /** Accept, activate, then poll every 2 s until success or failed. `appId` is marked purchased. */
  /** thankYouDetails: an external charge's icon and description, carried on to its thank-you page. */
  payDirectCharge: (
    product: Product,
    chargeId: string,
    options?: { appId?: string; appSlug?: string; thankYouDetails?: { icon?: string; description?: string } },
  ) => Promise<boolean>;

  loadRecurrentCharge: (product: Product, chargeId: string) => Promise<RecurrentCharge | null>;
  /** Accept, activate, then poll every 2 s until active, declined or cancelled. */
  payRecurrentCharge: (product: Product, chargeId: string, options?: { appId?: string; appSlug?: string }) => Promise<boolean>;
}

export type ChargeAction = 'loadDirectCharge' | 'declineDirectCharge' | 'payDirectCharge' | 'loadRecurrentCharge' | 'payRecurrentCharge';

export const createChargesSlice: SliceCreator<ChargesSlice> = (deps) => (set, get, store) => {
  const actions = loadOnce(() => import('./charge-actions.ts').then((module) => module.createChargeActions(deps)(set, get, store)));
  return {
    directCharges: [],
    recurrentCharges: [],
    chargeProcessing: false,
    chargePolling: null,
    purchasedAppIds: [],
    appSlugs: {},
    paymentFailure: null,
    clearPaymentFailure: () => set({ paymentFailure: null }),
    loadDirectCharge: async (...args) => (await actions()).loadDirectCharge(...args),
    declineDirectCharge: async (...args) => (await actions()).declineDirectCharge(...args),
    payDirectCharge: async (...args) => (await actions()).payDirectCharge(...args),
    loadRecurrentCharge: async (...args) => (await actions()).loadRecurrentCharge(...args),
    payRecurrentCharge: async (...args) => (await actions()).payRecurrentCharge(...args),
  };
};
