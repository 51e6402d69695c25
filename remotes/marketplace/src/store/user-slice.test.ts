import type { TestPlatform } from '@marketplace/api/testing/platform';
import { cartQuery } from '../data/cart.ts';
import { signInKey } from './user-slice.ts';
import { errorCatalogue } from '@marketplace/domain/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestStore, startStorePlatform, type TestStore } from './testing/test-store.ts';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';

runOnFakeTime();

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startStorePlatform();
});
afterAll(async () => {
  await platform.close();
});
const stores: TestStore[] = [];
const newStore = (...args: Parameters<typeof createTestStore> extends [string, ...infer Rest] ? Rest : never) => {
  const test = createTestStore(platform.origin, ...args);
  stores.push(test);
  return test;
};
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});

describe('sign-in: pending keeps the token, fulfilled sets the user, authorised and permissions', () => {
  it('signs in an owner', async () => {
    const { state, store } = newStore();
    const token = await platform.tokenFor('acc-owner');
    const signingIn = state().signInWithToken(token);
    expect(store.queries.isMutating({ mutationKey: signInKey })).toBe(1);
    expect(state().session.token).toBe(token);
    await expect(signingIn).resolves.toBe(true);
    expect(store.queries.isMutating({ mutationKey: signInKey })).toBe(0);
    expect(state().initialised).toBe(true);
    expect(state().session).toMatchObject({
      token,
      accountId: 'acc-owner',
      organizationId: 'org-acme',
      name: 'Olivia Owner',
      email: 'owner@acme.example',
      isAuthorized: true,
      isReseller: false,
      isGhostLogin: false,
    });
    expect(state().session.permissions).toContain('billing_manage');
    expect(state().session.roles).toContainEqual(expect.objectContaining({ product: 'livechat', role: 'owner' }));
  });

  it('reads the reseller partner type on the chat product', async () => {
    const { state, signIn } = newStore();
    await signIn(platform, 'acc-reseller');
    expect(state().session.isReseller).toBe(true);
  });
});

describe('sign-in rejected: unauthorised but initialised', () => {
  it("shows 'Cannot fetch token info' for a token the platform refuses, and no logged-out toast", async () => {
    const { state, shown, redirects } = newStore();
    await expect(state().signInWithToken('dal:not-a-token')).resolves.toBe(false);
    expect(state().initialised).toBe(true);
    expect(state().session.isAuthorized).toBe(false);
    expect(shown).toEqual([errorCatalogue.tokenInfoFailed.message]);
    expect(redirects).toEqual([]);
  });

  it("shows 'Cannot fetch user data' when the user data cannot be read", async () => {
    // The user-data request is dropped on the way (as by a network failure); token info goes through.
    const { state, shown } = newStore({
      fetch: (real) => (input, init) => (/\/v2\/accounts\/[^/]+$/.test(input) ? Promise.reject(new TypeError('Failed to fetch')) : real(input, init)),
    });
    await expect(state().signInWithToken(await platform.tokenFor('acc-owner'))).resolves.toBe(false);
    expect(shown).toEqual([errorCatalogue.userDataFailed.message]);
  });

  it('adds the ghost-login failure when a ghost login is refused', async () => {
    const { state, shown } = newStore();
    await state().signInWithToken('dal:not-a-token', { ghostLogin: true });
    expect(shown).toEqual([errorCatalogue.tokenInfoFailed.message, errorCatalogue.ghostLoginFailed.message]);
  });
});

describe("ghost login shows a persistent 'Browsing as {email}'", () => {
  it('keeps the notice on screen', async () => {
    const { state } = newStore();
    await state().signInWithToken(await platform.tokenFor('acc-owner', { ghostOf: 'acc-support' }), { ghostLogin: true });
    expect(state().session.isGhostLogin).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(state().notifications.map((n) => n.content)).toEqual(['Browsing as owner@acme.example']);
  });
});

describe("'Stop now' ends only the ghost login", () => {
  it("revokes the ghost token and leaves the user's own token valid", async () => {
    const { state, store, navigations } = newStore();
    const own = await platform.tokenFor('acc-owner');
    const ghost = await platform.tokenFor('acc-owner', { ghostOf: 'acc-support' });
    await state().signInWithToken(ghost, { ghostLogin: true });
    await state().endGhostLogin();
    expect(state().session).toMatchObject({ token: null, isAuthorized: false, isGhostLogin: false });
    expect(navigations).toEqual([]);
    await expect(store.api.accounts.getTokenInfo(ghost)).rejects.toMatchObject({ status: 401 });
    await expect(store.api.accounts.getTokenInfo(own)).resolves.toMatchObject({ account_id: 'acc-owner' });
  });
});

describe('a top-level page keeps no token: the platform holds it in an HttpOnly cookie', () => {
  // The cookie's round trip needs a real browser (tests/e2e/sign-in.test.ts): happy-dom keeps no Secure cookie.
  it('a session cookie the platform refuses (revoked elsewhere, or none) gives the logged-out toast and a redirect, once', async () => {
    const { state, shown, redirects } = newStore();
    expect(await state().signInWithCookie()).toBe(false);
    expect(shown).toEqual([errorCatalogue.unauthorized.message]);
    expect(redirects).toEqual(['/marketplace']);
    expect(state()).toMatchObject({ cookieSession: false, initialised: true, session: { token: null, isAuthorized: false } });
  });
});

describe('sign-out resets the user, clears the token, deletes the sessions, goes to /', () => {
  it('revokes the token on the platform', async () => {
    const { state, navigations, signIn, store } = newStore();
    await signIn(platform, 'acc-viewer');
    const token = state().session.token;
    await state().signOut();
    expect(state().session).toMatchObject({ token: null, isAuthorized: false, name: '' });
    expect(navigations).toEqual(['/']);
    await expect(store.api.accounts.getTokenInfo(token ?? '')).rejects.toMatchObject({ status: 401 });
  });
});

describe('401 on any request: toast, signed out, /marketplace', () => {
  it('turns a refused token into the logged-out toast and a redirect, once', async () => {
    const { state, shown, redirects, signIn, store } = newStore();
    await signIn(platform, 'acc-admin');
    // The session ends elsewhere (another tab signs out everywhere).
    const other = newStore();
    await other.signIn(platform, 'acc-admin');
    await other.state().signOut();

    await Promise.all([
      store.queries.fetchQuery(cartQuery(store, 'acc-admin')).catch(() => undefined),
      store.queries.fetchQuery(store.reads.installedApps('acc-admin')).catch(() => undefined),
    ]);
    // One message: the cart's own failure message gives way to the logged-out toast.
    expect(shown).toEqual([errorCatalogue.unauthorized.message]);
    // One redirect: the second refusal was of a call already under way.
    expect(redirects).toEqual(['/marketplace']);
    expect(state().session.isAuthorized).toBe(false);
  });
});
