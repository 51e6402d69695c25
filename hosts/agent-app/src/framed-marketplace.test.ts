/**
 * The framed marketplace's life in the agent app (happy-dom, with the host SDK's framed entry
 * replaced: its connection, paths and address bar are the SDK's own tests): it is embedded under
 * the agent app's base path with the host's chrome, the screens it shows become the host's
 * address and title, the moves it asks for stay in the page, dropped messages are counted on the
 * frame, and a marketplace that does not answer shows the unavailable message with Retry.
 */
import { REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import type { EmbeddedMarketplace, FramedOptions, HostEvent } from '@marketplace/host-sdk/framed';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOST_NAVIGATE_EVENT } from './host-location.ts';
import { mountFramedMarketplace, type Embed, type ShownMarketplace } from './framed-marketplace.ts';

interface Embedded {
  options: FramedOptions;
  sent: HostEvent[];
  destroyed: boolean;
  fail: () => void;
}

let embedded: Embedded[];
let container: HTMLElement;
let shown: ShownMarketplace;

const embed: Embed = (options) => {
  let fail = () => undefined as void;
  const ready = new Promise<void>((_, reject) => {
    fail = () => reject(Object.assign(new Error('The marketplace did not answer in time'), { code: 'BRIDGE_CONNECTION_TIMEOUT' }));
  });
  const entry: Embedded = { options, sent: [], destroyed: false, fail };
  embedded.push(entry);
  const frame = document.createElement('iframe');
  options.container.replaceChildren(frame);
  const send = async (event: HostEvent) => void entry.sent.push(event);
  const marketplace: EmbeddedMarketplace = {
    ready,
    send,
    navigate: (path, navigation) => send({ type: 'navigate', pathname: path, ...(navigation?.replace ? { replace: true } : {}) }),
    on: () => () => undefined,
    destroy: () => {
      entry.destroyed = true;
      frame.remove();
    },
  };
  return marketplace;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let hostMoves = 0;
const countMove = () => void (hostMoves += 1);

function mount(path: string) {
  window.history.replaceState(null, '', path);
  shown = mountFramedMarketplace(container, { platformOrigin: 'http://platform.test', listeners: {}, credentials: () => null, embed });
}

beforeEach(() => {
  embedded = [];
  hostMoves = 0;
  container = document.createElement('main');
  window.addEventListener(HOST_NAVIGATE_EVENT, countMove);
});
afterEach(() => {
  shown.remove();
  window.removeEventListener(HOST_NAVIGATE_EVENT, countMove);
});

describe('the agent app embeds the framed marketplace through the host SDK', () => {
  it('under its base path, without the frame’s own chrome, keeping its address bar itself', () => {
    mount('/apps/marketplace/apps/some-app/');
    expect(embedded[0]?.options).toMatchObject({ marketplaceOrigin: 'http://platform.test', basePath: '/apps/marketplace', product: 'livechat', hostChrome: true, history: false });
    expect(container.querySelector('iframe')?.className).toBe('aa-frame');
  });

  it('a screen it shows becomes the host’s address and title', () => {
    mount('/apps/marketplace/apps/');
    embedded[0]?.options.listeners?.route?.({ path: '/cart/', search: '', title: 'Cart', hostPath: '/apps/marketplace/cart/' });
    expect(window.location.pathname).toBe('/apps/marketplace/cart/');
    expect(document.title).toBe('Cart');
    expect(hostMoves).toBe(0);
  });

  it('the moves it asks for stay in the page: its own screens are answered, the host’s pages shown', () => {
    mount('/apps/marketplace/apps/');
    const request = (destination: 'marketplace' | 'app', url: string) => embedded[0]?.options.onNavigate?.({ destination, url, follow: () => undefined });
    expect(request('marketplace', `${window.location.origin}/apps/marketplace/`)).toBe(false);
    expect(window.location.pathname).toBe('/apps/marketplace/');
    expect(request('app', `${window.location.origin}/app/some-app`)).toBe(false);
    expect(window.location.pathname).toBe('/app/some-app');
    expect(hostMoves).toBe(2);
    expect(request('app', 'https://elsewhere.example/app/some-app')).toBe(true);
  });

  it('the host’s own moves tell it where to be, in the path model', async () => {
    mount('/apps/marketplace/apps/');
    await shown.follow('/apps/marketplace/cart/?coupon=1');
    await shown.refreshInstalled();
    expect(embedded[0]?.sent).toEqual([{ type: 'navigate', pathname: '/cart/?coupon=1', replace: true }, { type: 'refresh_installed_apps' }]);
  });

  it('dropped messages (sender, origin, shape) are counted on the frame', () => {
    mount('/apps/marketplace/apps/');
    const frame = () => container.querySelector('iframe') as HTMLIFrameElement;
    const before = Number(frame().dataset['droppedMessages'] ?? 0);
    embedded[0]?.options.onDropped?.();
    embedded[0]?.options.onDropped?.();
    expect(Number(frame().dataset['droppedMessages'])).toBe(before + 2);
  });

  it('taken away, the marketplace is destroyed', () => {
    mount('/apps/marketplace/apps/');
    shown.remove();
    expect(embedded[0]?.destroyed).toBe(true);
  });
});

describe('a marketplace that does not answer', () => {
  it('shows the unavailable message; Retry embeds it again', async () => {
    mount('/apps/marketplace/apps/');
    embedded[0]?.fail();
    await settle();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(REMOTE_UNAVAILABLE_MESSAGE);
    expect(container.querySelector('iframe')).toBeNull();
    expect(alert?.querySelector('button')?.textContent).toBe(RETRY_LABEL);
    (alert?.querySelector('button') as HTMLButtonElement).click();
    expect(embedded).toHaveLength(2);
    expect(container.querySelector('iframe')).not.toBeNull();
  });

  it('one taken away that fails later changes nothing', async () => {
    mount('/apps/marketplace/apps/');
    shown.remove();
    embedded[0]?.fail();
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
