/**
 * Signing in through the accounts page (spec 2 and 5): the marketplace sends the browser there
 * with a random state, and reads the token from the hash it comes back with, but only if the
 * state matches the one it stored. The token is kept in a cookie for a day (spec 9), except a
 * ghost login, which ends with the page.
 */
import { parseAuthHash, isLoginStateValid } from '@marketplace/domain/auth-hash';
import { callBases } from '@marketplace/domain/calls/bases';
import { COOKIE_DAY_MS, MARKETPLACE_CLIENT_ID, TOKEN_COOKIE_DAYS } from '@marketplace/domain/constants';
import { queryString } from '@marketplace/domain/query-string';

const STATE_KEY = 'marketplace.loginState';
const TOKEN_COOKIE = 'marketplace_token';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Leaves for the accounts page; it comes back to this very page. */
export function startSignIn(platformOrigin: string): void {
  const state = crypto.randomUUID();
  session()?.setItem(STATE_KEY, state);
  const returnTo = window.location.href.split('#')[0] ?? window.location.href;
  const query = queryString({ response_type: 'token', client_id: MARKETPLACE_CLIENT_ID, redirect_uri: returnTo, state });
  window.location.assign(`${platformOrigin}${callBases.accounts}/authorize${query}`);
}

/**
 * The token the accounts page sent back in the hash, if its state is ours. The hash is removed
 * either way, so a token never stays in the address bar or the history.
 */
export function takeTokenFromHash(): { token: string; ghostLogin: boolean } | null {
  const parsed = parseAuthHash(window.location.hash);
  if (parsed.accessToken === null) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  const stored = session()?.getItem(STATE_KEY) ?? null;
  session()?.removeItem(STATE_KEY);
  return isLoginStateValid(parsed.state, stored) ? { token: parsed.accessToken, ghostLogin: parsed.ghostLogin } : null;
}

export function rememberToken(token: string): void {
  const maxAge = (TOKEN_COOKIE_DAYS * COOKIE_DAY_MS) / 1000;
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function rememberedToken(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) : '';
  // An emptied cookie some engines keep until the next read counts as none.
  return value === '' ? null : value;
}

export function forgetToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
