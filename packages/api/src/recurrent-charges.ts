/** Recurrent (monthly or yearly) charges on the billing base (spec 7). */
import {
  createRecurrentChargeBodySchema,
  recurrentChargeListResponseSchema,
  recurrentChargeResponseSchema,
  type CreateRecurrentChargeBody,
} from '@marketplace/domain/calls/recurrent-charges';
import type { RecurrentCharge, RecurrentChargeStatus } from '@marketplace/domain/entities/charges';
import type { Product } from '@marketplace/domain/entities/product';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';
import { idempotencyHeaders, type MoneyCallOptions } from './idempotency.ts';

export interface RecurrentChargesClient {
  /** GET /recurrent_charge/{product}/{id} */
  get(product: Product, chargeId: string): Promise<RecurrentCharge>;
  /** GET /recurrent_charge/{product}?order_client_id&status */
  list(product: Product, filter?: { orderClientId?: string; status?: RecurrentChargeStatus }): Promise<RecurrentCharge[]>;
  /** POST /recurrent_charge/{product} */
  create(product: Product, body: CreateRecurrentChargeBody): Promise<RecurrentCharge>;
  /** PUT /recurrent_charge/{product}/{id}/accept: the first period is charged (a refused card declines it). */
  accept(product: Product, chargeId: string, options?: MoneyCallOptions): Promise<RecurrentCharge>;
  /** PUT /recurrent_charge/{product}/{id}/activate */
  activate(product: Product, chargeId: string, options?: MoneyCallOptions): Promise<RecurrentCharge>;
  /** PUT /recurrent_charge/{product}/{id}/decline */
  decline(product: Product, chargeId: string, options?: MoneyCallOptions): Promise<RecurrentCharge>;
  /** PUT /recurrent_charge/{product}/{id}/cancel */
  cancel(product: Product, chargeId: string, options?: MoneyCallOptions): Promise<RecurrentCharge>;
}

export function createRecurrentChargesClient(billing: Transport): RecurrentChargesClient {
  const http = billing.withArea(ApiArea.recurrentCharges);
  const e = encodeURIComponent;
  const base = (product: Product) => `/recurrent_charge/${e(product)}`;
  const put = (action: 'accept' | 'activate' | 'decline' | 'cancel') => (product: Product, chargeId: string, options?: MoneyCallOptions) =>
    http.call({
      method: 'PUT',
      path: `${base(product)}/${e(chargeId)}/${action}`,
      // One key per charge and action: a repeated accept or activate replays, never charges twice.
      headers: idempotencyHeaders(options, 'recurrent_charge', product, chargeId, action),
      response: recurrentChargeResponseSchema,
    });
  return {
    get: (product, chargeId) => http.call({ method: 'GET', path: `${base(product)}/${e(chargeId)}`, response: recurrentChargeResponseSchema }),
    list: (product, filter = {}) =>
      http.call({
        method: 'GET',
        path: base(product),
        query: { order_client_id: filter.orderClientId, status: filter.status },
        response: recurrentChargeListResponseSchema,
      }),
    create: (product, body) => http.call({ method: 'POST', path: base(product), body: body, request: createRecurrentChargeBodySchema, response: recurrentChargeResponseSchema }),
    accept: put('accept'),
    activate: put('activate'),
    decline: put('decline'),
    cancel: put('cancel'),
  };
}
