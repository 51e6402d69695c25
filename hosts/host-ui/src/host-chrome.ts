/**
 * The hosts' chrome rules shared by the agent app and the help desk: their own links move inside
 * the page, and one account button signs in or out.
 */
import type { HostSession } from '@marketplace/bridge/host-session';

/**
 * The path (pathname and search) a click on a host link (`a[data-host-link]`) moves to inside the
 * page, or null when the browser keeps the click: not a host link, or a modified or non-primary
 * click (new tab, new window, download).
 */
export function hostLinkPath(event: MouseEvent): string | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-host-link]') : null;
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return `${link.pathname}${link.search}`;
}

type AccountSession = Pick<HostSession, 'credentials' | 'signInUrl' | 'signOut'>;

/** The account button's words: what pressing it does. */
export const accountButtonLabel = (session: AccountSession): string => (session.credentials() === null ? 'Sign in' : 'Sign out');

/** Pressing the account button: signed out, to the accounts page; signed in, out. */
export function pressAccountButton(session: AccountSession, assign: (url: string) => void = (url) => window.location.assign(url)): void {
  if (session.credentials() === null) assign(session.signInUrl());
  else void session.signOut();
}
