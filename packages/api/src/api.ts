/**
 * The api as the app uses it: every call group built once over its base, sharing one runtime
 * (fetch, clock, timers, token, utm) and one event channel (401, failures for reporting).
 */
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { createAccountsClient } from './accounts-client.ts';
import { createAccountsCalls, type AccountsClient } from './accounts.ts';
import { createAppsPlatformClient, type AppsPlatformClient } from './apps-platform.ts';
import { createBillingCalls, type BillingClient } from './billing.ts';
import { createBillingClient } from './billing-client.ts';
import { createCartsClient, type CartsClient } from './carts.ts';
import { baseUrlsOf, type ApiConfig } from './config.ts';
import { createDirectChargesClient, type DirectChargesClient } from './direct-charges.ts';
import { createApiEvents, type ApiEvents } from './events.ts';
import { createExpertsClient, type ExpertsClient } from './experts.ts';
import { createMarketplaceClient, type MarketplaceClient } from './marketplace.ts';
import { createNotificationServiceClient, type NotificationServiceClient } from './notifications.ts';
import { createPlatformClient } from './platform-client.ts';
import { createProductApiCalls, type ProductApiClient } from './product-api.ts';
import { createProductApiClient } from './product-api-client.ts';
import { createGenericQueries } from './generic-query.ts';
import { createRecurrentChargesClient, type RecurrentChargesClient } from './recurrent-charges.ts';
import { systemClock, systemTimers, type ApiRuntime } from './api-runtime.ts';
import { createStaticDataClient, type StaticDataClient } from './static-data.ts';

export interface Api {
  readonly config: ApiConfig;
  /** 'unauthorized' on any 401; 'error' on every failed request (for reporting, tagged by area). */
  readonly events: ApiEvents;
  readonly marketplace: MarketplaceClient;
  readonly appsPlatform: AppsPlatformClient;
  readonly carts: CartsClient;
  readonly directCharges: DirectChargesClient;
  readonly recurrentCharges: RecurrentChargesClient;
  readonly experts: ExpertsClient;
  readonly accounts: AccountsClient;
  readonly billing: BillingClient;
  readonly productApi: ProductApiClient;
  readonly staticData: StaticDataClient;
  readonly notifications: NotificationServiceClient;
}

/** Everything optional falls back to the platform's own (fetch, Date.now, timers, no token). */
export type ApiRuntimeOptions = Partial<ApiRuntime>;

/** `events`: a channel made before the calls (lazy-api.ts, which subscribes before they load). */
export function createApi(config: ApiConfig, options: ApiRuntimeOptions = {}, events: ApiEvents = createApiEvents()): Api {
  const runtime: ApiRuntime = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock: options.clock ?? systemClock,
    timers: options.timers ?? systemTimers,
    getToken: options.getToken ?? (() => undefined),
    getUtm: options.getUtm ?? (() => ({})),
    cookieSession: options.cookieSession ?? (() => false),
  };
  const bases = baseUrlsOf(config);
  const platform = createPlatformClient({ baseUrl: bases.platform, runtime, events });
  const billing = createBillingClient({ baseUrl: bases.billing, runtime, events });
  const accounts = createAccountsClient({ baseUrl: bases.accounts, runtime, events });
  const productApi = (product: LicensedProduct) => createProductApiClient({ baseUrls: bases.productApi, product, runtime, events });
  const queries = createGenericQueries(runtime.timers);
  return {
    config,
    events,
    marketplace: createMarketplaceClient(platform),
    appsPlatform: createAppsPlatformClient(platform),
    carts: createCartsClient(platform),
    directCharges: createDirectChargesClient(billing),
    recurrentCharges: createRecurrentChargesClient(billing),
    experts: createExpertsClient(platform),
    accounts: createAccountsCalls(accounts, queries),
    billing: createBillingCalls(billing),
    productApi: createProductApiCalls({ livechat: productApi('livechat'), helpdesk: productApi('helpdesk') }),
    staticData: createStaticDataClient({ baseUrl: bases.staticData, runtime, events }),
    notifications: createNotificationServiceClient({ baseUrl: bases.notifications, runtime, events }),
  };
}
