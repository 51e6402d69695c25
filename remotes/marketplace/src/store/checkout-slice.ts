/**
 * What the user is paying for (client state): the app of the checkout under way and the product
 * it is billed in, so its thank-you page shows the app and reads the charge in that product. The
 * charge itself is server state (data/charge-writes.ts).
 */
import type { App } from '@marketplace/domain/entities/app';
import type { Product } from '@marketplace/domain/entities/product';
import type { SliceCreator } from './store-deps.ts';

export interface CheckoutSlice {
  payingFor: { app: App; product: Product } | null;
  startPaying: (app: App, product: Product) => void;
}

export const createCheckoutSlice: SliceCreator<CheckoutSlice> = () => (set) => ({
  payingFor: null,
  startPaying: (app, product) => set({ payingFor: { app, product } }),
});
