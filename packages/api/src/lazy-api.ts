/**
 * The api as a page starts with it: its events at once, its calls on the first one. The call
 * groups carry every answer's zod schema (with zod itself), which a page needs only once it asks
 * the platform something: a server-rendered first view has its data in the page. The configuration
 * is validated when the calls load, before any request is made with it.
 */
import type { Api, ApiRuntimeOptions } from './api.ts';
import type { ApiConfigInput } from './config.ts';
import { createApiEvents } from './events.ts';
import { loadOnce } from './load-once.ts';

/**
 * The api without its parsed configuration, which exists only once the calls have loaded.
 * `preload` starts loading the calls ahead of a first call known to come soon (absent on an api
 * made with its calls loaded).
 */
export type LazyApi = Omit<Api, 'config'> & { preload?: () => Promise<void> };
type CallGroups = Omit<Api, 'config' | 'events'>;
type Call = (...args: unknown[]) => Promise<unknown>;

/** Each call group (a record, so that a group added to Api must be added here). */
const callGroups: Record<keyof CallGroups, true> = {
  marketplace: true,
  appsPlatform: true,
  carts: true,
  directCharges: true,
  recurrentCharges: true,
  experts: true,
  accounts: true,
  billing: true,
  productApi: true,
  staticData: true,
  notifications: true,
};

export function createLazyApi(config: ApiConfigInput, options: ApiRuntimeOptions = {}): LazyApi {
  const events = createApiEvents();
  const load = loadOnce(() =>
    Promise.all([import('./api.ts'), import('./config.ts')]).then(([{ createApi }, { parseApiConfig }]) => createApi(parseApiConfig(config), options, events)),
  );
  // Every member of a call group is an async call: it waits for the calls, then makes its own.
  const group = (name: keyof CallGroups) =>
    new Proxy(
      {},
      {
        get: (_target, method) =>
          typeof method === 'string' && method !== 'then'
            ? (...args: unknown[]) => load().then((api) => (api[name] as unknown as Record<string, Call>)[method]!(...args))
            : undefined,
      },
    );
  const preload = () => load().then(() => undefined);
  return Object.fromEntries([['events', events], ['preload', preload], ...(Object.keys(callGroups) as (keyof CallGroups)[]).map((name) => [name, group(name)])]) as LazyApi;
}
