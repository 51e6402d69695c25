import { describe, expect, it, vi } from 'vitest';
import { createCore } from './core.ts';
import type { CommonOptions, NavigationRequest, RouteChange } from './types.ts';

const base = (overrides: Partial<CommonOptions> = {}): CommonOptions => ({ container: document.createElement('div'), basePath: '/crm/marketplace/', ...overrides });

describe('the SDK turns the bridge into one contract for hosts', () => {
  it('reports loaded once per connection and one route per screen, relative to the base path, in both modes', async () => {
    for (const [mode, reported] of [
      ['framed', '/apps/marketplace/apps/crm/'],
      ['inline', '/marketplace/apps/crm/'],
    ] as const) {
      const loaded = vi.fn();
      const routes: RouteChange[] = [];
      const core = createCore(base({ listeners: { loaded, route: (route) => void routes.push(route) } }), mode, { assign: vi.fn(), origin: 'https://crm.example.com' });
      await core.handle({ type: 'loaded' });
      await core.handle({ type: 'loaded' });
      await core.handle({ type: 'route_change', pathname: reported, search: '?tab=reviews' });
      await core.handle({ type: 'route_change', pathname: reported, search: '?tab=reviews' });
      expect(loaded).toHaveBeenCalledTimes(1);
      expect(routes).toEqual([{ path: '/apps/crm/', search: '?tab=reviews', hostPath: '/crm/marketplace/apps/crm/?tab=reviews' }]);
      core.reset();
      await core.handle({ type: 'loaded' });
      expect(loaded).toHaveBeenCalledTimes(2);
    }
  });

  it('gives the screens a preload or the breadcrumbs name also as paths relative to the base path, in both modes', async () => {
    for (const [mode, home] of [
      ['framed', '/apps/marketplace'],
      ['inline', '/marketplace'],
    ] as const) {
      const preload = vi.fn();
      const breadcrumbs = vi.fn();
      const core = createCore(base({ listeners: { preload, breadcrumbs } }), mode, { assign: vi.fn(), origin: 'https://crm.example.com' });
      await core.handle({ type: 'preload', pathname: `${home}/apps/crm/` });
      await core.handle({
        type: 'breadcrumbs',
        items: [
          { label: 'Marketplace', pathname: `${home}/` },
          { label: 'Cart', pathname: `${home}/cart/` },
        ],
      });
      expect(preload).toHaveBeenCalledWith({ type: 'preload', pathname: `${home}/apps/crm/`, path: '/apps/crm/' });
      expect(breadcrumbs).toHaveBeenCalledWith({
        type: 'breadcrumbs',
        items: [
          { label: 'Marketplace', pathname: `${home}/`, path: '/' },
          { label: 'Cart', pathname: `${home}/cart/`, path: '/cart/' },
        ],
      });
    }
  });

  it('answers credentials from the provider, telling it when the last token was refused', async () => {
    const provider = vi.fn(({ refused }: { refused: boolean }) => (refused ? null : { token: 'tok' }));
    const core = createCore(base({ credentials: provider }), 'framed', { assign: vi.fn(), origin: 'https://crm.example.com' });
    await expect(core.handle({ type: 'credentials' })).resolves.toEqual({ token: 'tok' });
    await expect(core.handle({ type: 'credentials', refused: true })).resolves.toBeNull();
    const none = createCore(base(), 'framed', { assign: vi.fn(), origin: 'https://crm.example.com' });
    await expect(none.handle({ type: 'credentials' })).resolves.toBeNull();
  });

  it('follows a navigation request by default, and leaves it to a host that handles it', async () => {
    const assign = vi.fn();
    const follows = createCore(base(), 'framed', { assign, origin: 'https://crm.example.com' });
    await follows.handle({ type: 'navigation_request', url: 'https://crm.example.com/app/crm-sync', destination: 'app' });
    expect(assign).toHaveBeenCalledWith('https://crm.example.com/app/crm-sync');

    const seen: NavigationRequest[] = [];
    const handled = vi.fn();
    const host = createCore(base({ onNavigate: (request) => (seen.push(request), false) }), 'inline', { assign: handled, origin: 'https://crm.example.com' });
    await host.handle({ type: 'navigation_request', url: 'https://crm.example.com/subscription', destination: 'subscription' });
    await host.handle({ type: 'navigate', pathname: '/marketplace' });
    expect(handled).not.toHaveBeenCalled();
    expect(seen.map(({ destination, url, path }) => ({ destination, url, path }))).toEqual([
      { destination: 'subscription', url: 'https://crm.example.com/subscription', path: undefined },
      { destination: 'marketplace', url: 'https://crm.example.com/crm/marketplace/', path: '/' },
    ]);
  });

  it('hands analytics to analytics listeners only, from the channel or from a marketplace of protocol 2', async () => {
    const analytics = vi.fn();
    const loaded = vi.fn();
    const core = createCore(base({ listeners: { analytics, loaded } }), 'framed', { assign: vi.fn(), origin: 'https://crm.example.com' });
    core.analytics({ name: 'page_view', properties: { pathname: '/apps/' } });
    await core.handle({ type: 'analytics', name: 'page_view' });
    expect(analytics.mock.calls).toEqual([[{ type: 'analytics', name: 'page_view', properties: { pathname: '/apps/' } }], [{ type: 'analytics', name: 'page_view' }]]);
    expect(loaded).not.toHaveBeenCalled();
  });

  it('takes the marketplace home after a sign-out (/marketplace) as the base path, framed too', async () => {
    const assign = vi.fn();
    const seen: NavigationRequest[] = [];
    const core = createCore(base({ onNavigate: (request) => void seen.push(request) }), 'framed', { assign, origin: 'https://crm.example.com' });
    await core.handle({ type: 'navigate', pathname: '/marketplace' });
    expect(seen.map(({ destination, path, url }) => ({ destination, path, url }))).toEqual([
      { destination: 'marketplace', path: '/', url: 'https://crm.example.com/crm/marketplace/' },
    ]);
  });

  it('folds the two posts of each cart change into one cart_updated, and passes notifications only to a host that asked for them as events', async () => {
    const cart = vi.fn();
    const notification = vi.fn();
    const core = createCore(base({ listeners: { cart_updated: cart, notification } }), 'framed', { assign: vi.fn(), origin: 'https://crm.example.com' });
    await core.handle({ type: 'cart_updated', cartId: 'c-1', itemsCount: 1 });
    await core.handle({ type: 'marketplace_cart_update', cartId: 'c-1', itemsCount: 1 });
    await core.handle({ type: 'cart_updated', cartId: 'c-1', itemsCount: 0 });
    await core.handle({ type: 'marketplace_cart_update', cartId: 'c-1', itemsCount: 0 });
    // A marketplace that posts only the older form is still heard once per change.
    await core.handle({ type: 'marketplace_cart_update', cartId: 'c-1', itemsCount: 2 });
    expect(cart.mock.calls.map(([message]) => (message as { itemsCount: number }).itemsCount)).toEqual([1, 0, 2]);
    await core.handle({ type: 'notification', id: 'n-1', kind: 'success', content: 'Done' });
    expect(notification).not.toHaveBeenCalled();
    const events = createCore(base({ notifications: 'events', listeners: { notification } }), 'framed', { assign: vi.fn(), origin: 'https://crm.example.com' });
    await events.handle({ type: 'notification', id: 'n-1', kind: 'success', content: 'Done' });
    expect(notification).toHaveBeenCalledTimes(1);
  });

  it('reports a refusal in the console and as an error event, and gives the error ready rejects with', () => {
    const error = vi.fn();
    const logger = { error: vi.fn(), warn: vi.fn() };
    const core = createCore(base({ logger, listeners: { error } }), 'framed', { assign: vi.fn(), origin: 'https://crm.example.com' });
    const refusal = { code: 'BRIDGE_PRODUCT_NOT_REGISTERED', layer: 'product', setting: 'MARKETPLACE_EMBEDDERS', message: '[marketplace] not helpdesk' } as const;
    const thrown = core.refuse(refusal);
    expect(error).toHaveBeenCalledWith(refusal);
    expect(logger.error).toHaveBeenCalledWith('[marketplace] not helpdesk');
    expect(thrown).toMatchObject({ name: 'BridgeError', code: 'BRIDGE_PRODUCT_NOT_REGISTERED', layer: 'product', setting: 'MARKETPLACE_EMBEDDERS' });
  });
});
