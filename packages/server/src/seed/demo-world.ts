/**
 * The demo world's own apps: one per rule of the spec that the generated catalogue meets only by
 * chance or not at all (plan limits per product, owner-only, maintenance, a one-time trial, a
 * full-screen path and a settings path of its own, finish-install copy, chats and reports
 * placements, hidden for beta, a theme, a direct install in a new tab).
 * Each is named after what it shows, so a person trying the product finds it by searching; the
 * table in docs/demo-accounts.md says which demo account meets each one. No PRNG draw: the
 * generated catalogue stays exactly as it was.
 */
import { categoryNames } from '@marketplace/domain/page-copy';
import type { App, AppPayment, CategorySlug, CustomProps } from '@marketplace/domain/entities/app';
import type { AppRow } from './catalogue.ts';
import { logoMarkPath } from '../catalogue/logo-mark.ts';
import { screenshotPath } from './svg.ts';

const DAY = 86_400_000;

/** The demo apps' developer: a generated one, so none of the demo accounts owns them. */
const demoDeveloperId = 'dev-3';

interface DemoApp {
  id: string;
  slug: string;
  name: string;
  product: '' | 'livechat' | 'helpdesk' | 'text';
  category: CategorySlug;
  shortDescription: string;
  payment: AppPayment | null;
  customProps?: Omit<CustomProps, 'order'>;
  directInstallUrl?: string;
  widgets?: App['widgets'];
  underMaintenance?: boolean;
  theme?: string;
  /** The app's own logo, as a developer uploads it; without one the app shows its generated mark. */
  icon?: string;
}

