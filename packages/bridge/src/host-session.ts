/**
 * A host's own signed-in user, and its side of the credentials handshake (spec 7: in the agent
 * app the token comes through a credentials event). The host signs in once through the accounts
 * page and answers the marketplace's `credentials` message with its token, so an agent never
 * signs in a second time inside the frame.
 *
 * Where the token lives: in this object's memory, mirrored in the tab's
 * `sessionStorage` so a reload of the same tab keeps the agent signed in. Never in `localStorage`
 * (shared by every tab and kept after the browser closes), never in a cookie (cookies ignore the
 * port, so every origin on the host name would receive it), never in an address after start-up.
 * `sessionStorage` belongs to this origin (scheme, host and port) and this tab only, and ends with
 * the tab. The token's expiry is kept beside it, so an expired token is dropped without a request;
 * sign-out revokes it on the platform; a token the platform refused is forgotten at once, so
 * nothing offers it again.
 * Framework-free: the agent app (React) and the help desk (no React) share it.
 */
import { isLoginStateValid, parseAuthHash } from '@marketplace/domain/auth-hash';
import { callBases } from '@marketplace/domain/calls/bases';
import { MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';
import { queryString } from '@marketplace/domain/query-string';
import type { Credentials } from './protocol.ts';

/** The browser parts a session uses, so tests pass stand-ins. */
export interface HostSessionEnvironment {
  /** The tab's own storage (`sessionStorage` in a browser). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: { href: string; hash: string; pathname: string; search: string };
  replaceUrl(url: string): void;
  randomState(): string;
  now(): number;
  fetch: typeof fetch;
}

export type HostSessionChange = 'signed-in' | 'signed-out' | 'refused';

export interface HostSession {
  /** What the host answers to `credentials`: its token, or null when nobody is signed in (or the token expired). */
  credentials(): Credentials;
  /** Reads a token the accounts page sent back in the hash (state checked), and clears the hash. */
  completeSignIn(): boolean;
  /** The accounts page address that signs the host in and comes back to the current page. */
  signInUrl(): string;
  /** Forgets the token here and revokes it on the platform. */
  signOut(): Promise<void>;
  /** The platform refused the token (401, here or in the marketplace): it is forgotten, never offered again. */
  refused(): void;
  /**
   * Called after every change, so the host can redraw and tell the marketplace. After a refusal
   * the marketplace is signed out already (it told the host): the host need not load it anew.
   */
  onChange: (listener: (change: HostSessionChange) => void) => () => void;
}

const keptSchema = (value: unknown): value is { token: string; expiresAt: number | null } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { token?: unknown }).token === 'string' &&
  ((value as { expiresAt?: unknown }).expiresAt === null || typeof (value as { expiresAt?: unknown }).expiresAt === 'number');

export function createHostSession(options: { host: string; platformOrigin: string; env: HostSessionEnvironment }): HostSession {
  const { env } = options;
  const tokenKey = `${options.host}.session`;
  const stateKey = `${options.host}.loginState`;
  const listeners = new Set<(change: HostSessionChange) => void>();
  const changed = (change: HostSessionChange) => listeners.forEach((listener) => listener(change));

  const read = (): { token: string; expiresAt: number | null } | null => {
    try {
      const parsed: unknown = JSON.parse(env.storage.getItem(tokenKey) ?? 'null');
      return keptSchema(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  let kept = read();

  const forget = () => {
    kept = null;
    env.storage.removeItem(tokenKey);
  };
  const current = () => {
    if (kept !== null && kept.expiresAt !== null && kept.expiresAt <= env.now()) forget();
    return kept;
  };

  return {
    credentials() {
      const now = current();
      return now ? { token: now.token } : null;
    },
    completeSignIn() {
      const parsed = parseAuthHash(env.location.hash);
      if (parsed.accessToken === null) return false;
      // The token never stays in the address bar or the history.
      env.replaceUrl(`${env.location.pathname}${env.location.search}`);
      const stored = env.storage.getItem(stateKey);
      env.storage.removeItem(stateKey);
      if (!isLoginStateValid(parsed.state, stored)) return false;
      kept = { token: parsed.accessToken, expiresAt: parsed.expiresIn === null ? null : env.now() + parsed.expiresIn * 1000 };
      env.storage.setItem(tokenKey, JSON.stringify(kept));
      changed('signed-in');
      return true;
    },
    signInUrl() {
      const state = env.randomState();
      env.storage.setItem(stateKey, state);
      const returnTo = env.location.href.split('#')[0] ?? env.location.href;
      const query = queryString({ response_type: 'token', client_id: MARKETPLACE_CLIENT_ID, redirect_uri: returnTo, state });
      return `${options.platformOrigin}${callBases.accounts}/authorize${query}`;
    },
    async signOut() {
      const token = current()?.token ?? null;
      forget();
      changed('signed-out');
      if (token === null) return;
      // Revoked on the platform, so a copy taken earlier is worth nothing; a failure here leaves
      // the token to expire, and this page has forgotten it either way.
      await env.fetch(`${options.platformOrigin}${callBases.accounts}/v2/sessions`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    },
    refused() {
      if (kept === null) return;
      forget();
      changed('refused');
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The session's environment in a browser page: the tab's sessionStorage, never localStorage. */
export function browserHostSessionEnvironment(): HostSessionEnvironment {
  return {
    storage: window.sessionStorage,
    location: window.location,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    randomState: () => crypto.randomUUID(),
    now: () => Date.now(),
    fetch: (input, init) => fetch(input, init),
  };
}
