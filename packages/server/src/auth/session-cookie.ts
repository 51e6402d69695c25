/**
 * The platform's side of domain/session-keeping. How a top-level marketplace keeps its token: in a cookie that page scripts cannot
 * read (HttpOnly), that only this host name over a secure context receives (`__Host-`, Secure,
 * Path=/, no Domain) and that no other site's page makes the browser send (SameSite=Strict).
 * A cookie alone would let any page the browser shows ride on it, so the platform honours it only
 * on requests that carry the `X-Marketplace-Session` header: a page of another origin cannot add
 * a custom header without a CORS preflight, which only the platform's own origins pass.
 * A second, readable cookie holds no secret: it only tells the page that a session cookie exists,
 * so a visitor who never signed in costs no request at start-up.
 */
import { cookieValue, SESSION_COOKIE, SESSION_HEADER, SIGNED_IN_COOKIE } from '@marketplace/domain/session-keeping';

/**
 * The Set-Cookie values that keep `token` for `maxAgeSeconds`; without an age (a ghost login)
 * the cookies end with the browser session, as the ghost login itself does (spec 4).
 */
export function sessionCookies(token: string, maxAgeSeconds: number | null): string[] {
  const age = maxAgeSeconds === null ? '' : `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  return [`${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Secure; HttpOnly; SameSite=Strict${age}`, `${SIGNED_IN_COOKIE}=1; Path=/; Secure; SameSite=Strict${age}`];
}

/** The Set-Cookie values that remove both cookies (sign-out, or a token the platform refused). */
export function clearedSessionCookies(): string[] {
  return [`${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`, `${SIGNED_IN_COOKIE}=; Path=/; Secure; SameSite=Strict; Max-Age=0`];
}

/** The token a request brings in the session cookie, honoured only with the session header. */
export function cookieToken(headers: { cookie?: string | undefined; [name: string]: unknown }): string | null {
  // Node lower-cases header names.
  if (headers[SESSION_HEADER.toLowerCase()] === undefined) return null;
  return cookieValue(headers.cookie, SESSION_COOKIE);
}
