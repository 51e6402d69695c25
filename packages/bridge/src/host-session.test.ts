import { describe, expect, it } from 'vitest';
import { createHostSession } from './host-session.ts';
import type { HostSessionEnvironment } from './host-session.ts';

function environment(url: string, store = new Map<string, string>()) {
  const parsed = new URL(url);
  const env: HostSessionEnvironment & { replaced: string[]; store: Map<string, string>; calls: Array<{ url: string; method: string; auth: string | null }>; clock: number } = {
    replaced: [],
    store,
    calls: [],
    clock: 1_000_000,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    location: { href: parsed.href, hash: parsed.hash, pathname: parsed.pathname, search: parsed.search },
    replaceUrl: (next) => void env.replaced.push(next),
    randomState: () => 'state-1',
    now: () => env.clock,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      env.calls.push({ url: input instanceof Request ? input.url : String(input), method: init?.method ?? 'GET', auth: new Headers(init?.headers).get('authorization') });
      return new Response(null, { status: 204 });
    },
  };
  return env;
}

const platformOrigin = 'http://platform.test';
const back = 'http://agent.test/apps/marketplace/apps/?sort=new#access_token=dal%3Aabc&token_type=Bearer&expires_in=60&state=state-1';

/** A session that came back from the accounts page signed in (the state was stored before leaving). */
function signedIn(store = new Map<string, string>()) {
  const env = environment(back, store);
  env.storage.setItem('agent-app.loginState', 'state-1');
  const session = createHostSession({ host: 'agent-app', platformOrigin, env });
  expect(session.completeSignIn()).toBe(true);
  return { env, session };
}

describe('a host session answers credentials with its own signed-in user', () => {
  it('answers null before sign-in, and the token the accounts page sent back after', () => {
    const env = environment('http://agent.test/apps/marketplace/apps/?sort=new');
    const session = createHostSession({ host: 'agent-app', platformOrigin, env });
    expect(session.credentials()).toBeNull();
    const signIn = new URL(session.signInUrl());
    expect(signIn.origin + signIn.pathname).toBe('http://platform.test/accounts/authorize');
    expect(signIn.searchParams.get('redirect_uri')).toBe('http://agent.test/apps/marketplace/apps/?sort=new');
    // The login state waits in the tab's storage during the trip to the accounts page.
    expect(env.store.get('agent-app.loginState')).toBe('state-1');

    const returned = environment(back);
    returned.storage.setItem('agent-app.loginState', 'state-1');
    const session2 = createHostSession({ host: 'agent-app', platformOrigin, env: returned });
    let changes = 0;
    session2.onChange(() => (changes += 1));
    expect(session2.completeSignIn()).toBe(true);
    expect(session2.credentials()).toEqual({ token: 'dal:abc' });
    expect(returned.replaced).toEqual(['/apps/marketplace/apps/?sort=new']);
    expect(returned.store.has('agent-app.loginState')).toBe(false);
    expect(changes).toBe(1);
  });

  it('keeps the token across a reload of the same tab, and drops it once it has expired, without a request', () => {
    const { env } = signedIn();
    const reloaded = createHostSession({ host: 'agent-app', platformOrigin, env: environment('http://agent.test/chats', env.store) });
    expect(reloaded.credentials()).toEqual({ token: 'dal:abc' });

    const later = environment('http://agent.test/chats', env.store);
    later.clock = env.clock + 60_000;
    const expired = createHostSession({ host: 'agent-app', platformOrigin, env: later });
    expect(expired.credentials()).toBeNull();
    expect([...env.store.keys()]).toEqual([]);
    expect(later.calls).toEqual([]);
  });

  it('sign-out forgets the token and revokes it on the platform', async () => {
    const { env, session } = signedIn();
    let changes = 0;
    session.onChange(() => (changes += 1));
    await session.signOut();
    expect(session.credentials()).toBeNull();
    expect([...env.store.keys()]).toEqual([]);
    expect(env.calls).toEqual([{ url: 'http://platform.test/accounts/v2/sessions', method: 'DELETE', auth: 'Bearer dal:abc' }]);
    expect(changes).toBe(1);
    // Signed out already: nothing to revoke.
    await session.signOut();
    expect(env.calls).toHaveLength(1);
  });

  it('a refused token is forgotten at once and never offered again', () => {
    const { env, session } = signedIn();
    let changes = 0;
    session.onChange(() => (changes += 1));
    session.refused();
    expect(session.credentials()).toBeNull();
    expect([...env.store.keys()]).toEqual([]);
    session.refused();
    expect(changes).toBe(1);
    expect(env.calls).toEqual([]);
  });

  it('refuses a token whose state is not the one it stored, and still clears the hash', () => {
    const env = environment('http://agent.test/chats#access_token=dal%3Aforged&state=other');
    env.storage.setItem('agent-app.loginState', 'state-1');
    const session = createHostSession({ host: 'agent-app', platformOrigin, env });
    expect(session.completeSignIn()).toBe(false);
    expect(session.credentials()).toBeNull();
    expect(env.replaced).toEqual(['/chats']);
  });

  it('ignores a kept value that is not a session it wrote', () => {
    const store = new Map([['agent-app.session', '{"token":42}']]);
    const session = createHostSession({ host: 'agent-app', platformOrigin, env: environment('http://agent.test/chats', store) });
    expect(session.credentials()).toBeNull();
    store.set('agent-app.session', 'not json');
    expect(createHostSession({ host: 'agent-app', platformOrigin, env: environment('http://agent.test/chats', store) }).credentials()).toBeNull();
  });

  it('leaves a page without a token in its hash alone', () => {
    const env = environment('http://agent.test/chats#top');
    const session = createHostSession({ host: 'agent-app', platformOrigin, env });
    expect(session.completeSignIn()).toBe(false);
    expect(env.replaced).toEqual([]);
  });
});
