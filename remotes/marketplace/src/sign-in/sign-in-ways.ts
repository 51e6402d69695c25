/**
 * The three ways of signing in (spec 7), in the browser: a hidden frame asks the accounts page
 * silently (2.5 s), then a popup of 500 × 700 shows it (polled every 1000 ms until it answers or is
 * closed), then the whole page goes there. The frame and the popup come back to our callback page
 * on this origin; we read the answer from its address. domain/sign-in-flow decides what comes next.
 */
import { callBases } from '@marketplace/domain/calls/bases';
import { LOGIN_IFRAME_TIMEOUT_MS, LOGIN_POPUP_CLOSE_POLL_MS, LOGIN_POPUP_HEIGHT, LOGIN_POPUP_WIDTH, MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';
import type { LoginError } from '@marketplace/domain/errors';
import { queryString } from '@marketplace/domain/query-string';
import { paths } from '@marketplace/domain/routes';
import { nextSignInWay, popupFeatures, readAuthResult, type SignInWay } from '@marketplace/domain/sign-in-flow';
import { startSignIn } from './sign-in.ts';

/**
 * A token comes with `done`, called once the session it starts is whole: the popup it came in
 * stays on its "Signing in…" page until then, so that the page under it is signed in the moment
 * the popup closes and a click or navigation at that moment keeps the session.
 */
export type SignInOutcome = { kind: 'token'; token: string; ghostLogin: boolean; done: () => void } | { kind: 'error'; error: LoginError } | { kind: 'redirected' };
/** How often the hidden frame's address is read (not a spec number: fast enough not to be felt). */
const FRAME_WATCH_MS = 100;

type WayOutcome = { kind: 'token'; token: string; ghostLogin: boolean; done: () => void } | { kind: 'error'; error: LoginError | 'blocked' };

/** The callback page under the marketplace's base path on this origin. */
export function callbackUrl(basename: string): string {
  return `${window.location.origin}${basename.replace(/\/+$/, '')}${paths.signInCallback()}`;
}

/**
 * The silent frame comes back to a plain file address under the callback (answered 404 as text):
 * no page loads in the hidden frame, and no page of ours is framed against its frame-ancestors.
 */
export function silentCallbackUrl(basename: string): string {
  return `${callbackUrl(basename)}silent.txt`;
}

export function isSignInCallback(pathname: string): boolean {
  return pathname.includes(paths.signInCallback());
}

function authorizeUrl(platformOrigin: string, redirectUri: string, state: string, silent: boolean): string {
  const query = queryString({
    response_type: 'token',
    client_id: MARKETPLACE_CLIENT_ID,
    redirect_uri: redirectUri,
    state,
    prompt: silent ? 'none' : undefined,
  });
  return `${platformOrigin}${callBases.accounts}/authorize${query}`;
}

type Answer = { kind: 'token'; token: string; ghostLogin: boolean } | { kind: 'error'; error: LoginError };

/** The answer at the callback page of a window we opened, or null while it is elsewhere. */
function answerIn(target: Window | null, state: string): Answer | null {
  let href: string;
  try {
    // Reading another origin's address throws: the window is still on the accounts page.
    href = target?.location.href ?? '';
  } catch {
    return null;
  }
  const url = new URL(href, window.location.href);
  if (!isSignInCallback(url.pathname)) return null;
  const result = readAuthResult(url.hash);
  if (result === null) return null;
  // An answer to someone else's request is no answer to ours.
  if (result.state !== state) return { kind: 'error', error: 'invalid_request' };
  return result.kind === 'token' ? { kind: 'token', token: result.token, ghostLogin: result.ghostLogin } : { kind: 'error', error: result.error };
}

function viaFrame(url: string, state: string): Promise<WayOutcome> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = 'Signing in';
    frame.setAttribute('aria-hidden', 'true');
    let settled = false;
    const finish = (outcome: WayOutcome) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      window.clearInterval(watch);
      frame.remove();
      resolve(outcome);
    };
    const check = () => {
      const answer = answerIn(frame.contentWindow, state);
      if (answer) finish(answer.kind === 'token' ? { ...answer, done: () => undefined } : answer);
    };
    const timer = window.setTimeout(() => finish({ kind: 'error', error: 'Timeout' }), LOGIN_IFRAME_TIMEOUT_MS);
    // The answer is in the address as soon as the frame arrives back, long before its page loads.
    const watch = window.setInterval(check, FRAME_WATCH_MS);
    frame.addEventListener('load', check);
    frame.src = url;
    document.body.append(frame);
  });
}

function viaPopup(url: string, state: string): Promise<WayOutcome> {
  const popup = window.open(url, 'marketplace-sign-in', popupFeatures(window, LOGIN_POPUP_WIDTH, LOGIN_POPUP_HEIGHT));
  if (!popup) return Promise.resolve({ kind: 'error', error: 'blocked' });
  return new Promise((resolve) => {
    const poll = window.setInterval(() => {
      const answer = answerIn(popup, state);
      if (answer) {
        window.clearInterval(poll);
        if (answer.kind === 'token') resolve({ ...answer, done: () => popup.close() });
        else {
          popup.close();
          resolve(answer);
        }
      } else if (popup.closed) {
        // Closing the window is the user's Cancel.
        window.clearInterval(poll);
        resolve({ kind: 'error', error: 'access_denied' });
      }
    }, LOGIN_POPUP_CLOSE_POLL_MS);
  });
}

/** Signs in the first way that works; a redirect leaves the page (the hash brings the token back). */
export async function signInThreeWays(options: { platformOrigin: string; basename: string }): Promise<SignInOutcome> {
  const state = crypto.randomUUID();
  const callback = callbackUrl(options.basename);
  const silentCallback = silentCallbackUrl(options.basename);
  let way: SignInWay | null = 'frame';
  while (way !== null) {
    if (way === 'redirect') {
      startSignIn(options.platformOrigin);
      return { kind: 'redirected' };
    }
    const outcome: WayOutcome =
      way === 'frame'
        ? await viaFrame(authorizeUrl(options.platformOrigin, silentCallback, state, true), state)
        : await viaPopup(authorizeUrl(options.platformOrigin, callback, state, false), state);
    if (outcome.kind === 'token') return outcome;
    const next = nextSignInWay(way, outcome.error);
    if (next === null) return { kind: 'error', error: outcome.error === 'blocked' ? 'Timeout' : outcome.error };
    way = next;
  }
  return { kind: 'error', error: 'Timeout' };
}
