/**
 * Demo organisations and accounts: one per role of spec 6 plus the special cases the screens need
 * (reseller, developer, inactive licence, suspended owner, support user with ghost login).
 */
import { MARKETPLACE_CLIENT_ID, ORGANIZATION_WITHOUT_BILLING_ID } from '@marketplace/domain/constants';
import { scopeSchema } from '@marketplace/domain/entities/user';

/** Every scope the rules know by name (the domain's list): what a demo account with full rights holds. */
export const allScopes = scopeSchema.options;

export interface LicenseSeed {
  active: boolean;
  /** null: no plan chosen yet (a trial-assigned product). */
  plan: string | null;
  partner_type?: string;
  cancelled?: boolean;
  cancelled_at?: string;
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
  /** What a person signs in as this account for: the rules of the spec it meets (the sign-in page shows it). */
  purpose: string;
  canGhostLogin?: boolean;
  developerId?: string;
}

/** The owner's organisation: plans that allow premium and team-plan apps, and a card for each product. */
const acme: OrganizationSeed = {
  id: 'org-acme',
  name: 'Acme Support',
  region: 'dal',
  licenses: { livechat: { active: true, plan: 'business' }, helpdesk: { active: true, plan: 'team' } },
  cards: ['livechat', 'helpdesk'],
};

export const demoOrganizations: readonly OrganizationSeed[] = [
  acme,
  { id: 'org-reseller', name: 'Resell Partners', region: 'fra', licenses: { livechat: { active: true, plan: 'enterprise', partner_type: 'reseller' } }, cards: ['livechat'] },
  { id: 'org-dev-1', name: 'Northwind Labs', region: 'dal', licenses: { livechat: { active: true, plan: 'team' }, helpdesk: { active: true, plan: 'team' } }, cards: ['livechat'] },
  { id: 'org-inactive', name: 'Dormant Ltd', region: 'fra', licenses: { livechat: { active: false, plan: 'starter' }, helpdesk: { active: false, plan: 'starter' } }, cards: [] },
  { id: 'org-vendor', name: 'Marketplace Vendor Support', region: 'dal', licenses: { livechat: { active: true, plan: 'enterpriseplus' } }, cards: [] },
  // The demo world: one organisation per plan, subscription state and organisation rule of the spec.
  { id: 'org-chat-starter', name: 'Starter Chat Co', region: 'dal', licenses: { livechat: { active: true, plan: 'starter' } }, cards: ['livechat'] },
  {
    id: 'org-chat-team',
    name: 'Team Chat Co',
    region: 'dal',
    licenses: { livechat: { active: true, plan: 'team' }, helpdesk: { active: true, plan: 'team' } },
    cards: ['livechat', 'helpdesk'],
  },
  {
    id: 'org-desk-basic',
    name: 'Basic Desk Co',
    region: 'fra',
    licenses: { livechat: { active: true, plan: 'business' }, helpdesk: { active: true, plan: 'basic' } },
    cards: ['livechat', 'helpdesk'],
  },
  {
    id: 'org-desk-trial',
    name: 'Trial Desk Co',
    region: 'dal',
    licenses: { livechat: { active: true, plan: 'business' }, helpdesk: { active: false, plan: null } },
    // A card for both, so a help-desk app in the cart gets as far as the purchase (and its note).
    cards: ['livechat', 'helpdesk'],
  },
  {
    id: 'org-cancelled',
    name: 'Cancelled Co',
    region: 'fra',
    licenses: {
      livechat: { active: true, plan: 'team', cancelled: true, cancelled_at: '2026-01-10T12:00:00.000Z' },
      helpdesk: { active: false, plan: 'team' },
    },
    cards: ['livechat'],
  },
  {
    // No card on file: its trials needed none, and what falls due when they end waits for one.
    id: 'org-no-card',
    name: 'Card Later Ltd',
    region: 'dal',
    licenses: { livechat: { active: true, plan: 'business' } },
    cards: [],
  },
  {
    id: 'org-crowded',
    name: 'Crowded Desk Inc',
    region: 'dal',
    licenses: { livechat: { active: true, plan: 'business' }, helpdesk: { active: true, plan: 'team' } },
    cards: ['livechat', 'helpdesk'],
  },
  {
    id: 'org-managers',
    name: 'Managed Org Ltd',
    region: 'dal',
    licenses: { livechat: { active: true, plan: 'enterprise' }, helpdesk: { active: true, plan: 'team' } },
    cards: ['livechat', 'helpdesk'],
  },
  {
    id: ORGANIZATION_WITHOUT_BILLING_ID,
    name: 'No Billing Rights Org',
    region: 'dal',
    licenses: { livechat: { active: true, plan: 'business' }, helpdesk: { active: true, plan: 'team' } },
    cards: ['livechat'],
  },
];

