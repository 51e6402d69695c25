/**
 * The agent app's chrome on index.html's own markup (happy-dom): the section the address shows,
 * moves inside the page, the frame told where to be after the host's moves only, the signed-in
 * agent's button and what a sign-in, sign-out or refused token does to the frame, the placements,
 * and the failure message when the chrome fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostSessionChange } from '@marketplace/bridge/host-session';
import type { Credentials } from '@marketplace/host-sdk/framed';
import { createHostUi, type HostUi } from '@marketplace/host-ui/host-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAgentApp, type AgentAppOptions } from './agent-app.ts';
import type { ShownMarketplace } from './framed-marketplace.ts';
import { followMarketplace } from './host-location.ts';

const markup = /<div id="root">[\s\S]*?<\/div>\s*(?=<script)/.exec(readFileSync(join(import.meta.dirname, '../index.html'), 'utf8'))?.[0] ?? '';

function fakeSession(signedIn: boolean) {
  let credentials: Credentials = signedIn ? { token: 'agent-token' } : null;
  const listeners = new Set<(change: HostSessionChange) => void>();
  const change = (next: HostSessionChange) => {
    credentials = next === 'signed-in' ? { token: 'agent-token' } : null;
    listeners.forEach((listener) => listener(next));
  };
  return {
    credentials: () => credentials,
    signInUrl: () => 'http://platform.test/accounts/sign-in',
    signOut: vi.fn(async () => change('signed-out')),
    onChange: (listener: (change: HostSessionChange) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change,
  };
}

/** The platform's answers for the installed list: one installed app. */
const platformFetch = (async (input: string) => Response.json(input.includes('/installed') ? ['app-1'] : [{ id: 'app-1', name: 'Chat Helper' }])) as typeof fetch;

interface Shown {
  container: HTMLElement;
  ui: Pick<HostUi, 'listeners' | 'credentials'>;
  /** What the chrome told it: where to be, and to read the installed apps again. */
  sent: string[];
  removed: boolean;
}

let shown: Shown[];
let session: ReturnType<typeof fakeSession>;
let stop: () => void;
let reported: unknown[];

function start(path: string, overrides: Partial<AgentAppOptions> = {}, signedIn = true) {
  window.history.replaceState(null, '', path);
  session = fakeSession(signedIn);
  stop = startAgentApp(root(), {
    session,
    createUi: (elements) => createHostUi(elements, { platformOrigin: 'http://platform.test', product: 'livechat', credentials: () => session.credentials(), fetch: platformFetch }),
    showMarketplace: (container, ui) => {
      const entry: Shown = { container, ui, sent: [], removed: false };
      shown.push(entry);
      container.replaceChildren(document.createElement('div'));
      const marketplace: ShownMarketplace = {
        follow: async (hostPath) => {
          entry.sent.push(`follow ${hostPath}`);
        },
        refreshInstalled: async () => {
          entry.sent.push('refresh_installed_apps');
        },
        remove: () => {
          entry.removed = true;
        },
      };
      return marketplace;
    },
    ...overrides,
  });
}

const root = () => document.getElementById('root') as HTMLElement;
const rail = (name: string) =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Agent app"] a')).find((link) => link.textContent === name) as HTMLAnchorElement;
const current = () => Array.from(document.querySelectorAll('nav a[aria-current="page"]'), (link) => link.textContent);
const account = () => document.getElementById('account') as HTMLButtonElement;
const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  document.body.innerHTML = markup;
  shown = [];
  reported = [];
  vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('the chrome shows the section of the address', () => {
  it('the marketplace under /apps/marketplace/: Apps is current, the skip link leads to the marketplace', () => {
    start('/apps/marketplace/apps/');
    expect(document.querySelector('[data-host="agent-app"]')).not.toBeNull();
    expect(document.querySelector('header')?.textContent).toContain('LiveChat — Agent App');
    expect(current()).toEqual(['Apps']);
    expect(document.getElementById('skip')?.textContent).toBe('Skip to the marketplace');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.container.id).toBe('content');
  });

  it('a screen of its own: its rail link is current, the skip link leads to the content', () => {
    start('/customers');
    expect(current()).toEqual(['Customers']);
    expect(document.getElementById('skip')?.textContent).toBe('Skip to content');
    expect(document.getElementById('content')?.textContent).toBe('Open Apps to browse the marketplace.');
    expect(shown).toHaveLength(0);
  });

  it('each screen has its own title: Chats is "Chats", the marketplace "Apps", an installed app its name', () => {
    start('/chats');
    expect(document.title).toBe('Chats | LiveChat Agent App');
    stop();
    start('/apps/marketplace/');
    expect(document.title).toBe('Apps | LiveChat Agent App');
    stop();
    const opened: string[] = [];
    start('/app/chat-tagger', {
      showApp: (section, slug, onTitle) => {
        opened.push(slug);
        section.textContent = slug;
        onTitle('Chat Tagger');
      },
    });
    expect(opened).toEqual(['chat-tagger']);
    expect(document.getElementById('content')?.textContent).toBe('chat-tagger');
    expect(document.title).toBe('Chat Tagger | LiveChat Agent App');
  });

  it('narrow, the installed apps open and close from their one-line button', () => {
    start('/chats');
    const toggle = document.getElementById('side-toggle') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('side')?.hasAttribute('data-open')).toBe(true);
    click(toggle);
    expect(document.getElementById('side')?.hasAttribute('data-open')).toBe(false);
  });
});

