import { agentsWithoutAccess } from '@marketplace/domain/organization-accounts';
import { describe, expect, it } from 'vitest';
import { storeSuite } from '../store/testing/test-store.ts';

const suite = storeSuite();

describe("the organisation's agents: only active accounts, keyed by account_id, through the query cache", () => {
  it('reads them once for the account and offers at most three agents without access', async () => {
    const test = await suite.signedIn('acc-owner');
    const agents = await test.store.queries.fetchQuery(test.store.reads.agents('acc-owner'));
    expect(Object.keys(agents)).toContain('acc-viewer');
    expect(Object.values(agents).every((agent) => agent.properties.active)).toBe(true);
    const withoutAccess = agentsWithoutAccess(Object.values(agents), 'helpdesk');
    expect(withoutAccess.length).toBeLessThanOrEqual(3);
    expect(withoutAccess.every((agent) => !agent.roles.some((role) => role.product === 'helpdesk'))).toBe(true);
    // Kept: a second reader asks the platform nothing.
    const calls = test.tracked.calls.length;
    await test.store.queries.fetchQuery(test.store.reads.agents('acc-owner'));
    expect(test.tracked.calls).toHaveLength(calls);
  });
});
