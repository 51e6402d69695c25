/**
 * What the start-up hash may carry (spec 2 and 4): an access token from the accounts service, or
 * the ghost-login flag; the login state check; and whether a hash is a place to scroll to.
 */
import { REGIONS } from './constants.ts';

/** The hash flag that marks support staff browsing as a user. */
export const GHOST_LOGIN_FLAG = 'frenzied';

export type AuthHash = { accessToken: string | null; expiresIn: number | null; state: string | null; ghostLogin: boolean };

function hashParams(hash: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of hash.replace(/^#/, '').split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    let value = eq === -1 ? '' : pair.slice(eq + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Keep the raw value: a token is opaque anyway.
    }
    params.set(key, value);
  }
  return params;
}

export function parseAuthHash(hash: string): AuthHash {
  const params = hashParams(hash);
  const expiresIn = Number.parseInt(params.get('expires_in') ?? '', 10);
  return {
    accessToken: params.get('access_token') || null,
    expiresIn: Number.isFinite(expiresIn) ? expiresIn : null,
    state: params.get('state') || null,
    ghostLogin: params.has(GHOST_LOGIN_FLAG),
  };
}

/** Navigation scrolls to the element of a hash, except for hashes carrying an access token. */
export function shouldScrollToHash(hash: string): boolean {
  const id = hash.replace(/^#/, '');
  return id !== '' && !hashParams(hash).has('access_token');
}

/** A returned login state is accepted only if it matches the stored one. */
export function isLoginStateValid(returned: string | null | undefined, stored: string | null | undefined): boolean {
  return Boolean(returned) && returned === stored;
}

export type Region = (typeof REGIONS)[number];

/** The X-Region of a product API call: the token's prefix ('dal:…') when it is a known region. */
export function regionOfToken(token: string | null | undefined): Region | null {
  const prefix = token?.split(':', 1)[0] ?? '';
  return REGIONS.find((region) => region === prefix) ?? null;
}