describe('the host’s links move inside the page', () => {
  it('a plain click: one history entry, no reload, the new section shown and the marketplace taken away', () => {
    start('/apps/marketplace/apps/');
    const entries = window.history.length;
    const event = click(rail('Reports'));
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/reports');
    expect(window.history.length).toBe(entries + 1);
    expect(current()).toEqual(['Reports']);
    expect(document.querySelector('#content h1')?.textContent).toBe('Reports');
    expect(shown[0]?.removed).toBe(true);
  });

  it('a modified or middle click keeps the browser’s behaviour (a new tab or window)', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      start('/chats');
      expect(click(rail('Reports'), init).defaultPrevented).toBe(false);
      stop();
    }
  });

  it('the cart link while the marketplace is shown: the frame is told where to be, not loaded again', () => {
    start('/apps/marketplace/apps/');
    click(document.querySelector('header a') as Element);
    expect(window.location.pathname).toBe('/apps/marketplace/cart/');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.sent).toEqual(['follow /apps/marketplace/cart/']);
  });

  it('Apps from another screen shows the marketplace on the host’s address', () => {
    start('/chats');
    click(rail('Apps'));
    expect(window.location.pathname).toBe('/apps/marketplace/');
    expect(shown).toHaveLength(1);
    expect(current()).toEqual(['Apps']);
  });
});

describe('the host owns the address bar', () => {
  it('Back or Forward inside the marketplace tells the frame where to be', () => {
    start('/apps/marketplace/apps/?sortBy=name');
    window.history.replaceState(null, '', '/apps/marketplace/apps/some-app/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.sent).toEqual(['follow /apps/marketplace/apps/some-app/']);
  });

  it('a screen the frame showed is recorded and the chrome follows, without a route back to the frame', () => {
    start('/apps/marketplace/apps/');
    followMarketplace('/apps/marketplace/cart/');
    expect(window.location.pathname).toBe('/apps/marketplace/cart/');
    expect(current()).toEqual(['Apps']);
    expect(shown[0]?.sent).toEqual([]);
  });

  it('Back out of the marketplace takes the frame away', () => {
    start('/apps/marketplace/apps/');
    window.history.replaceState(null, '', '/chats');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(shown[0]?.removed).toBe(true);
    expect(document.querySelector('#content h1')?.textContent).toBe('Chats');
  });
});

describe('the signed-in agent', () => {
  it('Sign in leads to the accounts page; Sign out signs the agent out', () => {
    const assign = vi.fn();
    start('/chats', { assign }, false);
    expect(account().textContent).toBe('Sign in');
    click(account());
    expect(assign).toHaveBeenCalledWith('http://platform.test/accounts/sign-in');
    session.change('signed-in');
    expect(account().textContent).toBe('Sign out');
    click(account());
    expect(session.signOut).toHaveBeenCalledOnce();
    expect(account().textContent).toBe('Sign in');
  });

  it('a sign-in or sign-out loads the marketplace anew (it asks for credentials again)', () => {
    start('/apps/marketplace/apps/', {}, false);
    session.change('signed-in');
    expect(shown).toHaveLength(2);
    expect(shown[0]?.removed).toBe(true);
    session.change('signed-out');
    expect(shown).toHaveLength(3);
  });

  it('a refused token keeps the marketplace (it signed itself out) and has it read the installed apps again', () => {
    start('/apps/marketplace/apps/');
    session.change('refused');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.removed).toBe(false);
    expect(shown[0]?.sent).toEqual(['refresh_installed_apps']);
    expect(account().textContent).toBe('Sign in');
  });
});

describe('the marketplace’s messages reach the shared host UI', () => {
  it('the cart badge and the installed list', async () => {
    start('/apps/marketplace/apps/');
    shown[0]?.ui.listeners.cart_updated?.({ type: 'cart_updated', cartId: 'cart-1', itemsCount: 2 });
    expect(document.getElementById('cart-badge')?.textContent).toBe('2 items');
    await vi.waitFor(() => expect(document.getElementById('installed-apps')?.textContent).toBe('Chat Helper'));
    expect(await shown[0]?.ui.credentials({ refused: false })).toEqual({ token: 'agent-token' });
  });
});

describe('apps are placed in the chats and reports screens', () => {
  it('the installed apps, once read', async () => {
    start('/chats');
    expect(document.querySelector('#content section')?.getAttribute('aria-label')).toBe('chats');
    await vi.waitFor(() => expect(document.querySelector('#content li')?.textContent).toBe('Chat Helper'));
  });
});

describe('a failing chrome leaves a page with a way back', () => {
  const failure = 'Something went wrong in the agent app. Back to the start';

  it('on start', () => {
    start('/chats', {
      createUi: () => {
        throw new Error('broken');
      },
    });
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(failure);
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(reported).toHaveLength(1);
  });

  it('on a later move', () => {
    start('/chats', {
      showMarketplace: () => {
        throw new Error('broken');
      },
    });
    click(rail('Apps'));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(failure);
    expect(document.querySelector('nav')).toBeNull();
  });
});