const role = (id: string, product: string, name: string) => ({ role_id: id, product, role: name });
const both = (name: string) => [role(`${name}-lc`, 'livechat', name), role(`${name}-hd`, 'helpdesk', name)];
const avatar = (seed: string) => ({ active: true, avatar_url: `/v2/assets/icons/${seed}.svg` });

/** Acme's owner: every right, on both products. */
const owner: AccountSeed = {
  accountId: 'acc-owner',
  organizationId: acme.id,
  email: 'owner@acme.example',
  name: 'Olivia Owner',
  roles: both('owner'),
  properties: avatar('olivia-owner'),
  scopes: allScopes,
  demoLabel: 'Owner',
  purpose: 'Owns Acme: installs and buys anything; Business chat and Team help-desk plans, so premium and team-plan apps are allowed.',
};

export const demoAccounts: readonly AccountSeed[] = [
  owner,
  {
    accountId: 'acc-viceowner',
    organizationId: 'org-acme',
    email: 'viceowner@acme.example',
    name: 'Victor Viceowner',
    roles: both('viceowner'),
    properties: avatar('victor-viceowner'),
    scopes: ['billing_manage', 'billing--all:rw', 'subscription_manage', 'integrations_manage', 'hd_integrations_manage', 'organization.product--my:rw'],
    demoLabel: 'Vice-owner',
    purpose: "Acme's vice-owner: installs and buys like the owner (product organization-manage, so owner-only apps too).",
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
    purpose: "Acme's administrator: may install free apps but has no billing rights and no organization-manage (owner-only apps, paid apps refused).",
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
    purpose: "Acme's viewer: no install role ('You do not have enough permissions…'), offered Request access.",
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
    purpose: "Acme's chat agent: no install role, no help-desk role; offered Request access.",
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
    purpose: "Acme's help-desk member: no install role, no chat role.",
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
    purpose: 'Reseller licence on the chat product (partner type reseller).',
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
    purpose:
      "Owns Northwind's apps: own apps point to the developer console; buying them is refused; private and in-review apps; the organisation has its private Metricly installed, opened by its widget id.",
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
    purpose: "Both licences inactive: 'Your {product} license is inactive…' when buying.",
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
    purpose: 'An owner suspended on both products: not an active owner.',
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
    purpose: "Support staff: ghost login to browse as another demo account ('Browsing as …').",
    canGhostLogin: true,
  },
  // The demo world (docs/demo-accounts.md): each account meets rules no account above can.
  {
    accountId: 'acc-chat-starter',
    organizationId: 'org-chat-starter',
    email: 'owner@starter-chat.example',
    name: 'Stella Starter',
    roles: [role('owner-lc', 'livechat', 'owner')],
    properties: avatar('stella-starter'),
    scopes: allScopes,
    demoLabel: 'Owner, chat Starter plan',
    purpose: "Chat plan too small: premium and team-plan chat apps say 'This app is currently available only for Business and Enterprise plans' with Upgrade.",
  },
  {
    accountId: 'acc-chat-team',
    organizationId: 'org-chat-team',
    email: 'owner@team-chat.example',
    name: 'Theo Team',
    roles: both('owner'),
    properties: avatar('theo-team'),
    scopes: allScopes,
    demoLabel: 'Owner, chat Team plan',
    purpose: 'Chat Team plan is still below Business: premium chat apps are refused with Upgrade; help-desk team-plan apps are allowed.',
  },
  {
    accountId: 'acc-desk-basic',
    organizationId: 'org-desk-basic',
    email: 'owner@basic-desk.example',
    name: 'Bea Basic',
    roles: both('owner'),
    properties: avatar('bea-basic'),
    scopes: allScopes,
    demoLabel: 'Owner, help desk Basic plan',
    purpose: "Help-desk plan too small: premium and team-plan help-desk apps say 'This app is currently available only for Team and higher plans' with Upgrade.",
  },
  {
    accountId: 'acc-desk-trial',
    organizationId: 'org-desk-trial',
    email: 'owner@trial-desk.example',
    name: 'Tia Trial',
    roles: both('owner'),
    properties: avatar('tia-trial'),
    scopes: allScopes,
    demoLabel: 'Owner, help desk trial-assigned',
    purpose:
      "Help desk assigned with no plan and not active: 'Free trial' in My apps; help-desk apps cannot be bought (inactive licence), and one bought through the cart says 'Was not installed, please activate HelpDesk first'.",
  },
  {
    accountId: 'acc-cancelled',
    organizationId: 'org-cancelled',
    email: 'owner@cancelled.example',
    name: 'Cass Cancelled',
    roles: both('owner'),
    properties: avatar('cass-cancelled'),
    scopes: allScopes,
    demoLabel: 'Owner, cancelled subscription',
    purpose: "Chat subscription cancelled and help desk expired: 'Cancelled or expired' in My apps; a frozen recurrent charge.",
  },
  {
    accountId: 'acc-no-card',
    organizationId: 'org-no-card',
    email: 'owner@card-later.example',
    name: 'Kit Cardless',
    roles: [role('owner-lc', 'livechat', 'owner')],
    properties: avatar('kit-cardless'),
    scopes: allScopes,
    demoLabel: 'Owner, trials ended without a card',
    purpose: 'No card on file: the one-time trial and a monthly trial that needed none have ended; My apps says what is due, taken once a card is added.',
  },
  {
    accountId: 'acc-crowded-owner',
    organizationId: 'org-crowded',
    email: 'owner@crowded.example',
    name: 'Cora Crowded',
    roles: both('owner'),
    properties: avatar('cora-crowded'),
    scopes: allScopes,
    demoLabel: 'Owner, 5 agents without help-desk access',
    purpose: 'Owns an organisation where five agents have no help-desk role: a help-desk app lists the first 3 agents without access.',
  },
  ...['Abe', 'Bo', 'Cy', 'Di', 'Ed'].map((first, i): AccountSeed => ({
    accountId: `acc-crowded-agent-${i + 1}`,
    organizationId: 'org-crowded',
    email: `agent${i + 1}@crowded.example`,
    name: `${first} Crowded`,
    roles: [role('normal-lc', 'livechat', 'normal')],
    properties: avatar(`${first.toLowerCase()}-crowded`),
    scopes: [],
    demoLabel: `Agent ${i + 1} without help-desk access`,
    purpose: 'A chat agent with no install role and no help-desk role: Request access, and the limit of 3 agents without access.',
  })),
  {
    accountId: 'acc-admin-org-manage',
    organizationId: 'org-managers',
    email: 'admin@managed.example',
    name: 'Max Manager',
    roles: both('administrator'),
    properties: avatar('max-manager'),
    scopes: ['integrations_manage', 'hd_integrations_manage', 'organization--my:rw'],
    demoLabel: 'Administrator with organization-manage',
    purpose: 'An administrator with organization-manage: may install owner-only apps (no billing rights: paid apps are refused).',
  },
  {
    accountId: 'acc-billing-manage',
    organizationId: 'org-managers',
    email: 'billing@managed.example',
    name: 'Bill Manager',
    roles: both('administrator'),
    properties: avatar('bill-manager'),
    scopes: ['billing_manage', 'integrations_manage', 'hd_integrations_manage'],
    demoLabel: 'Administrator with billing manage, without billing all',
    purpose: "Buys chat apps with billing manage, but on the help desk only billing all counts: paid help-desk apps say 'To install contact the owner of the HelpDesk license.'",
  },
  {
    accountId: 'acc-no-billing',
    organizationId: ORGANIZATION_WITHOUT_BILLING_ID,
    email: 'owner@no-billing.example',
    name: 'Nora Nobilling',
    roles: both('owner'),
    properties: avatar('nora-nobilling'),
    scopes: allScopes,
    demoLabel: 'Owner in the organisation without billing rights',
    purpose: "The fixed organisation without billing rights: every install says 'To install contact the owner of the {product} license.' with Request access.",
  },
];

