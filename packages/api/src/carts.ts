/** Carts (spec 7): create, recent, read, delete, products and plans, checkout, purchase, coupon. */
import { addToCartBodySchema, cartResponseSchema, createCartBodySchema, purchaseCartBodySchema, type CartResponse } from '@marketplace/domain/calls/carts';
import type { BillingAddress } from '@marketplace/domain/calls/billing';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import { z } from 'zod';
import { ApiArea, isApiError } from './api-error.ts';
import type { Transport } from './http.ts';
import { idempotencyHeaders, type MoneyCallOptions } from './idempotency.ts';

export interface CartsClient {
  /** POST /products-carts */
  create(name?: string): Promise<CartResponse>;
  /** GET /products-carts/recent; null when the server answers 404 (no cart yet). */
  getRecent(): Promise<CartResponse | null>;
  /** GET /products-carts/{id} */
  get(cartId: string): Promise<CartResponse>;
  /** DELETE /products-carts/{id} (204) */
  remove(cartId: string): Promise<void>;
  /** PATCH /products-carts/{id}/applications/{appId}, with a plan or the app's first billing cycle. */
  addApp(cartId: string, appId: string, planId?: BillingCycle): Promise<CartResponse>;
  /** PATCH /products-carts/{id}/applications?id=a,b,c */
  addApps(cartId: string, appIds: readonly string[]): Promise<CartResponse>;
  /** DELETE /products-carts/{id}/applications/{appId} */
  removeApp(cartId: string, appId: string): Promise<CartResponse>;
  /** PATCH /products-carts/{id}/applications/{appId}/plans/{planId}: a plan id is a billing cycle. */
  updatePlan(cartId: string, appId: string, planId: BillingCycle): Promise<CartResponse>;
  /** PATCH /products-carts/{id}/checkout: locks the cart until checkedOutUntil. */
  startCheckout(cartId: string): Promise<CartResponse>;
  /** DELETE /products-carts/{id}/checkout */
  rejectCheckout(cartId: string): Promise<CartResponse>;
  /**
   * PATCH /products-carts/{id}/purchase with the checksum of the cart the user saw. The
   * Idempotency-Key is the cart and that checksum: paying the same lines twice replays the first
   * answer.
   */
  purchase(cartId: string, checksum?: string, options?: MoneyCallOptions, address?: BillingAddress): Promise<CartResponse>;
  /** PATCH /products-carts/{id}/coupon/{coupon} */
  addCoupon(cartId: string, coupon: string): Promise<CartResponse>;
  /** DELETE /products-carts/{id}/coupon (ours) */
  removeCoupon(cartId: string): Promise<CartResponse>;
}

export function createCartsClient(platform: Transport): CartsClient {
  const http = platform.withArea(ApiArea.carts);
  const e = encodeURIComponent;
  const cart = (cartId: string) => `/products-carts/${e(cartId)}`;
  return {
    create: (name) => http.call({ method: 'POST', path: '/products-carts', body: name === undefined ? {} : { name }, request: createCartBodySchema, response: cartResponseSchema }),
    async getRecent() {
      try {
        return await http.call({ method: 'GET', path: '/products-carts/recent', response: cartResponseSchema });
      } catch (error) {
        // 404 means the user has no cart yet (spec 7): not a failure.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    get: (cartId) => http.call({ method: 'GET', path: cart(cartId), response: cartResponseSchema }),
    remove: async (cartId) => {
      await http.call({ method: 'DELETE', path: cart(cartId), response: z.null() });
    },
    addApp: (cartId, appId, planId) =>
      http.call({
        method: 'PATCH',
        path: `${cart(cartId)}/applications/${e(appId)}`,
        body: planId === undefined ? {} : { plan_id: planId },
        request: addToCartBodySchema,
        response: cartResponseSchema,
      }),
    addApps: (cartId, appIds) => http.call({ method: 'PATCH', path: `${cart(cartId)}/applications`, query: { id: appIds }, response: cartResponseSchema }),
    removeApp: (cartId, appId) => http.call({ method: 'DELETE', path: `${cart(cartId)}/applications/${e(appId)}`, response: cartResponseSchema }),
    updatePlan: (cartId, appId, planId) => http.call({ method: 'PATCH', path: `${cart(cartId)}/applications/${e(appId)}/plans/${e(planId)}`, response: cartResponseSchema }),
    startCheckout: (cartId) => http.call({ method: 'PATCH', path: `${cart(cartId)}/checkout`, response: cartResponseSchema }),
    rejectCheckout: (cartId) => http.call({ method: 'DELETE', path: `${cart(cartId)}/checkout`, response: cartResponseSchema }),
    purchase: (cartId, checksum, options, address = {}) =>
      http.call({
        method: 'PATCH',
        path: `${cart(cartId)}/purchase`,
        headers: idempotencyHeaders(options, 'cart-purchase', cartId, checksum ?? ''),
        body: checksum === undefined ? address : { ...address, checksum },
        request: purchaseCartBodySchema,
        response: cartResponseSchema,
      }),
    addCoupon: (cartId, coupon) => http.call({ method: 'PATCH', path: `${cart(cartId)}/coupon/${e(coupon)}`, response: cartResponseSchema }),
    removeCoupon: (cartId) => http.call({ method: 'DELETE', path: `${cart(cartId)}/coupon`, response: cartResponseSchema }),
  };
}
