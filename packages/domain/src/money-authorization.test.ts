import { describe, expect, it } from 'vitest';
import { Scope } from './entities/user.ts';
import {
  billingDataAudience,
  billingDataRefusal,
  billingProductsOf,
  mayReadBilling,
  mayUseTestTerms,
  moneyActions,
  moneyRefusal,
  needsBillingPermission,
} from './money-authorization.ts';
import type { MoneyActor } from './money-authorization.ts';

const allScopes = Object.values(Scope);

const actor = (role: 'owner' | 'viceowner' | 'administrator' | 'viewer' | 'normal', permissions: readonly string[]): MoneyActor => ({
  organizationId: 'org-1',
  roles: [{ product: 'livechat', role }],
  permissions,
});

describe('moneyRefusal: who may move money', () => {
  const owner = actor('owner', allScopes);
  const viewer = actor('viewer', []);
  const agent = actor('normal', []);
  const admin = actor('administrator', ['integrations_manage']);

  it.each(moneyActions)('lets an owner with billing rights %s', (action) => {
    expect(moneyRefusal(action, owner, 'livechat')).toBeNull();
  });

  it.each(moneyActions)('refuses %s to a viewer and an agent with the install-permission message', (action) => {
    for (const who of [viewer, agent]) {
      expect(moneyRefusal(action, who, 'livechat')).toEqual({
        reason: 'role',
        code: 'notEnoughPermissions',
        message: 'You do not have enough permissions to install applications.',
      });
    }
  });

  it('lets an administrator without billing rights install and uninstall, but not pay', () => {
    expect(moneyRefusal('install', admin, 'livechat')).toBeNull();
    expect(moneyRefusal('uninstall', admin, 'livechat')).toBeNull();
    for (const action of moneyActions.filter(needsBillingPermission)) {
      expect(moneyRefusal(action, admin, 'livechat')).toMatchObject({ reason: 'billing-permission', message: 'To install contact the owner of the LiveChat license.' });
    }
  });

  it('on the help desk counts only billing--all:rw', () => {
    const manager = { ...actor('owner', ['billing_manage']), roles: [{ product: 'helpdesk' as const, role: 'owner' as const }] };
    expect(moneyRefusal('accept-charge', manager, 'helpdesk')).toMatchObject({ reason: 'billing-permission', message: 'To install contact the owner of the HelpDesk license.' });
    expect(moneyRefusal('accept-charge', { ...manager, permissions: ['billing--all:rw'] }, 'helpdesk')).toBeNull();
  });

  it.each(moneyActions)('refuses %s to an owner suspended on the product, not on another one', (action) => {
    const suspended = {
      ...owner,
      roles: [
        { product: 'livechat' as const, role: 'owner' as const },
        { product: 'helpdesk' as const, role: 'owner' as const },
      ],
      suspended: { livechat: true },
    };
    expect(moneyRefusal(action, suspended, 'livechat')).toEqual({
      reason: 'role',
      code: 'notEnoughPermissions',
      message: 'You do not have enough permissions to install applications.',
    });
    expect(moneyRefusal(action, suspended, 'helpdesk')).toBeNull();
  });

  it('refuses the organisation without billing rights first', () => {
    expect(moneyRefusal('add-card', { ...owner, organizationWithoutBillingId: 'org-1' }, 'livechat')).toMatchObject({ reason: 'organization-without-billing' });
  });
});

describe("mayUseTestTerms: test charges and trial days only for the app's own developer", () => {
  it.each([
    [{ developerId: 'dev-1' }, { developerId: 'dev-1' }, true],
    [{ developerId: 'dev-2' }, { developerId: 'dev-1' }, false],
    [{ developerId: null }, { developerId: 'dev-1' }, false],
    [{ developerId: null }, { developerId: null }, false],
    [{ developerId: 'dev-1' }, {}, false],
  ] as const)('%j on an app of %j → %s', (who, app, expected) => {
    expect(mayUseTestTerms(who, app)).toBe(expected);
  });
});

describe('billingDataRefusal: who reads payment history, charges and card digits', () => {
  const base = { organizationId: 'org-1', permissions: allScopes };
  const refusal = (product: 'LiveChat' | 'HelpDesk') => ({
    reason: 'billing-permission',
    code: 'contactLicenseOwner',
    message: `To install contact the owner of the ${product} license.`,
  });

  it('lets active owners, vice-owners and billing roles read their products', () => {
    expect(billingDataRefusal({ ...base, roles: [{ product: 'livechat', role: 'owner' }] }, 'livechat')).toBeNull();
    expect(billingDataRefusal({ ...base, roles: [{ product: 'helpdesk', role: 'viceowner' }] }, 'helpdesk')).toBeNull();
    const billingManager = { organizationId: 'org-1', roles: [{ product: 'livechat' as const, role: 'administrator' as const }], permissions: [Scope.billing_manage] };
    expect(billingProductsOf(billingManager, ['livechat', 'helpdesk'])).toEqual(['livechat']);
    expect(billingDataRefusal(billingManager, 'helpdesk')).toEqual(refusal('HelpDesk'));
  });

  it('refuses viewers, agents, administrators, suspended owners and the organisation without billing rights', () => {
    const refused: MoneyActor[] = [
      actor('viewer', []),
      actor('normal', [Scope.billing_manage]),
      actor('administrator', ['integrations_manage']),
      { ...actor('owner', allScopes), suspended: { livechat: true } },
      { ...actor('owner', allScopes), organizationId: 'org-x', organizationWithoutBillingId: 'org-x' },
    ];
    for (const who of refused) {
      expect(billingDataRefusal(who, 'livechat')).toEqual(refusal('LiveChat'));
      expect(mayReadBilling(who, 'livechat')).toBe(false);
    }
    expect(billingProductsOf(actor('viewer', []))).toEqual([]);
  });

  it('names who may see them', () => {
    expect(billingDataAudience('helpdesk')).toBe(
      'Payments, charges and card details of HelpDesk are shown only to its owner, vice-owners and accounts with billing rights for HelpDesk.',
    );
  });
});
