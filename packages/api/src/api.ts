/**
 * The api as the app uses it: every call group built once over its base, sharing one runtime
 * (fetch, clock, timers, token) and one event channel (401, failures for reporting).
 */
import { baseUrlsOf, type ApiConfig } from './config.ts';
import { createApiEvents, type ApiEvents } from './events.ts';
import { createMarketplaceClient, type MarketplaceClient } from './marketplace.ts';
import { createPlatformClient } from './platform-client.ts';
import { systemClock, systemTimers, type ApiRuntime } from './runtime.ts';

export interface Api {
  readonly config: ApiConfig;
  readonly events: ApiEvents;
  readonly marketplace: MarketplaceClient;
}

/** Everything optional falls back to the platform's own (fetch, Date.now, timers, no token). */
export type ApiRuntimeOptions = Partial<ApiRuntime>;

export function createApi(config: ApiConfig, options: ApiRuntimeOptions = {}): Api {
  const runtime: ApiRuntime = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock: options.clock ?? systemClock,
    timers: options.timers ?? systemTimers,
    getToken: options.getToken ?? (() => undefined),
    getUtm: options.getUtm ?? (() => ({})),
  };
  const events = createApiEvents();
  const bases = baseUrlsOf(config);
  const platform = createPlatformClient({ baseUrl: bases.platform, runtime, events });
  return {
    config,
    events,
    marketplace: createMarketplaceClient(platform),
  };
}
