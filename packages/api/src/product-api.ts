/** Calls on the product APIs (spec 7): the chat product's licence properties, and agents per product. */
import { agentListResponseSchema, licensePropertiesResponseSchema } from '@marketplace/domain/calls/accounts';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import type { Account, LicenseProperties } from '@marketplace/domain/entities/user';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

export interface ProductApiClient {
  /** GET properties/license on the chat product API: carries the reseller partner_type. */
  getLicenseProperties(): Promise<LicenseProperties>;
  /** GET /agents on the product's API: the agents of the caller's organisation. */
  getAgents(product: LicensedProduct): Promise<Account[]>;
}

export function createProductApiCalls(productApis: Readonly<Record<LicensedProduct, Transport>>): ProductApiClient {
  const http = (product: LicensedProduct) => productApis[product].withArea(ApiArea.productApi);
  return {
    getLicenseProperties: () => http('livechat').call({ method: 'GET', path: '/properties/license', response: licensePropertiesResponseSchema }),
    getAgents: (product) => http(product).call({ method: 'GET', path: '/agents', response: agentListResponseSchema }),
  };
}
