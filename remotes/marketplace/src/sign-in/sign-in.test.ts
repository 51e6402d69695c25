import { afterEach, describe, expect, it } from 'vitest';
import { forgetLegacyTokenCookie, platformHoldsSession, takeTokenFromHash } from './sign-in.ts';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a token from the accounts page is taken only with our state (spec 5)', () => {
  it.each([
    ['matching state', 'abc', '#access_token=dal%3At1&state=abc', { kind: 'token', token: 'dal:t1', ghostLogin: false }],
    ['ghost login', 'abc', '#access_token=dal%3At2&state=abc&frenzied=1', { kind: 'token', token: 'dal:t2', ghostLogin: true }],
    ['another state', 'abc', '#access_token=dal%3At3&state=xyz', null],
    ['no stored state', null, '#access_token=dal%3At4&state=abc', null],
    // A ghost login's address that cannot sign in is a failed ghost login, told to the user.
    ['ghost login, another state', 'abc', '#access_token=dal%3At5&state=xyz&frenzied=1', { kind: 'ghost-login-failed' }],
    ['ghost login without a token', null, '#frenzied=1', { kind: 'ghost-login-failed' }],
  ])('%s', (_name, stored, hash, expected) => {
    if (stored) window.sessionStorage.setItem('marketplace.loginState', stored);
    window.history.replaceState(null, '', `/apps/?sortBy=popularity${hash}`);
    expect(takeTokenFromHash()).toEqual(expected);
    // The hash never stays in the address bar; path and query do.
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/apps/?sortBy=popularity');
  });

  it('leaves other hashes alone', () => {
    window.history.replaceState(null, '', '/apps/x/#reviews');
    expect(takeTokenFromHash()).toBeNull();
    expect(window.location.hash).toBe('#reviews');
  });
});

describe('no token is kept where page scripts read it', () => {
  it('removes a token cookie an earlier version left readable, and reads only the secret-free session flag', () => {
    document.cookie = 'marketplace_token=dal%3Aold; Path=/';
    forgetLegacyTokenCookie();
    expect(document.cookie).not.toContain('dal%3Aold');
    expect(platformHoldsSession()).toBe(false);
  });
});
