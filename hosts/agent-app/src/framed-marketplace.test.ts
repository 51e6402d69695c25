/**
 * The framed marketplace's life (happy-dom, with the bridge's connection replaced: its origin and
 * shape checks are the bridge's own tests): the frame starts on the host's address, each load of
 * the frame connects anew, dropped messages are counted on the frame, the frame's moves reach the
 * address bar, and a connection that fails shows the unavailable message with Retry.
 */
import type { HostEnd } from '@marketplace/bridge/ends';
import type { HostEvent, MarketplaceMessage } from '@marketplace/bridge/protocol';
import { REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { framedQueryFlag, framedWindowName } from '@marketplace/shared/federation';
import { mountFramedMarketplace, type ConnectFrame, type ShownMarketplace } from './framed-marketplace.ts';

interface Connection {
  frame: HTMLIFrameElement;
  onDropped: () => void;
  handler: ((message: MarketplaceMessage) => unknown) | null;
  sent: HostEvent[];
  destroyed: boolean;
  fail: () => void;
}

let connections: Connection[];
let received: MarketplaceMessage[];
let container: HTMLElement;
let shown: ShownMarketplace;

const connect: ConnectFrame = (frame, onDropped) => {
  let fail = () => undefined as void;
  const connected = new Promise<void>((_, reject) => {
    fail = () => reject(new Error('The marketplace did not answer in time'));
  });
  const connection: Connection = { frame, onDropped, handler: null, sent: [], destroyed: false, fail };
  connections.push(connection);
  const end: HostEnd = {
    send: async (event) => {
      connection.sent.push(event);
    },
    onMarketplaceMessage: (handler) => {
      connection.handler = handler;
      return () => undefined;
    },
    destroy: () => {
      connection.destroyed = true;
    },
  };
  return { end, connected };
};

const frame = () => container.querySelector('iframe') as HTMLIFrameElement;
const load = () => frame().dispatchEvent(new Event('load'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(path: string) {
  window.history.replaceState(null, '', path);
  shown = mountFramedMarketplace(container, { platformOrigin: 'http://platform.test', onMessage: (message) => void received.push(message), connect });
}

beforeEach(() => {
  connections = [];
  received = [];
  // Outside the document: happy-dom loads no frame page, the test plays the frame's loads.
  container = document.createElement('main');
});
afterEach(() => {
  shown.remove();
});

describe('the frame starts on the host’s address (spec 2 path mapping)', () => {
  it('the public shell’s page for it, in framed mode, named for the marketplace', () => {
    mount('/apps/marketplace/apps/some-app/?sortBy=name');
    const src = new URL(frame().src);
    expect(`${src.origin}${src.pathname}`).toBe('http://platform.test/marketplace/apps/some-app/');
    expect(src.searchParams.get('sortBy')).toBe('name');
    expect(src.searchParams.get(framedQueryFlag)).toBe('1');
    expect(frame().title).toBe('Marketplace');
    expect(frame().name).toBe(framedWindowName);
  });
});

describe('the bridge connects to the page the frame shows', () => {
  it('once it has loaded, and anew when it loads again (its own reload), dropping the old connection', async () => {
    mount('/apps/marketplace/apps/');
    expect(connections).toHaveLength(0);
    load();
    expect(connections).toHaveLength(1);
    load();
    expect(connections).toHaveLength(2);
    expect(connections[0]?.destroyed).toBe(true);
    await shown.send({ type: 'refresh_installed_apps' });
    expect(connections[0]?.sent).toEqual([]);
    expect(connections[1]?.sent).toEqual([{ type: 'refresh_installed_apps' }]);
  });

  it('taken away, the marketplace’s connection ends', () => {
    mount('/apps/marketplace/apps/');
    load();
    shown.remove();
    expect(connections[0]?.destroyed).toBe(true);
  });
});

describe('the frame’s messages', () => {
  it('a screen it shows becomes the host’s address and title; every message reaches the host', () => {
    mount('/apps/marketplace/apps/');
    load();
    const message = { type: 'route_change', pathname: '/apps/marketplace/cart/', search: '', title: 'Cart' } as const;
    connections[0]?.handler?.(message);
    expect(window.location.pathname).toBe('/apps/marketplace/cart/');
    expect(document.title).toBe('Cart');
    expect(received).toEqual([message]);
  });

  it('dropped ones (sender, origin, shape) are counted on the frame', () => {
    mount('/apps/marketplace/apps/');
    load();
    const before = Number(frame().dataset['droppedMessages'] ?? 0);
    connections[0]?.onDropped();
    connections[0]?.onDropped();
    expect(Number(frame().dataset['droppedMessages'])).toBe(before + 2);
  });
});

describe('a marketplace that does not answer', () => {
  it('shows the unavailable message; Retry loads the frame again, on the host’s address', async () => {
    mount('/apps/marketplace/apps/');
    load();
    connections[0]?.fail();
    await settle();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(REMOTE_UNAVAILABLE_MESSAGE);
    expect(frame()).toBeNull();
    window.history.replaceState(null, '', '/apps/marketplace/cart/');
    (alert?.querySelector('button') as HTMLButtonElement).click();
    expect(alert?.querySelector('button')?.textContent).toBe(RETRY_LABEL);
    expect(new URL(frame().src).pathname).toBe('/marketplace/cart/');
    load();
    expect(connections).toHaveLength(2);
  });

  it('a connection already dropped for a reload that fails later changes nothing', async () => {
    mount('/apps/marketplace/apps/');
    load();
    load();
    connections[0]?.fail();
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(frame()).not.toBeNull();
  });
});
