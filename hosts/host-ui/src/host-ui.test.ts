import { afterEach, describe, expect, it } from 'vitest';
import { createHostUi } from './host-ui.ts';
import type { HostUi } from './host-ui.ts';
import { placementAt, renderPlacement } from './placements.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(token: string | null, installed: string[] = [], installedStatus = 200) {
  const refused: string[] = [];
  const elements = { badge: document.createElement('span'), toasts: document.createElement('div'), installed: document.createElement('div') };
  const requests: Array<{ url: string; auth: string | null }> = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push({ url, auth: new Headers(init?.headers).get('authorization') });
    if (url.includes('/installed')) return json(installed, installedStatus);
    return json([
      { id: 'a1', name: 'Chat Tagger' },
      { id: 'a2', name: 'Report Plus' },
    ]);
  }) as typeof fetch;
  const ui = createHostUi(elements, {
    platformOrigin: 'http://platform.test',
    product: 'livechat',
    credentials: () => (token ? { token } : null),
    fetch: fakeFetch,
    toastMs: 50,
    onRefused: () => refused.push('refused'),
  });
  return { ui, elements, requests, refused };
}

let current: HostUi | undefined;
afterEach(() => current?.destroy());

describe('the host cart badge follows cart events', () => {
  it('shows the count from cart_updated and marketplace_cart_update, and clears on cart_purchased', () => {
    const { ui, elements } = setup('t');
    current = ui;
    expect(elements.badge.hidden).toBe(true);
    ui.handle({ type: 'cart_updated', cartId: 'c', itemsCount: 2 });
    expect(elements.badge.textContent).toBe('2 items');
    expect(elements.badge.hidden).toBe(false);
    ui.handle({ type: 'marketplace_cart_update', cartId: 'c', itemsCount: 1 });
    expect(elements.badge.textContent).toBe('1 item');
    ui.handle({ type: 'cart_purchased', cartId: 'c' });
    expect(elements.badge.hidden).toBe(true);
  });
});

describe('one notice per action: the marketplace says it, the host draws it', () => {
  it("shows the marketplace's notices it is handed, then lets them go; billing and purchase moments raise none", async () => {
    const { ui, elements } = setup('t');
    current = ui;
    ui.handle({ type: 'billing', event: 'register_transaction_pending', chargeId: 'c1' });
    ui.handle({ type: 'billing', event: 'accepted', chargeId: 'c1' });
    ui.handle({ type: 'billing', event: 'success', chargeId: 'c1' });
    ui.handle({ type: 'app_purchased', appId: 'a1' });
    expect(elements.toasts.children).toHaveLength(0);
    ui.handle({ type: 'notification', id: 'n1', kind: 'success', content: 'Application installed successfully!' });
    expect(elements.toasts.getAttribute('role')).toBe('status');
    expect([...elements.toasts.children].map((c) => c.textContent)).toEqual(['Application installed successfully!']);
    await expect.poll(() => elements.toasts.children.length).toBe(0);
  });
});

describe('the installed list is read again when an app is installed or removed', () => {
  it('reads the installed ids with the host token and shows the apps by name', async () => {
    const { ui, elements, requests } = setup('dal:tok', ['a2']);
    current = ui;
    ui.handle({ type: 'app_installed', appId: 'a2' });
    await expect.poll(() => elements.installed.textContent).toBe('Report Plus');
    expect(requests.find((r) => r.url.includes('/installed'))).toEqual({ url: 'http://platform.test/v2/applications/installed?product=livechat', auth: 'Bearer dal:tok' });
    expect(ui.installedNames()).toEqual(['Report Plus']);
  });

  it("reads the catalogue's names once, and again only for an app new to them", async () => {
    const installed = ['a1'];
    const { ui, elements, requests } = setup('dal:tok', installed);
    current = ui;
    const namesRead = () => requests.filter((request) => request.url.endsWith('/v2/applications/published')).length;
    await ui.refreshInstalled();
    installed.push('a2');
    ui.handle({ type: 'app_installed', appId: 'a2' });
    await expect.poll(() => elements.installed.textContent).toBe('Chat TaggerReport Plus');
    expect(namesRead()).toBe(1);
    installed.push('a3');
    await ui.refreshInstalled();
    expect(namesRead()).toBe(2);
    expect(ui.installedNames()).toEqual(['Chat Tagger', 'Report Plus', 'a3']);
  });

  it('asks a signed-out agent to sign in, without calling the platform', async () => {
    const { ui, elements, requests } = setup(null);
    current = ui;
    await ui.refreshInstalled();
    expect(elements.installed.textContent).toBe('Sign in to see your apps.');
    expect(requests).toEqual([]);
  });

  it('tells the host when the platform refuses its token (401), so the host forgets it', async () => {
    const { ui, elements, refused } = setup('dal:stale', [], 401);
    current = ui;
    await ui.refreshInstalled();
    expect(refused).toEqual(['refused']);
    expect(ui.installedNames()).toEqual([]);
    expect(elements.installed.textContent).not.toContain('unavailable');
  });

  it('answers credentials with the host user', () => {
    const { ui, refused } = setup('dal:tok');
    current = ui;
    expect(ui.handle({ type: 'credentials' })).toEqual({ token: 'dal:tok' });
    expect(refused).toEqual([]);
  });

  it('forgets a token the marketplace reports refused before answering', () => {
    let token: string | null = 'dal:stale';
    const elements = { badge: document.createElement('span'), toasts: document.createElement('div'), installed: document.createElement('div') };
    const ui = createHostUi(elements, {
      platformOrigin: 'http://platform.test',
      product: 'livechat',
      credentials: () => (token ? { token } : null),
      onRefused: () => (token = null),
      fetch: async () => json([]),
    });
    current = ui;
    expect(ui.handle({ type: 'credentials', refused: true })).toBeNull();
    expect(token).toBeNull();
  });
});

describe('placements are the host screens apps extend', () => {
  it('maps /chats and /reports and lists the installed apps there', () => {
    expect([placementAt('/chats'), placementAt('/reports/'), placementAt('/customers')]).toEqual(['chats', 'reports', null]);
    const element = document.createElement('section');
    renderPlacement(element, 'chats', ['Chat Tagger']);
    expect(element.querySelector('h1')?.textContent).toBe('Chats');
    expect(element.querySelector('li')?.textContent).toBe('Chat Tagger');
  });
});

describe('the badge’s first count (the marketplace reports the cart when it changes, never at load)', () => {
  const withCart = (answer: () => Promise<Response>) => {
    const elements = { badge: document.createElement('span'), toasts: document.createElement('div'), installed: document.createElement('div') };
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.includes('/products-carts/recent')) return answer();
      return json([]);
    }) as typeof fetch;
    const ui = createHostUi(elements, { platformOrigin: 'http://platform.test', product: 'livechat', credentials: () => ({ token: 't' }), fetch: fakeFetch });
    return { ui, elements };
  };

  it('is read from the platform with the installed apps', async () => {
    const { ui, elements } = withCart(async () => json({ id: 'c', products: [{}, {}, {}] }));
    current = ui;
    await ui.refreshInstalled();
    await expect.poll(() => elements.badge.textContent).toBe('3 items');
  });

  it('gives way to a cart event heard while it was read', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { ui, elements } = withCart(() => new Promise<Response>((resolve) => (answer = resolve)));
    current = ui;
    await ui.refreshInstalled();
    ui.handle({ type: 'cart_updated', cartId: 'c', itemsCount: 1 });
    answer(json({ id: 'c', products: [{}, {}, {}] }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(elements.badge.textContent).toBe('1 item');
  });
});
