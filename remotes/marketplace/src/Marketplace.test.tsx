/**
 * The whole chain in one render: the real platform (in-process, fresh seeded database) → api
 * client → store → screens, inside `./Marketplace` and `./mount`, talking to a host over the
 * in-process bridge.
 */
import { createInProcessBridge } from '@marketplace/bridge/in-process';
import type { AnalyticsEvent, MarketplaceMessage } from '@marketplace/bridge/protocol';
import { startTestPlatform, type TestPlatform } from '@marketplace/api/testing/platform';
import type { App } from '@marketplace/domain/entities/app';
import { listApps } from '@marketplace/domain/listing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Marketplace from './Marketplace.tsx';
import { mount } from './mount.tsx';
import { pageDataElementId } from '@marketplace/shared/contract';

let platform: TestPlatform;
let published: Array<{ name: string; slug: string; product?: string | null; hidden?: boolean }>;

beforeAll(async () => {
  platform = await startTestPlatform('pglite', { allowedOrigins: [window.location.origin] });
  published = (await (await fetch(`${platform.origin}/v2/applications/published`)).json()) as typeof published;
});
afterAll(async () => {
  await platform.close();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('./Marketplace renders the published apps through the store', () => {
  it('lists seeded app names with their icons on All apps', async () => {
    window.history.replaceState(null, '', '/apps/');
    render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="inline" />);
    const list = await screen.findByRole('list', { name: 'All apps' }, { timeout: 10_000 });
    // The listing draws its first rows only: the app it shows first is the domain's first.
    const first = listApps(published as unknown as App[], {}, { product: 'livechat', kind: 'apps' })[0];
    expect(first).toBeDefined();
    expect(within(list).getAllByTestId('app-card')[0]?.textContent).toContain(first?.name ?? '');
    expect(list.querySelectorAll('img').length).toBeGreaterThan(3);
  });
});

describe('a page rendered for a kept session', () => {
  it('stops signing in when a failed ghost login comes back and no session is left to sign in with', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = pageDataElementId;
    data.textContent = JSON.stringify({ sessionKept: true });
    document.body.append(data);
    window.history.replaceState(null, '', '/my-apps/#frenzied=1');
    try {
      render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="inline" />);
      expect(await screen.findByText('Ghost login failed! Please contact support.', undefined, { timeout: 10_000 })).toBeTruthy();
      expect(await screen.findByText('Sign in to see the apps your organization has installed.', undefined, { timeout: 10_000 })).toBeTruthy();
    } finally {
      data.remove();
    }
  });
});

describe('the marketplace and its host over the in-process bridge', () => {
  it('reports loaded and one route_change per screen (its public path and title), and follows the host’s navigate', async () => {
    const bridge = createInProcessBridge();
    const seen: MarketplaceMessage[] = [];
    bridge.host.onMarketplaceMessage((message) => {
      seen.push(message);
      return undefined;
    });
    render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="inline" bridge={bridge.marketplace} />);
    await screen.findByRole('list', { name: 'Most popular' }, { timeout: 10_000 });
    // Drawn, and the host bridge's code (loaded after hydration) says so.
    await expect.poll(() => seen.filter((m) => m.type === 'loaded').length).toBe(1);
    const routes = () => seen.filter((message) => message.type === 'route_change');
    await expect.poll(routes).toEqual([{ type: 'route_change', pathname: '/marketplace/', search: '', title: expect.stringContaining('Integrations') as unknown }]);

    const target = published[1];
    await act(() => bridge.host.send({ type: 'navigate', pathname: `/apps/${target?.slug ?? ''}/` }));
    expect(await screen.findByRole('heading', { level: 1, name: target?.name ?? '' }, { timeout: 10_000 })).toBeTruthy();
    await expect.poll(() => routes().length).toBe(2);
    expect(routes()[1]).toEqual({
      type: 'route_change',
      pathname: `/marketplace/apps/${target?.slug ?? ''}/`,
      search: '',
      title: expect.stringContaining(target?.name ?? '') as unknown,
    });
  });

  it('maps routes under /apps/marketplace when framed in the agent app', async () => {
    const bridge = createInProcessBridge();
    const seen: MarketplaceMessage[] = [];
    bridge.host.onMarketplaceMessage((message) => {
      seen.push(message);
      return undefined;
    });
    await bridge.host.send({ type: 'route', pathname: '/apps/marketplace/apps/' });
    // The agent app sends its route before the marketplace renders; the marketplace follows it.
    render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="framed" bridge={bridge.marketplace} />);
    await screen.findByRole('list', { name: 'All apps' }, { timeout: 10_000 });
    const routes = () => seen.filter((message) => message.type === 'route_change');
    await expect.poll(() => routes().at(-1)).toMatchObject({ pathname: '/apps/marketplace/apps/', search: '' });
    // One per screen: never the same screen twice in a row.
    expect(routes().filter((route, index) => index > 0 && JSON.stringify(route) === JSON.stringify(routes()[index - 1]))).toEqual([]);
  });
});

