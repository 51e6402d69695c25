/**
 * Signing in through the accounts page (spec 2 and 5): the marketplace sends the browser there
 * with a random state, and reads the token from the hash it comes back with, but only if the
 * state matches the one it stored. Where the token is kept then is domain/session-keeping's rule:
 * top-level pages hand it to the platform's HttpOnly cookie (a day, spec 9; a ghost login ends
 * with the browser session), framed ones keep it in memory.
 */
import { parseAuthHash, isLoginStateValid } from '@marketplace/domain/auth-hash';
import { callBases } from '@marketplace/domain/calls/bases';
import { MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';
import { queryString } from '@marketplace/domain/query-string';
import { hasSessionCookie } from '@marketplace/domain/session-keeping';
import { loginStateKey } from '@marketplace/shared/early-controls';

const LEGACY_TOKEN_COOKIE = 'marketplace_token';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The accounts page's address for a redirect sign-in that comes back to `returnTo`. A sign-in link
 * carries it without a state, which is given when the link is followed (shared/early-controls.ts).
 */
export function signInHref(platformOrigin: string, returnTo: string, state?: string): string {
  const query = queryString({ response_type: 'token', client_id: MARKETPLACE_CLIENT_ID, redirect_uri: returnTo, state });
  return `${platformOrigin}${callBases.accounts}/authorize${query}`;
}

/** Leaves for the accounts page; it comes back to this very page. */
export function startSignIn(platformOrigin: string): void {
  const state = crypto.randomUUID();
  session()?.setItem(loginStateKey, state);
  window.location.assign(signInHref(platformOrigin, window.location.href.split('#')[0] ?? window.location.href, state));
}

/** What the start-up hash holds: a token to sign in with, a ghost login that cannot be used, or nothing. */
export type HashSignIn = { kind: 'token'; token: string; ghostLogin: boolean } | { kind: 'ghost-login-failed' } | null;

/**
 * The token the accounts page sent back in the hash, if its state is ours. The hash is removed
 * either way, so a token never stays in the address bar or the history. A ghost login's address
 * without a usable token (none, or not ours) is a failed ghost login, which the user is told of.
 */
export function takeTokenFromHash(): HashSignIn {
  const parsed = parseAuthHash(window.location.hash);
  if (parsed.accessToken === null && !parsed.ghostLogin) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  const stored = session()?.getItem(loginStateKey) ?? null;
  session()?.removeItem(loginStateKey);
  if (parsed.accessToken !== null && isLoginStateValid(parsed.state, stored)) return { kind: 'token', token: parsed.accessToken, ghostLogin: parsed.ghostLogin };
  return parsed.ghostLogin ? { kind: 'ghost-login-failed' } : null;
}

/** Whether the platform holds a session cookie for this browser (its readable, secret-free companion says so). */
export function platformHoldsSession(): boolean {
  return hasSessionCookie(document.cookie);
}

/**
 * Earlier versions wrote the token into a cookie readable by every page of this host name; one
 * left behind is removed unread.
 */
export function forgetLegacyTokenCookie(): void {
  if (document.cookie.includes(`${LEGACY_TOKEN_COOKIE}=`)) document.cookie = `${LEGACY_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
