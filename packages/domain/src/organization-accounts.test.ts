import { describe, expect, it } from 'vitest';
import { activeOwners, agentsWithoutAccess, keepActiveAccounts } from './organization-accounts.ts';
import type { Account } from './entities/user.ts';

const account = (id: string, role: Account['roles'][number]['role'], extra: Partial<Account['properties']> = {}): Account => ({
  account_id: id,
  name: id,
  email: `${id}@x.io`,
  roles: [{ product: 'livechat', role }],
  properties: { active: true, ...extra },
});

describe('keepActiveAccounts', () => {
  it('keeps only active accounts, keyed by account_id', () => {
    const kept = keepActiveAccounts([account('a', 'owner'), account('b', 'normal', { active: false }), account('c', 'viewer')]);
    expect(Object.keys(kept)).toEqual(['a', 'c']);
    expect(kept['c']?.email).toBe('c@x.io');
  });
});

describe('activeOwners', () => {
  it.each([
    ['owner', account('a', 'owner'), true],
    ['vice-owner', account('a', 'viceowner'), true],
    ['administrator', account('a', 'administrator'), false],
    ['agent', account('a', 'normal'), false],
    ['owner suspended on the product', account('a', 'owner', { suspended: { livechat: true } }), false],
    ['owner suspended elsewhere', account('a', 'owner', { suspended: { helpdesk: true } }), true],
  ])('%s → %s', (_case, candidate, expected) => {
    expect(activeOwners([candidate], 'livechat')).toEqual(expected ? [candidate] : []);
  });
});

describe('agentsWithoutAccess', () => {
  const withHelpDesk: Account = { ...account('hd', 'normal'), roles: [{ product: 'helpdesk', role: 'normal' }] };
  it('lists active accounts without a role on the product, at most 3', () => {
    const others = ['a', 'b', 'c', 'd'].map((id) => account(id, 'normal'));
    expect(agentsWithoutAccess([withHelpDesk, ...others], 'helpdesk').map((each) => each.account_id)).toEqual(['a', 'b', 'c']);
  });

  it('skips inactive accounts and those with access', () => {
    expect(agentsWithoutAccess([withHelpDesk, account('x', 'owner', { active: false })], 'helpdesk')).toEqual([]);
  });
});