/** Reports Lens's own logo (three bars on a dark tile), so the catalogue has an app whose record's icon wins over a mark. */
const reportsLensLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="28" fill="#111827"/><rect x="28" y="64" width="18" height="36" rx="4" fill="#34d399"/><rect x="55" y="44" width="18" height="56" rx="4" fill="#60a5fa"/><rect x="82" y="28" width="18" height="72" rx="4" fill="#f472b6"/></svg>',
)}`;

const monthly = (price: number): AppPayment => ({ price, frequency: 'recurrent_charge', perAccount: false, months: 1, trialDays: 0, creditCardRequired: true });

export const demoApps: readonly DemoApp[] = [
  {
    id: '9001',
    slug: 'premium-chat-insights',
    name: 'Premium Chat Insights',
    product: 'livechat',
    category: 'analytics',
    shortDescription: 'Premium chat analytics for the Business and Enterprise plans.',
    payment: null,
    customProps: { isPremium: 'true' },
  },
  {
    id: '9002',
    slug: 'team-plan-ticket-router',
    name: 'Team Plan Ticket Router',
    product: 'helpdesk',
    category: 'help-desk',
    shortDescription: 'Routes help-desk tickets by skill; for the Team plan and higher.',
    payment: null,
    customProps: { isTeamPlan: 'true' },
  },
  {
    id: '9003',
    slug: 'premium-ticket-sla',
    name: 'Premium Ticket SLA',
    product: 'helpdesk',
    category: 'help-desk',
    shortDescription: 'Service-level timers on help-desk tickets, a premium paid app.',
    payment: monthly(2900),
    customProps: { isPremium: 'true' },
  },
  {
    id: '9004',
    slug: 'enterprise-text-suite',
    name: 'Enterprise Text Suite',
    product: 'text',
    category: 'analytics',
    shortDescription: 'Text-product reporting kept for the Enterprise plan.',
    payment: null,
    customProps: { isPremium: 'true' },
  },
  {
    id: '9005',
    slug: 'owner-only-vault',
    name: 'Owner Only Vault',
    product: 'livechat',
    category: 'crm',
    shortDescription: 'Organization-wide data vault that only owners may install.',
    payment: null,
    customProps: { onlyOwnerCanInstall: 'true' },
  },
  {
    id: '9006',
    slug: 'maintenance-mode-sync',
    name: 'Maintenance Mode Sync',
    product: 'livechat',
    category: 'crm',
    shortDescription: 'Contact sync that is under maintenance right now.',
    payment: null,
    underMaintenance: true,
  },
  {
    id: '9007',
    slug: 'one-time-trial-toolkit',
    name: 'One-time Trial Toolkit',
    product: 'livechat',
    category: 'lead-generation',
    shortDescription: 'Pay once after a 14-day free trial, no card needed to start.',
    payment: { price: 4900, frequency: 'direct_charge', perAccount: false, months: null, trialDays: 14, creditCardRequired: false },
  },
  {
    id: '9008',
    slug: 'fullscreen-board',
    name: 'Fullscreen Board',
    product: 'livechat',
    category: 'analytics',
    shortDescription: 'A full-screen board that opens on its own path in the chat app.',
    payment: null,
    customProps: { alternativeFullscreenPath: '/boards', alternativeSettingUrl: '/boards/settings' },
    widgets: [
      { id: '9008-board', placement: 'fullscreen' },
      { id: '9008-w2', placement: 'settings' },
    ],
  },
  {
    id: '9009',
    slug: 'finish-setup-wizard',
    name: 'Finish Setup Wizard',
    product: 'livechat',
    category: 'cms',
    shortDescription: 'Installs in a click, then asks you to finish the setup on its site.',
    payment: null,
    customProps: { finishInstallUrl: 'https://finish-setup-wizard.example.com/setup', finishInstallCopy: 'Finish the setup on the Finish Setup Wizard site' },
  },
  {
    id: '9010',
    slug: 'chats-sidekick',
    name: 'Chats Sidekick',
    product: 'livechat',
    category: 'contact-management',
    shortDescription: 'A panel beside every chat, placed on the Chats screen.',
    payment: null,
    widgets: [
      { id: '9010-panel', placement: 'plugin' },
      { id: '9010-w2', placement: 'settings' },
    ],
  },
  {
    id: '9011',
    slug: 'reports-lens',
    name: 'Reports Lens',
    product: 'livechat',
    category: 'analytics',
    shortDescription: 'Extra charts placed on the Reports screen of the chat app.',
    payment: null,
    customProps: { agentAppReport: 'true' },
    icon: reportsLensLogo,
  },
  {
    id: '9012',
    slug: 'beta-preview-lab',
    name: 'Beta Preview Lab',
    product: 'livechat',
    category: 'chatbots',
    shortDescription: 'A beta app, hidden unless the marketplace is opened in beta mode.',
    payment: null,
    customProps: { usingBeta: 'true', hiddenForBeta: 'true' },
  },
  {
    id: '9013',
    slug: 'glass-theme-pack',
    name: 'Glass Theme Pack',
    product: 'livechat',
    category: 'cms',
    shortDescription: 'A chat-window theme, left out of listings unless listed by id.',
    payment: null,
    theme: 'dark-glass',
  },
  {
    id: '9014',
    slug: 'new-tab-direct-install',
    name: 'New Tab Direct Install',
    product: 'livechat',
    category: 'crm',
    shortDescription: 'Installs on its own site, through the account authorisation page, in a new tab.',
    payment: null,
    customProps: { directInstallUrlInNewTab: 'true' },
    directInstallUrl: 'https://new-tab-direct-install.example.com/install',
  },
];

/** The demo apps as seed rows, placed after the generated catalogue. */
export function demoAppRows(firstPosition: number, referenceDate: Date): AppRow[] {
  const iso = (offsetDays: number) => new Date(referenceDate.getTime() + offsetDays * DAY).toISOString();
  return demoApps.map((demo, i) => {
    const document: App = {
      id: demo.id,
      slug: demo.slug,
      name: demo.name,
      product: demo.product,
      shortDescription: demo.shortDescription,
      longDescription: `${demo.shortDescription} ${demo.name} is a demo app: it exists so that this rule of the marketplace can be seen on a screen.`,
      screenshots: [1, 2].map((s) => ({
        large: screenshotPath(demo.slug, s, demo.category),
        small: screenshotPath(demo.slug, s, demo.category),
        caption: `${demo.name} screen ${s}`,
      })),
      icon: demo.icon ?? logoMarkPath(demo.id, demo.category),
      category: { id: demo.category, name: categoryNames[demo.category] },
      types: ['integration'],
      languages: ['English'],
      industries: ['Software'],
      country: null,
      widgets: demo.widgets ?? [
        { id: `${demo.id}-w1`, placement: 'plugin' },
        { id: `${demo.id}-w2`, placement: 'settings' },
      ],
      hidden: false,
      underMaintenance: demo.underMaintenance ?? false,
      theme: demo.theme ?? null,
      tutorialUrl: null,
      installations: 0,
      publishedAt: iso(-30 - i),
      updatedAt: iso(-30 - i),
      submittedAt: iso(-40 - i),
      acceptedAt: iso(-31 - i),
      installable: true,
      directInstallUrl: demo.directInstallUrl ?? null,
      elements: { onboarding: null },
      // Only a direct install needs the app's client (the account authorisation page names it).
      authorization: demo.directInstallUrl === undefined ? null : { clientId: `client-${demo.id}` },
      payment: demo.payment,
      customProps: { order: '0', verified: 'false', ...demo.customProps },
      rating: null,
      developerId: demoDeveloperId,
      organizationId: `org-${demoDeveloperId}`,
    };
    return {
      id: demo.id,
      slug: demo.slug,
      developerId: demoDeveloperId,
      position: firstPosition + i,
      document,
      installations: 100 + i,
      resources: {
        appId: demo.id,
        features: [demo.shortDescription],
        benefits: ['Shows a rule of the marketplace'],
        support: { email: `support@${demo.slug}.example.com`, website: `https://${demo.slug}.example.com/help` },
        termsUrl: `https://${demo.slug}.example.com/terms`,
        privacyPolicyUrl: `https://${demo.slug}.example.com/privacy`,
        changelog: [{ version: '1.0.0', date: iso(-30 - i), notes: 'First release.' }],
      },
    };
  });
}
