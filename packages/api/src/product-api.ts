/** Calls on the product APIs (spec 7): the licence properties of the chat product. */
import { licensePropertiesSchema, type LicenseProperties } from '@marketplace/domain/entities/user';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

export interface ProductApiClient {
  /** GET properties/license on the chat product API: carries the reseller partner_type. */
  getLicenseProperties(): Promise<LicenseProperties>;
}

export function createProductApiCalls(chatProductApi: Transport): ProductApiClient {
  const http = chatProductApi.withArea(ApiArea.productApi);
  return {
    getLicenseProperties: () => http.call({ method: 'GET', path: '/properties/license', response: licensePropertiesSchema }),
  };
}
