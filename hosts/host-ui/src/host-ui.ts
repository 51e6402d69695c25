/**
 * What a host shows of the marketplace's events, built once for every host (the agent app and the
 * help desk, neither with a framework of its own): a cart badge fed by cart events, a toast area
 * for the marketplace's own notices when it hands them over (one notice per action: the billing
 * and purchase moments are not toasted again, the marketplace's thank-you page says them), and
 * the list of installed apps, read again from the platform when an app is installed, removed or
 * bought. Plain DOM, so any host can give it elements to fill.
 */
import type { Credentials, CredentialsProvider, MarketplaceListeners, MarketplaceMessage } from '@marketplace/host-sdk/framed';
import * as z from 'zod/mini';

export interface HostUiElements {
  badge: HTMLElement;
  toasts: HTMLElement;
  installed: HTMLElement;
}

export interface HostUiOptions {
  platformOrigin: string;
  product: 'livechat' | 'helpdesk' | 'text';
  /** The host's own signed-in user (bridge/host-session). */
  credentials: () => Credentials;
  /** The platform refused the host's token (401): the host forgets it (bridge/host-session `refused`). */
  onRefused?: () => void;
  /** How long a toast stays (ms). */
  toastMs?: number;
  fetch?: typeof fetch;
}

const idsSchema = z.array(z.string());
const publishedSchema = z.array(z.looseObject({ id: z.string(), name: z.string() }));
const cartSchema = z.looseObject({ products: z.array(z.unknown()) });

/** The messages the host UI shows something for. */
const shownTypes = [
  'cart_updated',
  'marketplace_cart_update',
  'cart_purchased',
  'app_purchased',
  'notification',
  'app_installed',
  'app_removed',
  'refresh_installed_apps',
] as const;

export interface HostUi {
  /** Shows what a marketplace message means; answers `credentials` with the host's user. */
  handle(message: MarketplaceMessage): Credentials | undefined;
  /** The same, as the host SDK's listeners (`listeners` option). */
  listeners: MarketplaceListeners;
  /** The host's user for the host SDK (`credentials` option); a refused token is forgotten first. */
  credentials: CredentialsProvider;
  /** Reads the installed apps again (also called on start and after sign-in). */
  refreshInstalled(): Promise<void>;
  /** The installed apps' names as last read, for the host's placements. */
  installedNames(): readonly string[];
  onInstalledChange(listener: (names: readonly string[]) => void): () => void;
  destroy(): void;
}

export function createHostUi(elements: HostUiElements, options: HostUiOptions): HostUi {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const toastMs = options.toastMs ?? 6000;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listeners = new Set<(names: readonly string[]) => void>();
  let names: readonly string[] = [];
  let reading = 0;

  elements.toasts.setAttribute('role', 'status');
  elements.toasts.setAttribute('aria-live', 'polite');
  // The count is visible; the word after it is for screen readers only, so the link's name is
  // its visible text plus ' items' (no aria-label that differs from what is seen).
  const setCount = (count: number) => {
    const words = document.createElement('span');
    words.textContent = count === 1 ? ' item' : ' items';
    words.setAttribute('style', 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap');
    elements.badge.replaceChildren(String(count), words);
    elements.badge.hidden = count === 0;
  };
  setCount(0);

  const toast = (text: string) => {
    const item = document.createElement('p');
    item.className = 'host-toast';
    item.textContent = text;
    elements.toasts.append(item);
    const timer = setTimeout(() => {
      item.remove();
      timers.delete(timer);
    }, toastMs);
    timers.add(timer);
  };

  const renderInstalled = () => {
    const list = document.createElement('ul');
    for (const name of names) {
      const item = document.createElement('li');
      item.textContent = name;
      list.append(item);
    }
    const empty = document.createElement('p');
    empty.textContent = options.credentials() === null ? 'Sign in to see your apps.' : 'No apps installed yet.';
    elements.installed.replaceChildren(names.length === 0 ? empty : list);
    listeners.forEach((listener) => listener(names));
  };

  /** Every published app's name by id, once read. */
  let known: Map<string, string> | null = null;
  const readNames = async (): Promise<Map<string, string>> => {
    const response = await doFetch(`${options.platformOrigin}/v2/applications/published`);
    if (!response.ok) throw new Error('The published apps could not be read');
    return new Map(publishedSchema.parse(await response.json()).map((app) => [app.id, app.name]));
  };

  const refreshInstalled = async () => {
    const current = ++reading;
    const credentials = options.credentials();
    if (credentials === null) {
      names = [];
      renderInstalled();
      return;
    }
    try {
      const headers = { authorization: `Bearer ${credentials.token}` };
      // The catalogue's names are read with the first list (side by side) and kept: a later read
      // asks for the installed ids alone, and for the names again only when an id is new to them,
      // so an install or removal reaches the panel after one call.
      const namesFirst = known === null ? readNames() : null;
      void namesFirst?.catch(() => undefined);
      const idsResponse = await doFetch(`${options.platformOrigin}/v2/applications/installed?product=${options.product}`, { headers });
      // A refused token is dropped by the host at once, so no later call carries it again.
      if (idsResponse.status === 401) {
        options.onRefused?.();
        if (current === reading) {
          names = [];
          renderInstalled();
        }
        return;
      }
      if (!idsResponse.ok) throw new Error('The installed apps could not be read');
      void readCartCount(headers, current);
      const ids = idsSchema.parse(await idsResponse.json());
      let byId = known ?? (await namesFirst) ?? (await readNames());
      if (ids.some((id) => !byId.has(id))) byId = await readNames();
      known = byId;
      if (current !== reading) return;
      names = ids.map((id) => byId.get(id) ?? id);
      renderInstalled();
    } catch {
      if (current === reading) elements.installed.textContent = 'Installed apps are unavailable right now.';
    }
  };

  // The marketplace reports the cart when it changes, never at load: the badge's first count is read here.
  let cartEvents = 0;
  const readCartCount = async (headers: Record<string, string>, current: number) => {
    const before = cartEvents;
    const response = await doFetch(`${options.platformOrigin}/v2/products-carts/recent`, { headers }).catch(() => null);
    const cart = response?.ok ? cartSchema.safeParse(await response.json().catch(() => null)) : null;
    // A cart event heard meanwhile is newer than this answer.
    if (cart?.success && current === reading && before === cartEvents) setCount(cart.data.products.length);
  };

  const handle = (message: MarketplaceMessage): Credentials | undefined => {
    switch (message.type) {
      case 'credentials':
        // The marketplace says the platform refused the token it was given: forgotten first.
        if (message.refused) options.onRefused?.();
        return options.credentials();
      case 'cart_updated':
      case 'marketplace_cart_update':
        cartEvents += 1;
        setCount(message.itemsCount);
        return undefined;
      case 'cart_purchased':
        cartEvents += 1;
        setCount(0);
        void refreshInstalled();
        return undefined;
      case 'notification':
        toast(message.content);
        return undefined;
      case 'app_purchased':
      case 'app_installed':
      case 'app_removed':
      case 'refresh_installed_apps':
        void refreshInstalled();
        return undefined;
      default:
        return undefined;
    }
  };

  return {
    handle,
    listeners: Object.fromEntries(shownTypes.map((type) => [type, handle])),
    credentials: ({ refused }) => handle(refused ? { type: 'credentials', refused: true } : { type: 'credentials' }) ?? null,
    refreshInstalled,
    installedNames: () => names,
    onInstalledChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      timers.forEach((timer) => clearTimeout(timer));
      listeners.clear();
    },
  };
}
