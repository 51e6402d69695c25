/** Direct (one-time) charges on the billing base (spec 7). */
import { directChargeSchema, type DirectCharge } from '@marketplace/domain/entities/charges';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

/** POST /direct_charge/{product}: what the caller chooses; the rest is the server's. */
export const directChargeCreateSchema = directChargeSchema.pick({
  name: true,
  price: true,
  quantity: true,
  return_url: true,
  order_client_id: true,
  per_account: true,
  test: true,
});
export type DirectChargeCreate = z.infer<typeof directChargeCreateSchema>;

export interface DirectChargesClient {
  /** GET /direct_charge/{product}/{id} */
  get(product: LicensedProduct, chargeId: string): Promise<DirectCharge>;
  /** GET /direct_charge/{product}?order_client_id={id} */
  list(product: LicensedProduct, orderClientId: string): Promise<DirectCharge[]>;
  /** POST /direct_charge/{product} */
  create(product: LicensedProduct, body: DirectChargeCreate): Promise<DirectCharge>;
  /** PUT /direct_charge/{product}/{id}/accept */
  accept(product: LicensedProduct, chargeId: string): Promise<DirectCharge>;
  /** PUT /direct_charge/{product}/{id}/decline */
  decline(product: LicensedProduct, chargeId: string): Promise<DirectCharge>;
  /** PUT /direct_charge/{product}/{id}/activate */
  activate(product: LicensedProduct, chargeId: string): Promise<DirectCharge>;
}

export function createDirectChargesClient(billing: Transport): DirectChargesClient {
  const http = billing.withArea(ApiArea.directCharges);
  const e = encodeURIComponent;
  const base = (product: LicensedProduct) => `/direct_charge/${e(product)}`;
  const put = (action: 'accept' | 'decline' | 'activate') => (product: LicensedProduct, chargeId: string) =>
    http.call({ method: 'PUT', path: `${base(product)}/${e(chargeId)}/${action}`, response: directChargeSchema });
  return {
    get: (product, chargeId) => http.call({ method: 'GET', path: `${base(product)}/${e(chargeId)}`, response: directChargeSchema }),
    list: (product, orderClientId) =>
      http.call({ method: 'GET', path: base(product), query: { order_client_id: orderClientId }, response: z.array(directChargeSchema) }),
    create: (product, body) =>
      http.call({ method: 'POST', path: base(product), body: directChargeCreateSchema.parse(body), response: directChargeSchema }),
    accept: put('accept'),
    decline: put('decline'),
    activate: put('activate'),
  };
}
