/**
 * Demo organisations and accounts: one per role of spec 6 plus the special cases the screens need
 * (reseller, developer, inactive licence, suspended owner, support user with ghost login).
 */
import { MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';

export const allScopes = [
  'billing_manage',
  'billing_admin',
  'billing--all:rw',
  'subscription_manage',
  'integrations_manage',
  'hd_integrations_manage',
  'organization--my:rw',
  'organization.product--my:rw',
  'dev_platform_admin',
] as const;

export interface LicenseSeed {
  active: boolean;
  plan: string;
  partner_type?: string;
}
export interface OrganizationSeed {
  id: string;
  name: string;
  region: 'dal' | 'fra';
  licenses: Record<string, LicenseSeed>;
  cards: readonly string[];
}
export interface AccountSeed {
  accountId: string;
  organizationId: string;
  email: string;
  name: string;
  roles: { role_id: string; product: string; role: string }[];
  properties: Record<string, unknown>;
  scopes: readonly string[];
  demoLabel: string;
  canGhostLogin?: boolean;
  developerId?: string;
}

export const demoOrganizations: readonly OrganizationSeed[] = [
  {
    id: 'org-acme',
    name: 'Acme Support',
    region: 'dal',
    licenses: { livechat: { active: true, plan: 'business' }, helpdesk: { active: true, plan: 'team' } },
    cards: ['livechat', 'helpdesk'],
  },
  { id: 'org-reseller', name: 'Resell Partners', region: 'fra', licenses: { livechat: { active: true, plan: 'enterprise', partner_type: 'reseller' } }, cards: ['livechat'] },
  { id: 'org-dev-1', name: 'Northwind Labs', region: 'dal', licenses: { livechat: { active: true, plan: 'team' }, helpdesk: { active: true, plan: 'team' } }, cards: ['livechat'] },
  { id: 'org-inactive', name: 'Dormant Ltd', region: 'fra', licenses: { livechat: { active: false, plan: 'starter' }, helpdesk: { active: false, plan: 'starter' } }, cards: [] },
  { id: 'org-vendor', name: 'Marketplace Vendor Support', region: 'dal', licenses: { livechat: { active: true, plan: 'enterpriseplus' } }, cards: [] },
];

const role = (id: string, product: string, name: string) => ({ role_id: id, product, role: name });
const both = (name: string) => [role(`${name}-lc`, 'livechat', name), role(`${name}-hd`, 'helpdesk', name)];
const avatar = (seed: string) => ({ active: true, avatar_url: `/v2/assets/icons/${seed}.svg` });

export const demoAccounts: readonly AccountSeed[] = [
  {
    accountId: 'acc-owner',
    organizationId: 'org-acme',
    email: 'owner@acme.example',
    name: 'Olivia Owner',
    roles: both('owner'),
    properties: avatar('olivia-owner'),
    scopes: allScopes,
    demoLabel: 'Owner',
  },
  {
    accountId: 'acc-viceowner',
    organizationId: 'org-acme',
    email: 'viceowner@acme.example',
    name: 'Victor Viceowner',
    roles: both('viceowner'),
    properties: avatar('victor-viceowner'),
    scopes: ['billing_manage', 'billing--all:rw', 'subscription_manage', 'integrations_manage', 'hd_integrations_manage', 'organization.product--my:rw'],
    demoLabel: 'Vice-owner',
  },
  {
    accountId: 'acc-admin',
    organizationId: 'org-acme',
    email: 'admin@acme.example',
    name: 'Ada Administrator',
    roles: both('administrator'),
    properties: avatar('ada-administrator'),
    scopes: ['integrations_manage', 'hd_integrations_manage'],
    demoLabel: 'Administrator',
  },
  {
    accountId: 'acc-viewer',
    organizationId: 'org-acme',
    email: 'viewer@acme.example',
    name: 'Vera Viewer',
    roles: both('viewer'),
    properties: avatar('vera-viewer'),
    scopes: [],
    demoLabel: 'Viewer',
  },
  {
    accountId: 'acc-agent',
    organizationId: 'org-acme',
    email: 'agent@acme.example',
    name: 'Adam Agent',
    roles: [role('normal-lc', 'livechat', 'normal')],
    properties: avatar('adam-agent'),
    scopes: [],
    demoLabel: 'Agent (normal)',
  },
  {
    accountId: 'acc-member',
    organizationId: 'org-acme',
    email: 'member@acme.example',
    name: 'Mia Member',
    roles: [role('member-hd', 'helpdesk', 'member')],
    properties: avatar('mia-member'),
    scopes: [],
    demoLabel: 'Help-desk member',
  },
  {
    accountId: 'acc-reseller',
    organizationId: 'org-reseller',
    email: 'reseller@partners.example',
    name: 'Rita Reseller',
    roles: [role('owner-lc', 'livechat', 'owner')],
    properties: avatar('rita-reseller'),
    scopes: allScopes,
    demoLabel: 'Reseller',
  },
  {
    accountId: 'acc-developer',
    organizationId: 'org-dev-1',
    email: 'developer@northwind.example',
    name: 'Dev Northwind',
    roles: both('owner'),
    properties: avatar('dev-northwind'),
    scopes: allScopes,
    demoLabel: 'Developer (owns apps)',
    developerId: 'dev-1',
  },
  {
    accountId: 'acc-inactive',
    organizationId: 'org-inactive',
    email: 'owner@dormant.example',
    name: 'Ian Inactive',
    roles: both('owner'),
    properties: avatar('ian-inactive'),
    scopes: allScopes,
    demoLabel: 'Owner, inactive licence',
  },
  {
    accountId: 'acc-suspended',
    organizationId: 'org-acme',
    email: 'suspended@acme.example',
    name: 'Sam Suspended',
    roles: both('owner'),
    properties: { ...avatar('sam-suspended'), suspended: { livechat: true, helpdesk: true } },
    scopes: allScopes,
    demoLabel: 'Suspended owner',
  },
  {
    accountId: 'acc-support',
    organizationId: 'org-vendor',
    email: 'support@vendor.example',
    name: 'Sue Support',
    roles: [role('admin-lc', 'livechat', 'administrator')],
    properties: avatar('sue-support'),
    scopes: [],
    demoLabel: 'Support (ghost login)',
    canGhostLogin: true,
  },
];

/**
 * The marketplace's own OAuth client. Its row lists no return origins: where it may return is the
 * run-time configuration's origins (routes/accounts.ts), so one database serves any ports.
 */
export const marketplaceClient = {
  clientId: MARKETPLACE_CLIENT_ID,
  name: 'Marketplace',
  redirectOrigins: [] as string[],
};
