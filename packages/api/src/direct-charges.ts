/** Direct (one-time) charges on the billing base (spec 7). */
import { createDirectChargeBodySchema, directChargeListResponseSchema, directChargeResponseSchema, type CreateDirectChargeBody } from '@marketplace/domain/calls/direct-charges';
import type { DirectCharge } from '@marketplace/domain/entities/charges';
import type { Product } from '@marketplace/domain/entities/product';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';
import { idempotencyHeaders, type MoneyCallOptions } from './idempotency.ts';

export interface DirectChargesClient {
  /** GET /direct_charge/{product}/{id} */
  get(product: Product, chargeId: string): Promise<DirectCharge>;
  /** GET /direct_charge/{product}?order_client_id={id} */
  list(product: Product, orderClientId?: string): Promise<DirectCharge[]>;
  /** POST /direct_charge/{product} */
  create(product: Product, body: CreateDirectChargeBody): Promise<DirectCharge>;
  /** PUT /direct_charge/{product}/{id}/accept: the money moves here (a refused card ends it failed). */
  accept(product: Product, chargeId: string, options?: MoneyCallOptions): Promise<DirectCharge>;
  /** PUT /direct_charge/{product}/{id}/decline */
  decline(product: Product, chargeId: string, options?: MoneyCallOptions): Promise<DirectCharge>;
  /** PUT /direct_charge/{product}/{id}/activate */
  activate(product: Product, chargeId: string, options?: MoneyCallOptions): Promise<DirectCharge>;
}

export function createDirectChargesClient(billing: Transport): DirectChargesClient {
  const http = billing.withArea(ApiArea.directCharges);
  const e = encodeURIComponent;
  const base = (product: Product) => `/direct_charge/${e(product)}`;
  const put = (action: 'accept' | 'decline' | 'activate') => (product: Product, chargeId: string, options?: MoneyCallOptions) =>
    http.call({
      method: 'PUT',
      path: `${base(product)}/${e(chargeId)}/${action}`,
      // One key per charge and action: a repeated accept or activate replays, never charges twice.
      headers: idempotencyHeaders(options, 'direct_charge', product, chargeId, action),
      response: directChargeResponseSchema,
    });
  return {
    get: (product, chargeId) => http.call({ method: 'GET', path: `${base(product)}/${e(chargeId)}`, response: directChargeResponseSchema }),
    list: (product, orderClientId) => http.call({ method: 'GET', path: base(product), query: { order_client_id: orderClientId }, response: directChargeListResponseSchema }),
    create: (product, body) => http.call({ method: 'POST', path: base(product), body: body, request: createDirectChargeBodySchema, response: directChargeResponseSchema }),
    accept: put('accept'),
    decline: put('decline'),
    activate: put('activate'),
  };
}
