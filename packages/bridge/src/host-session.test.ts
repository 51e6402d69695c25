import { describe, expect, it } from 'vitest';
import { createHostSession } from './host-session.ts';
import type { HostSessionEnvironment } from './host-session.ts';

function environment(url: string) {
  const store = new Map<string, string>();
  const parsed = new URL(url);
  const env: HostSessionEnvironment & { replaced: string[] } = {
    replaced: [],
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    location: { href: parsed.href, hash: parsed.hash, pathname: parsed.pathname, search: parsed.search },
    replaceUrl: (next) => void env.replaced.push(next),
    randomState: () => 'state-1',
  };
  return env;
}

const platformOrigin = 'http://platform.test';

describe('a host session answers credentials with its own signed-in user', () => {
  it('answers null before sign-in, and the token the accounts page sent back after', () => {
    const env = environment('http://agent.test/apps/marketplace/apps/?sort=new');
    const session = createHostSession({ host: 'agent-app', platformOrigin, env });
    expect(session.credentials()).toBeNull();
    const signIn = new URL(session.signInUrl());
    expect(signIn.origin + signIn.pathname).toBe('http://platform.test/accounts/authorize');
    expect(signIn.searchParams.get('redirect_uri')).toBe('http://agent.test/apps/marketplace/apps/?sort=new');

    const back = environment('http://agent.test/apps/marketplace/apps/?sort=new#access_token=dal%3Aabc&state=state-1');
    back.storage.setItem('agent-app.loginState', 'state-1');
    const returned = createHostSession({ host: 'agent-app', platformOrigin, env: back });
    let changes = 0;
    returned.onChange(() => (changes += 1));
    expect(returned.completeSignIn()).toBe(true);
    expect(returned.credentials()).toEqual({ token: 'dal:abc' });
    expect(back.replaced).toEqual(['/apps/marketplace/apps/?sort=new']);
    returned.signOut();
    expect(returned.credentials()).toBeNull();
    expect(changes).toBe(2);
  });

  it('refuses a token whose state is not the one it stored, and still clears the hash', () => {
    const env = environment('http://agent.test/chats#access_token=dal%3Aforged&state=other');
    env.storage.setItem('agent-app.loginState', 'state-1');
    const session = createHostSession({ host: 'agent-app', platformOrigin, env });
    expect(session.completeSignIn()).toBe(false);
    expect(session.credentials()).toBeNull();
    expect(env.replaced).toEqual(['/chats']);
  });

  it('leaves a page without a token in its hash alone', () => {
    const env = environment('http://agent.test/chats#top');
    const session = createHostSession({ host: 'agent-app', platformOrigin, env });
    expect(session.completeSignIn()).toBe(false);
    expect(env.replaced).toEqual([]);
  });
});
