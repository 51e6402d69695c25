/** Carts (spec 7): create, recent, read, delete, products and plans, checkout, purchase, coupon. */
import { cartSchema, type Cart } from '@marketplace/domain/entities/cart';
import { z } from 'zod';
import { ApiArea, isApiError } from './api-error.ts';
import type { Transport } from './http.ts';

export interface CartsClient {
  /** POST /products-carts */
  create(): Promise<Cart>;
  /** GET /products-carts/recent; null when the server answers 404 (no cart yet). */
  getRecent(): Promise<Cart | null>;
  /** GET /products-carts/{id} */
  get(cartId: string): Promise<Cart>;
  /** DELETE /products-carts/{id} */
  remove(cartId: string): Promise<void>;
  /** PATCH /products-carts/{id}/applications/{appId} */
  addApp(cartId: string, appId: string): Promise<Cart>;
  /** PATCH /products-carts/{id}/applications?id=a,b,c */
  addApps(cartId: string, appIds: readonly string[]): Promise<Cart>;
  /** DELETE /products-carts/{id}/applications/{appId} */
  removeApp(cartId: string, appId: string): Promise<Cart>;
  /** PATCH /products-carts/{id}/applications/{appId}/plans/{planId} */
  updatePlan(cartId: string, appId: string, planId: string): Promise<Cart>;
  /** PATCH /products-carts/{id}/checkout */
  startCheckout(cartId: string): Promise<Cart>;
  /** DELETE /products-carts/{id}/checkout */
  rejectCheckout(cartId: string): Promise<Cart>;
  /** PATCH /products-carts/{id}/purchase */
  purchase(cartId: string): Promise<Cart>;
  /** PATCH /products-carts/{id}/coupon/{coupon} */
  addCoupon(cartId: string, coupon: string): Promise<Cart>;
}

export function createCartsClient(platform: Transport): CartsClient {
  const http = platform.withArea(ApiArea.carts);
  const e = encodeURIComponent;
  const cart = (cartId: string) => `/products-carts/${e(cartId)}`;
  return {
    create: () => http.call({ method: 'POST', path: '/products-carts', body: {}, response: cartSchema }),
    async getRecent() {
      try {
        return await http.call({ method: 'GET', path: '/products-carts/recent', response: cartSchema });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    get: (cartId) => http.call({ method: 'GET', path: cart(cartId), response: cartSchema }),
    remove: async (cartId) => {
      await http.call({ method: 'DELETE', path: cart(cartId), response: z.unknown() });
    },
    addApp: (cartId, appId) => http.call({ method: 'PATCH', path: `${cart(cartId)}/applications/${e(appId)}`, response: cartSchema }),
    addApps: (cartId, appIds) =>
      http.call({ method: 'PATCH', path: `${cart(cartId)}/applications`, query: { id: appIds }, response: cartSchema }),
    removeApp: (cartId, appId) => http.call({ method: 'DELETE', path: `${cart(cartId)}/applications/${e(appId)}`, response: cartSchema }),
    updatePlan: (cartId, appId, planId) =>
      http.call({ method: 'PATCH', path: `${cart(cartId)}/applications/${e(appId)}/plans/${e(planId)}`, response: cartSchema }),
    startCheckout: (cartId) => http.call({ method: 'PATCH', path: `${cart(cartId)}/checkout`, response: cartSchema }),
    rejectCheckout: (cartId) => http.call({ method: 'DELETE', path: `${cart(cartId)}/checkout`, response: cartSchema }),
    purchase: (cartId) => http.call({ method: 'PATCH', path: `${cart(cartId)}/purchase`, response: cartSchema }),
    addCoupon: (cartId, coupon) => http.call({ method: 'PATCH', path: `${cart(cartId)}/coupon/${e(coupon)}`, response: cartSchema }),
  };
}
