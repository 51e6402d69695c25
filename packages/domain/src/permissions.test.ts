import { describe, expect, it } from 'vitest';
import { hasBillingPermission, hasInstallRole, hasIntegrationsManage, hasOrganizationManage, isAreaReadOnly, isReseller } from './permissions.ts';

describe('hasBillingPermission', () => {
  it.each([
    [['billing_admin'], 'livechat', true],
    [['billing_manage'], 'livechat', true],
    [['billing--all:rw'], 'livechat', true],
    [['subscription_manage'], 'livechat', false],
    [[], 'livechat', false],
    [['billing_admin'], 'helpdesk', false],
    [['billing_manage'], 'helpdesk', false],
    [['billing--all:rw'], 'helpdesk', true],
    [['billing_manage'], 'text', true],
  ] as const)('%j on %s → %s', (scopes, product, expected) => {
    expect(hasBillingPermission(scopes, product)).toBe(expected);
  });
});

describe('hasIntegrationsManage', () => {
  it.each([
    [['integrations_manage'], true],
    [['hd_integrations_manage'], true],
    [['integrations_read'], false],
    [[], false],
  ])('%j → %s', (scopes, expected) => {
    expect(hasIntegrationsManage(scopes)).toBe(expected);
  });
});

describe('hasOrganizationManage', () => {
  it.each([
    [['organization--my:rw'], true],
    [['organization.product--my:rw'], true],
    [['organization--my:ro'], false],
    [[], false],
  ])('%j → %s', (scopes, expected) => {
    expect(hasOrganizationManage(scopes)).toBe(expected);
  });
});

describe('isAreaReadOnly', () => {
  it.each([
    [['chats--all:ro'], true],
    [['chats--all:rw'], false],
    [['tickets.write'], false],
    [['agents_manage'], false],
    [['reports:rc'], false],
    [['reports_read', 'agents--all:ro'], true],
    [[], true],
  ])('%j → %s', (scopes, expected) => {
    expect(isAreaReadOnly(scopes)).toBe(expected);
  });
});

describe('hasInstallRole', () => {
  it.each([
    [[{ product: 'livechat', role: 'owner' }], 'livechat', true],
    [[{ product: 'livechat', role: 'viceowner' }], 'livechat', true],
    [[{ product: 'livechat', role: 'administrator' }], 'livechat', true],
    [[{ product: 'livechat', role: 'viewer' }], 'livechat', false],
    [[{ product: 'livechat', role: 'normal' }], 'livechat', false],
    [[{ product: 'accounts', role: 'member' }], 'livechat', false],
    [[{ product: 'accounts', role: 'owner' }], 'helpdesk', true],
    [[{ product: 'livechat', role: 'owner' }], 'helpdesk', false],
  ] as const)('%j on %s → %s', (roles, product, expected) => {
    expect(hasInstallRole(roles, product)).toBe(expected);
  });
});

describe('isReseller', () => {
  it.each([
    ['reseller', 'livechat', true],
    ['reseller', 'helpdesk', false],
    ['partner', 'livechat', false],
    [null, 'livechat', false],
  ] as const)('partner type %j on %s → %s', (partnerType, product, expected) => {
    expect(isReseller(partnerType, product)).toBe(expected);
  });
});
