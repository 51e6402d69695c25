/** Accounts base (spec 7): a per-product accounts host, with the bearer token when there is one. */
import { ApiArea } from './api-error.ts';
import type { ApiEvents } from './events.ts';
import { createTransport, type Transport } from './http.ts';
import type { ApiRuntime } from './api-runtime.ts';

export function createAccountsClient(options: { baseUrl: string; runtime: ApiRuntime; events: ApiEvents }): Transport {
  return createTransport({ area: ApiArea.accounts, baseUrl: options.baseUrl, runtime: options.runtime, events: options.events });
}
