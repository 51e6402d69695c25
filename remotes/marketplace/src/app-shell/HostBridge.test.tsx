/**
 * Each host event becomes one store action (or one router move), whichever transport carries it:
 * the in-process bridge of the federated hosts and penpal, as in the framed marketplace (here over
 * a MessageChannel, the same code path as a window). The marketplace is the real one, signed in
 * with the host's credentials; what each event did is read from the platform requests it made.
 */
import type { MarketplaceEnd } from '@marketplace/bridge/ends';
import { createInProcessBridge } from '@marketplace/bridge/in-process';
import type { HostEvent, MarketplaceMessage } from '@marketplace/bridge/protocol';
import { inProcessPair, transportPairs, type TransportPair } from '@marketplace/bridge/testing/transport-pairs';
import { startTestPlatform, type TestPlatform } from '@marketplace/api/testing/platform';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Marketplace from '../Marketplace.tsx';

let platform: TestPlatform;
let published: Array<{ name: string; slug: string; product?: string | null }>;
const realFetch = globalThis.fetch;
/** Method and path (with query) of every request the marketplace made since the last event. */
let requests: string[] = [];

beforeAll(async () => {
  platform = await startTestPlatform('pglite', { allowedOrigins: [window.location.origin] });
  published = (await (await realFetch(`${platform.origin}/v2/applications/published`)).json()) as typeof published;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    return realFetch(input, init);
  };
  // Starting the platform (a fresh seeded database) takes a while on a busy machine.
}, 120_000);
afterAll(async () => {
  globalThis.fetch = realFetch;
  await platform.close();
});