describe('the moments of spec 7 the screens report: breadcrumbs, page views, preloads, mail links', () => {
  it('each screen tells the host its breadcrumbs and a page view (on the analytics channel), links about to be followed are preloaded, and a mail link goes to the host (a frame opens no mail client)', async () => {
    const bridge = createInProcessBridge();
    const seen: MarketplaceMessage[] = [];
    bridge.host.onMarketplaceMessage((message) => {
      seen.push(message);
      return undefined;
    });
    const tracked: AnalyticsEvent[] = [];
    bridge.host.onAnalytics((event) => void tracked.push(event));
    render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="framed" bridge={bridge.marketplace} />);
    await expect.poll(() => seen.some((message) => message.type === 'loaded'), { timeout: 10_000 }).toBe(true);
    const target = published.find((app) => !app.hidden && (app.product ?? 'livechat') === 'livechat') as (typeof published)[number];
    await act(() => bridge.host.send({ type: 'navigate', pathname: `/apps/${target.slug}/` }));
    await screen.findByRole('heading', { level: 1, name: target.name }, { timeout: 10_000 });
    const here = `/apps/marketplace/apps/${target.slug}/`;
    await expect.poll(() => tracked, { timeout: 10_000 }).toContainEqual({ name: 'page_view', properties: { pathname: here, search: '' } });
    expect(seen.filter((message) => message.type === 'analytics')).toEqual([]);
    await expect
      .poll(() => seen.filter((message) => message.type === 'breadcrumbs').at(-1), { timeout: 10_000 })
      .toMatchObject({ items: [{ label: 'Marketplace', pathname: '/apps/marketplace/' }, { pathname: here }] });

    // A link about to be followed (pointer over it, or focus) is announced so the host may preload it.
    const inside = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('/apps/')) as HTMLAnchorElement;
    fireEvent.focusIn(inside);
    await expect.poll(() => seen, { timeout: 10_000 }).toContainEqual({ type: 'preload', pathname: `/apps/marketplace${new URL(inside.href).pathname}` });

    const mail = document.createElement('a');
    mail.href = 'mailto:help@example.com?subject=Question';
    mail.textContent = 'Mail the developer';
    document.body.append(mail);
    try {
      // fireEvent answers false when a listener prevented the default (the mail client opening).
      expect(fireEvent.click(mail)).toBe(false);
      await expect.poll(() => seen, { timeout: 10_000 }).toContainEqual({ type: 'mailto', address: 'help@example.com', subject: 'Question' });
    } finally {
      mail.remove();
    }
  });
});

describe("the text product's variant, public and framed", () => {
  const textApps = async () => {
    const apps = (await (await fetch(`${platform.origin}/v2/applications/published`)).json()) as App[];
    return listApps(apps, {}, { product: 'text', kind: 'apps' }).map((app) => app.name);
  };
  const shownNames = (list: HTMLElement) =>
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('restricts the default listing to text-product apps and titles its pages for that product', async () => {
    const expected = await textApps();
    expect(expected.length).toBeGreaterThan(2);
    window.history.replaceState(null, '', '/apps/');
    render(<Marketplace product="text" platformOrigin={platform.origin} basename="/" embedding="inline" />);
    const list = await screen.findByRole('list', { name: 'All apps' }, { timeout: 10_000 });
    expect([...shownNames(list)].sort()).toEqual([...expected].sort());
    // The title follows the screen's commit (an effect), not its markup.
    await waitFor(() => expect(document.title).toBe('All apps | Text Integrations'));
  });

  it('framed, reports the same titles to its host', async () => {
    const bridge = createInProcessBridge();
    const seen: MarketplaceMessage[] = [];
    bridge.host.onMarketplaceMessage((message) => {
      seen.push(message);
      return undefined;
    });
    await bridge.host.send({ type: 'route', pathname: '/apps/marketplace/apps/' });
    render(<Marketplace product="text" platformOrigin={platform.origin} basename="/" embedding="framed" bridge={bridge.marketplace} />);
    const list = await screen.findByRole('list', { name: 'All apps' }, { timeout: 10_000 });
    expect([...shownNames(list)].sort()).toEqual([...(await textApps())].sort());
    expect(seen).toContainEqual({ type: 'route_change', pathname: '/apps/marketplace/apps/', search: '', title: 'All apps | Text Integrations' });
  });
});

describe('./mount, for hosts that are not React', () => {
  it('renders into an element and removes itself on unmount', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { product: 'helpdesk', platformOrigin: platform.origin, basename: '/', embedding: 'inline' });
    });
    await within(element).findByRole('list', { name: 'Most popular' }, { timeout: 10_000 });
    act(() => unmount());
    expect(element.childElementCount).toBe(0);
    element.remove();
  });
});