/** The licences of a new demo organisation: Acme's, so its owner may buy what Acme's may. */
export const newOrganizationLicenses = acme.licenses;

/**
 * A new demo organisation, made when a person asks for one on the sign-in page: Acme's plans and
 * cards, nothing installed or bought, and its owner with the rights of Acme's. `key` (a few
 * letters and digits) tells it from every other; the sign-in page does not list it.
 */
export function newOrganizationSeed(key: string): { organization: OrganizationSeed; owner: Omit<AccountSeed, 'demoLabel' | 'purpose'> } {
  const id = `org-new-${key}`;
  const { demoLabel: _label, purpose: _purpose, ...rights } = owner;
  return {
    organization: { ...acme, id, name: `New Organisation ${key.toUpperCase()}` },
    owner: { ...rights, accountId: `acc-new-${key}`, organizationId: id, email: `owner@new-${key}.example`, name: 'Nell Newcomer', properties: avatar('nell-newcomer') },
  };
}

/**
 * The marketplace's own OAuth client. Its row lists no return origins: where it may return is the
 * run-time configuration's origins (identity-provider/clients.ts), so one database serves any ports.
 */
export const marketplaceClient = {
  clientId: MARKETPLACE_CLIENT_ID,
  name: 'Marketplace',
  redirectOrigins: [] as string[],
};

/** What the demo account with this id is for (the sign-in page shows it under its name). */
export function demoPurpose(accountId: string): string | null {
  return demoAccounts.find((account) => account.accountId === accountId)?.purpose ?? null;
}
