/**
 * Billing base (spec 7): `{billing host}/v2{path}`. Only 2xx and 422 answers carry a JSON body
 * worth reading (422 holds the provider's reasons); any other failure is judged by its status.
 */
import { ApiArea } from './api-error.ts';
import type { ApiEvents } from './events.ts';
import { createTransport, type Transport } from './http.ts';
import type { ApiRuntime } from './api-runtime.ts';

export const readsBillingBody = (status: number): boolean => (status >= 200 && status < 300) || status === 422;

export function createBillingClient(options: { baseUrl: string; runtime: ApiRuntime; events: ApiEvents }): Transport {
  return createTransport({
    area: ApiArea.billing,
    baseUrl: options.baseUrl,
    runtime: options.runtime,
    events: options.events,
    readsBody: readsBillingBody,
  });
}
