import { describe, expect, it } from 'vitest';
import { accountButtonLabel, hostLinkPath, pressAccountButton } from './host-chrome.ts';

function clickOn(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('host links move inside the page; modified clicks stay the browser’s', () => {
  const page = document.createElement('div');
  page.innerHTML = '<a data-host-link href="/reports?tab=apps"><span>Reports</span></a><a href="/elsewhere">Elsewhere</a>';
  const [hostLink, plainLink] = Array.from(page.querySelectorAll('a'));
  const inner = page.querySelector('span');

  it('a plain click on a host link, or on what it holds, gives its path and search', () => {
    expect(hostLinkPath(clickOn(hostLink!))).toBe('/reports?tab=apps');
    expect(hostLinkPath(clickOn(inner!))).toBe('/reports?tab=apps');
  });

  it.each([{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])('a click with %o is left to the browser', (init) => {
    expect(hostLinkPath(clickOn(hostLink!, init))).toBeNull();
  });

  it('a link that is not the host’s is left to the browser', () => {
    expect(hostLinkPath(clickOn(plainLink!))).toBeNull();
  });
});

describe('the account button signs in when signed out and out when signed in', () => {
  const session = (token: string | null) => {
    const calls: string[] = [];
    return {
      calls,
      credentials: () => (token === null ? null : { token }),
      signInUrl: () => 'https://accounts.example/sign-in',
      signOut: async () => {
        calls.push('signOut');
      },
    };
  };

  it('signed out: "Sign in" leads to the accounts page', () => {
    const out = session(null);
    const visited: string[] = [];
    expect(accountButtonLabel(out)).toBe('Sign in');
    pressAccountButton(out, (url) => visited.push(url));
    expect(visited).toEqual(['https://accounts.example/sign-in']);
    expect(out.calls).toEqual([]);
  });

  it('signed in: "Sign out" signs out and leaves the page where it is', () => {
    const signedIn = session('t1');
    const visited: string[] = [];
    expect(accountButtonLabel(signedIn)).toBe('Sign out');
    pressAccountButton(signedIn, (url) => visited.push(url));
    expect(signedIn.calls).toEqual(['signOut']);
    expect(visited).toEqual([]);
  });
});
