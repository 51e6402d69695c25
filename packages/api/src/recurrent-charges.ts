/** Recurrent (monthly) charges on the billing base (spec 7). */
import { recurrentChargeSchema, type RecurrentCharge, type RecurrentChargeStatus } from '@marketplace/domain/entities/charges';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

/** POST /recurrent_charge/{product}: what the caller chooses; the rest is the server's. */
export const recurrentChargeCreateSchema = recurrentChargeSchema
  .pick({ name: true, price: true, return_url: true, trial_days: true, months: true, quantity: true, per_account: true, order_client_id: true, test: true })
  .partial({ trial_days: true, months: true, test: true });
export type RecurrentChargeCreate = z.input<typeof recurrentChargeCreateSchema>;

export interface RecurrentChargesClient {
  /** GET /recurrent_charge/{product}/{id} */
  get(product: LicensedProduct, chargeId: string): Promise<RecurrentCharge>;
  /** GET /recurrent_charge/{product}?order_client_id&status */
  list(product: LicensedProduct, filter: { orderClientId?: string; status?: RecurrentChargeStatus }): Promise<RecurrentCharge[]>;
  /** POST /recurrent_charge/{product} */
  create(product: LicensedProduct, body: RecurrentChargeCreate): Promise<RecurrentCharge>;
  /** PUT /recurrent_charge/{product}/{id}/accept */
  accept(product: LicensedProduct, chargeId: string): Promise<RecurrentCharge>;
  /** PUT /recurrent_charge/{product}/{id}/activate */
  activate(product: LicensedProduct, chargeId: string): Promise<RecurrentCharge>;
  /** PUT /recurrent_charge/{product}/{id}/decline */
  decline(product: LicensedProduct, chargeId: string): Promise<RecurrentCharge>;
  /** PUT /recurrent_charge/{product}/{id}/cancel */
  cancel(product: LicensedProduct, chargeId: string): Promise<RecurrentCharge>;
}

export function createRecurrentChargesClient(billing: Transport): RecurrentChargesClient {
  const http = billing.withArea(ApiArea.recurrentCharges);
  const e = encodeURIComponent;
  const base = (product: LicensedProduct) => `/recurrent_charge/${e(product)}`;
  const put = (action: 'accept' | 'activate' | 'decline' | 'cancel') => (product: LicensedProduct, chargeId: string) =>
    http.call({ method: 'PUT', path: `${base(product)}/${e(chargeId)}/${action}`, response: recurrentChargeSchema });
  return {
    get: (product, chargeId) => http.call({ method: 'GET', path: `${base(product)}/${e(chargeId)}`, response: recurrentChargeSchema }),
    list: (product, filter) =>
      http.call({
        method: 'GET',
        path: base(product),
        query: { order_client_id: filter.orderClientId, status: filter.status },
        response: z.array(recurrentChargeSchema),
      }),
    create: (product, body) =>
      http.call({ method: 'POST', path: base(product), body: recurrentChargeCreateSchema.parse(body), response: recurrentChargeSchema }),
    accept: put('accept'),
    activate: put('activate'),
    decline: put('decline'),
    cancel: put('cancel'),
  };
}
