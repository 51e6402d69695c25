import type { TestPlatform } from '@marketplace/api/testing/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectAgentsWithoutAccess } from './agents-slice.ts';
import { createTestStore, startStorePlatform, type TestStore } from './testing/test-store.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startStorePlatform();
});
afterAll(async () => {
  await platform.close();
});
const stores: TestStore[] = [];
const newStore = (fetch?: Parameters<typeof createTestStore>[1]) => {
  const test = createTestStore(platform.origin, fetch);
  stores.push(test);
  return test;
};
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});

describe('agents: only active accounts, keyed by account_id', () => {
  it('loads the organisation and offers at most three agents without access', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-owner');
    await test.state().loadAgents();
    expect(test.state().agentsRequest.status).toBe('fulfilled');
    expect(Object.keys(test.state().agents)).toContain('acc-viewer');
    expect(Object.values(test.state().agents).every((agent) => agent.properties.active)).toBe(true);
    const select = selectAgentsWithoutAccess('helpdesk');
    const withoutAccess = select(test.state());
    expect(withoutAccess.length).toBeLessThanOrEqual(3);
    expect(withoutAccess.every((agent) => !agent.roles.some((role) => role.product === 'helpdesk'))).toBe(true);
    expect(select(test.state())).toBe(withoutAccess);
  });
});