let pair: TransportPair | undefined;
afterEach(() => {
  cleanup();
  pair?.close();
  pair = undefined;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe.each(transportPairs)('host events over the %s transport', (_name, makePair) => {
  it('each becomes one store action or router move', async () => {
    pair = await makePair();
    const token = await platform.tokenFor('acc-owner');
    const heard: MarketplaceMessage[] = [];
    pair.host.onMarketplaceMessage((message) => {
      heard.push(message);
      return message.type === 'credentials' ? { token } : undefined;
    });
    const marketplace = pair.marketplace;
    render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="framed" bridge={marketplace} />);
    // Signed in with the host's credentials, never asked to sign in a second time.
    await screen.findByRole('button', { name: 'Sign out' }, { timeout: 15_000 });
    const host = pair.host;
    /** Sends an event once the marketplace is quiet, and answers the requests it caused. */
    const after = async (event: HostEvent, expected: RegExp) => {
      requests = [];
      await act(() => host.send(event));
      await expect.poll(() => requests.filter((request) => expected.test(request)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    };

    await after({ type: 'refresh_installed_apps' }, /^GET \/v2\/applications\/installed/);
    await after({ type: 'refresh_cart' }, /^GET \/v2\/products-carts\/recent/);
    await after({ type: 'cart_updated', cart: { id: 'from-the-host' } }, /^GET \/v2\/products-carts\/recent/);
    await after({ type: 'refresh_subscription_info', omitCache: true }, /^GET \/billing\/v2\/market\/products\/my\?cache=false/);
    const app = published.find((candidate) => (candidate.product || 'livechat') === 'livechat') as (typeof published)[number];
    await after({ type: 'preload', pathname: `/apps/${app.slug}/` }, new RegExp(`^GET /v2/applications/${app.slug}/published`));

    // Moves: navigate takes a marketplace path; route the host's own path, prefix stripped.
    requests = [];
    await act(() => host.send({ type: 'navigate', pathname: `/apps/${app.slug}/` }));
    await screen.findByRole('heading', { level: 1, name: app.name }, { timeout: 10_000 });
    // The preload filled the query cache: the page it read ahead asks for its app no second time.
    expect(requests.filter((request) => request.startsWith(`GET /v2/applications/${app.slug}/published`))).toEqual([]);
    await act(() => host.send({ type: 'route', pathname: '/apps/marketplace/apps/' }));
    await screen.findByRole('list', { name: 'All apps' }, { timeout: 10_000 });
    const lastRoute = () => heard.filter((message): message is Extract<MarketplaceMessage, { type: 'route_change' }> => message.type === 'route_change').at(-1);
    await expect.poll(() => lastRoute()?.pathname, { timeout: 10_000 }).toBe('/apps/marketplace/apps/');
    // An empty path is the apps home.
    await act(() => host.send({ type: 'navigate', pathname: `/apps/${app.slug}/` }));
    await screen.findByRole('heading', { level: 1, name: app.name }, { timeout: 10_000 });
    await act(() => host.send({ type: 'route', pathname: '/apps/marketplace' }));
    await expect.poll(() => ['/apps/marketplace/', '/apps/marketplace/apps/'].includes(lastRoute()?.pathname ?? ''), { timeout: 10_000 }).toBe(true);
  }, 90_000);

  it('navigate adds a history entry, or replaces the current one when asked (inline, on the page history)', async () => {
    pair = await makePair();
    // No agent signed in on this host.
    pair.host.onMarketplaceMessage((message) => (message.type === 'credentials' ? null : undefined));
    render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="inline" bridge={pair.marketplace} />);
    await screen.findByRole('list', { name: 'Most popular' }, { timeout: 15_000 });
    const app = published.find((candidate) => (candidate.product || 'livechat') === 'livechat') as (typeof published)[number];
    const entries = window.history.length;
    await act(() => pair?.host.send({ type: 'navigate', pathname: `/apps/${app.slug}/` }));
    await screen.findByRole('heading', { level: 1, name: app.name }, { timeout: 10_000 });
    expect(window.history.length).toBe(entries + 1);
    await act(() => pair?.host.send({ type: 'navigate', pathname: '/apps/', replace: true }));
    await screen.findByRole('list', { name: 'All apps' }, { timeout: 10_000 });
    expect(window.location.pathname).toBe('/apps/');
    expect(window.history.length).toBe(entries + 1);
  }, 60_000);
});

describe('an inline marketplace with a host signs in with the host’s credentials', () => {
  it('asks the host (like the help desk’s) and never shows Sign in', async () => {
    pair = await inProcessPair();
    const token = await platform.tokenFor('acc-owner');
    let asked = 0;
    pair.host.onMarketplaceMessage((message) => {
      if (message.type !== 'credentials') return undefined;
      asked += 1;
      return { token };
    });
    render(<Marketplace product="helpdesk" platformOrigin={platform.origin} basename="/" embedding="inline" bridge={pair.marketplace} />);
    await screen.findByRole('button', { name: 'Sign out' }, { timeout: 15_000 });
    expect(asked).toBe(1);
  }, 60_000);
});

describe('a host that shows the toasts itself, and one built for protocol 2', () => {
  it('gets each toast as one notification message and none is drawn; without an analytics channel, page views come as messages', async () => {
    const { host, marketplace } = createInProcessBridge();
    // An inline host's end of protocol 2 had no analytics channel.
    const protocol2: MarketplaceEnd = {
      send: (message) => marketplace.send(message),
      onHostEvent: (handler) => marketplace.onHostEvent(handler),
      destroy: () => marketplace.destroy(),
    };
    const heard: MarketplaceMessage[] = [];
    // A token the platform refuses: the marketplace signs itself out and says so in a toast.
    host.onMarketplaceMessage((message) => {
      heard.push(message);
      return message.type === 'credentials' && !message.refused ? { token: 'dal:refused-token' } : message.type === 'credentials' ? null : undefined;
    });
    render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="inline" bridge={protocol2} notifications="events" />);
    await screen.findByRole('list', { name: 'Most popular' }, { timeout: 15_000 });
    await expect.poll(() => heard.filter((message) => message.type === 'notification'), { timeout: 10_000 }).not.toEqual([]);
    const notifications = heard.filter((message) => message.type === 'notification');
    expect(new Set(notifications.map((message) => message.id)).size).toBe(notifications.length);
    expect(notifications[0]).toMatchObject({ kind: expect.any(String) as unknown, content: expect.any(String) as unknown });
    expect(screen.queryAllByTestId('notification')).toEqual([]);
    await expect.poll(() => heard.filter((message) => message.type === 'analytics').map((message) => message.type === 'analytics' && message.name)).toContain('page_view');
    host.destroy();
  }, 60_000);
});
