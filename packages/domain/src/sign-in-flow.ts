/**
 * Signing in the three ways of spec 7: a silent hidden frame first (2.5 s), then a popup (500 × 700,
 * closed-poll every 1000 ms), then a redirect of the page. What came back from the accounts page
 * (a token or a login error of spec 8) and which way to try next are decided here; the screens
 * only open frames and windows.
 */
import { parseAuthHash } from './auth-hash.ts';
import { loginErrors, type LoginError } from './errors.ts';

export type SignInWay = 'frame' | 'popup' | 'redirect';

export type AuthResult = { kind: 'token'; token: string; ghostLogin: boolean; state: string | null } | { kind: 'error'; error: LoginError; state: string | null };

/** The answer the accounts page put in the hash, or null when the hash carries none. */
export function readAuthResult(hash: string): AuthResult | null {
  const parsed = parseAuthHash(hash);
  if (parsed.accessToken !== null) return { kind: 'token', token: parsed.accessToken, ghostLogin: parsed.ghostLogin, state: parsed.state };
  const pair = hash
    .replace(/^#/, '')
    .split('&')
    .find((part) => part.startsWith('error='));
  if (pair === undefined) return null;
  const error = pair.slice('error='.length);
  // Any other code the accounts page may invent is still a failure the user must hear about.
  const known = (loginErrors as readonly string[]).includes(error) ? (error as LoginError) : 'invalid_request';
  return { kind: 'error', error: known, state: parsed.state };
}

/**
 * After a way ended without a token: the silent frame gives way to the popup when the user simply
 * is not signed in at the accounts page yet (unauthorized) or it timed out; a popup that could
 * not open gives way to the redirect. Any other error ends the attempt with its message.
 */
export function nextSignInWay(way: SignInWay, outcome: LoginError | 'blocked'): SignInWay | null {
  if (way === 'frame' && (outcome === 'unauthorized' || outcome === 'Timeout' || outcome === 'blocked')) return 'popup';
  if (way === 'popup' && outcome === 'blocked') return 'redirect';
  return null;
}

/** The words shown for a login error: never silently dropped (spec 8). */
export const loginErrorMessages: Readonly<Record<LoginError, string>> = {
  access_denied: 'Sign-in was cancelled (access_denied).',
  unauthorized_client: 'The marketplace is not allowed to sign you in (unauthorized_client). Please contact support.',
  invalid_request: 'Sign-in is not allowed from this address (invalid_request). Please contact support.',
  unsupported_response_type: 'The accounts service refused the sign-in (unsupported_response_type). Please contact support.',
  unauthorized: 'Your account is unknown or your consent is missing (unauthorized).',
  Timeout: 'Signing in took too long (Timeout). Please try again.',
};

/** The popup's features: centred on the opener, 500 × 700 by default (spec 9). */
export function popupFeatures(opener: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }, width: number, height: number): string {
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
