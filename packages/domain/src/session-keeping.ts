/**
 * Where the signed-in user's token lives. On a top-level page (the public site, the
 * help desk) the platform keeps it in an HttpOnly, host-only, SameSite=Strict cookie: no page
 * script (ours under an XSS, or another origin's) can read it, and the browser sends it only to the
 * platform's own origins, with the session header that a foreign page cannot add. A framed
 * marketplace runs under another site, where a SameSite=Strict cookie is never sent, so it keeps
 * the token its host hands over in memory only, for the life of the page. Nowhere else: never in
 * storage, never in an address after start-up.
 */
export type SessionKeeping = 'cookie' | 'memory';

/** The HttpOnly cookie with the token (set and read by the platform only). */
export const SESSION_COOKIE = '__Host-marketplace_session';
/** Its readable companion: no secret, only 'a session cookie exists', so visitors cost no request. */
export const SIGNED_IN_COOKIE = '__Host-marketplace_signed_in';
/** The header without which the platform ignores the session cookie. */
export const SESSION_HEADER = 'X-Marketplace-Session';

export function sessionKeeping(embedding: 'inline' | 'framed'): SessionKeeping {
  return embedding === 'framed' ? 'memory' : 'cookie';
}

/** The value of one cookie in a cookie string (a Cookie request header or the page's own), or null. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return value === '' ? null : decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether the cookies a page can read say that the platform holds a session cookie. */
export function hasSessionCookie(cookies: string): boolean {
  return cookieValue(cookies, SIGNED_IN_COOKIE) === '1';
}
