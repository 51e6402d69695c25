/**
 * A host's own signed-in user, and its side of the credentials handshake (spec 7: in the agent
 * app the token comes through a credentials event). The host signs in once through the accounts
 * page, keeps the token in its own storage, and answers the marketplace's `credentials` message
 * with it, so an agent never signs in a second time inside the frame.
 * Framework-free: the agent app (React) and the help desk (no React) share it.
 */
import { isLoginStateValid, parseAuthHash } from '@marketplace/domain/auth-hash';
import { callBases } from '@marketplace/domain/calls/bases';
import { MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';
import { queryString } from '@marketplace/domain/query-string';
import type { Credentials } from './protocol.ts';

/** The browser parts a session uses, so tests pass stand-ins. */
export interface HostSessionEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: { href: string; hash: string; pathname: string; search: string };
  replaceUrl(url: string): void;
  randomState(): string;
}

export interface HostSession {
  /** What the host answers to `credentials`: its token, or null when nobody is signed in. */
  credentials(): Credentials;
  /** Reads a token the accounts page sent back in the hash (state checked), and clears the hash. */
  completeSignIn(): boolean;
  /** The accounts page address that signs the host in and comes back to the current page. */
  signInUrl(): string;
  signOut(): void;
  /** Called after every change (sign-in, sign-out), so the host can redraw and tell the marketplace. */
  onChange(listener: () => void): () => void;
}

export function createHostSession(options: { host: string; platformOrigin: string; env: HostSessionEnvironment }): HostSession {
  const { env } = options;
  const tokenKey = `${options.host}.token`;
  const stateKey = `${options.host}.loginState`;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    credentials() {
      const token = env.storage.getItem(tokenKey);
      return token ? { token } : null;
    },
    completeSignIn() {
      const parsed = parseAuthHash(env.location.hash);
      if (parsed.accessToken === null) return false;
      // The token never stays in the address bar or the history.
      env.replaceUrl(`${env.location.pathname}${env.location.search}`);
      const stored = env.storage.getItem(stateKey);
      env.storage.removeItem(stateKey);
      if (!isLoginStateValid(parsed.state, stored)) return false;
      env.storage.setItem(tokenKey, parsed.accessToken);
      changed();
      return true;
    },
    signInUrl() {
      const state = env.randomState();
      env.storage.setItem(stateKey, state);
      const returnTo = env.location.href.split('#')[0] ?? env.location.href;
      const query = queryString({ response_type: 'token', client_id: MARKETPLACE_CLIENT_ID, redirect_uri: returnTo, state });
      return `${options.platformOrigin}${callBases.accounts}/authorize${query}`;
    },
    signOut() {
      env.storage.removeItem(tokenKey);
      changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The session's environment in a browser page. */
export function browserHostSessionEnvironment(): HostSessionEnvironment {
  return {
    storage: window.localStorage,
    location: window.location,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    randomState: () => crypto.randomUUID(),
  };
}
