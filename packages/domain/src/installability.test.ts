import { describe, expect, it } from 'vitest';
import type { CustomProps } from './entities/app.ts';
import {
  canInstall,
  canPurchase,
  installRefusal,
  installSuccessCode,
  isInstallable,
  meetsPlan,
  planRequirement,
  purchaseRefusal,
  redirectsToSettingsAfterInstall,
  uninstallSuccessCode,
  type InstallContext,
} from './installability.ts';
import { makeApp, makeUser, makeSubscription } from './test/fixtures.ts';

const ownerScopes = ['billing_manage', 'integrations_manage', 'organization--my:rw'];

function context(
  overrides: {
    app?: Partial<InstallContext['app']>;
    session?: Partial<InstallContext['session']>;
    rest?: Partial<Omit<InstallContext, 'app' | 'session'>>;
  } = {},
): InstallContext {
  return {
    app: { ...makeApp({ id: '42', organizationId: 'dev-org' }), ...overrides.app },
    installedAppIds: [],
    session: { ...makeUser({ permissions: ownerScopes }), ...overrides.session },
    subscriptions: { livechat: makeSubscription(), helpdesk: makeSubscription({ plan: 'team' }) },
    ...overrides.rest,
  };
}

const flags = (customProps: CustomProps) => ({ app: { customProps } });

describe('isInstallable', () => {
  it.each([
    [true, undefined, true],
    [false, undefined, false],
    [false, null, false],
    [false, { installable: true }, true],
    [false, { installable: false }, false],
    [true, { installable: false }, true],
  ])('app %s, published record %j → %s', (installable, published, expected) => {
    expect(isInstallable({ installable }, published)).toBe(expected);
  });
});

describe('installRefusal', () => {
  it.each([
    ['allowed for an owner', {}, null, null],
    ['not installable', { app: { installable: false } }, 'not-installable', null],
    ['installable through its published record', { app: { installable: false }, rest: { publishedApp: { installable: true } } }, null, null],
    ['already installed', { rest: { installedAppIds: ['42'] } }, 'already-installed', 'Application is already installed.'],
    ['anonymous visitor', { session: { isAuthorized: false } }, 'not-signed-in', null],
    [
      'the organisation without billing rights',
      { session: { organizationId: 'org-without-billing-rights' } },
      'organization-without-billing',
      'To install contact the owner of the LiveChat license.',
    ],
    [
      'a configured organisation without billing rights',
      { session: { organizationId: 'org-x' }, rest: { organizationWithoutBillingId: 'org-x' } },
      'organization-without-billing',
      'To install contact the owner of the LiveChat license.',
    ],
    [
      'an agent without integrations manage',
      { session: { roles: [{ product: 'livechat', role: 'normal' }], permissions: [] } },
      'role',
      'You do not have enough permissions to install applications.',
    ],
    ['an agent with integrations manage', { session: { roles: [{ product: 'livechat', role: 'normal' }], permissions: ['integrations_manage'] } }, null, null],
    [
      'onlyOwnerCanInstall without organization manage',
      { app: { customProps: { onlyOwnerCanInstall: 'true' } }, session: { permissions: ['integrations_manage'] } },
      'only-owner',
      'To install contact the owner of the LiveChat license.',
    ],
    [
      'onlyOwnerCanInstall with product organization manage',
      { app: { customProps: { onlyOwnerCanInstall: 'true' } }, session: { permissions: ['organization.product--my:rw'] } },
      null,
      null,
    ],
    ['premium on chat, business plan', flags({ isPremium: 'true' }), null, null],
    [
      'premium on chat, team plan',
      { ...flags({ isPremium: 'true' }), rest: { subscriptions: { livechat: makeSubscription({ plan: 'team' }) } } },
      'plan',
      'This app is currently available only for Business and Enterprise plans',
    ],
    [
      'team-plan app on help desk, starter plan',
      {
        app: { product: 'helpdesk', customProps: { isTeamPlan: 'true' } },
        session: { roles: [{ product: 'helpdesk', role: 'owner' }] },
        rest: { subscriptions: { helpdesk: makeSubscription({ plan: 'starter' }) } },
      },
      'plan',
      'This app is currently available only for Team and higher plans',
    ],
    [
      'premium on text product',
      { app: { product: 'text', customProps: { isPremium: 'true' } }, session: { roles: [{ product: 'accounts', role: 'owner' }] } },
      'plan',
      'This app is currently available only for the Enterprise plan',
    ],
  ] as const)('%s', (_case, overrides, reason, message) => {
    const refusal = installRefusal(context(overrides));
    expect(refusal?.reason ?? null).toBe(reason);
    expect(refusal?.message ?? null).toBe(message);
    expect(canInstall(context(overrides))).toBe(reason === null);
  });
});

describe('purchaseRefusal', () => {
  it.each([
    ['allowed for an owner with billing rights', {}, null, null],
    ['own app', { session: { organizationId: 'dev-org' } }, 'own-app', 'Developers cannot buy their own app or service.'],
    [
      'inactive licence',
      { rest: { subscriptions: { livechat: makeSubscription({ active: false }) } } },
      'license-inactive',
      'Your LiveChat license is inactive. Go to LiveChat app and activate it.',
    ],
    [
      'inactive help-desk licence',
      {
        app: { product: 'helpdesk' },
        session: { permissions: ['billing--all:rw', 'hd_integrations_manage'], roles: [{ product: 'helpdesk', role: 'owner' }] },
        rest: { subscriptions: { helpdesk: makeSubscription({ active: false }) } },
      },
      'license-inactive',
      'Your HelpDesk license is inactive. Go to HelpDesk app and activate it.',
    ],
    ['no billing permission', { session: { permissions: ['integrations_manage'] } }, 'billing-permission', 'To install contact the owner of the LiveChat license.'],
    [
      'help desk needs billing all',
      {
        app: { product: 'helpdesk' },
        session: { permissions: ['billing_manage'], roles: [{ product: 'helpdesk', role: 'owner' }] },
      },
      'billing-permission',
      'To install contact the owner of the HelpDesk license.',
    ],
    ['already installed', { rest: { installedAppIds: ['42'] } }, 'already-installed', 'Application is already installed.'],
    ['no subscription known: not refused for licence', { rest: { subscriptions: {} } }, null, null],
  ] as const)('%s', (_case, overrides, reason, message) => {
    const refusal = purchaseRefusal(context(overrides));
    expect(refusal?.reason ?? null).toBe(reason);
    expect(refusal?.message ?? null).toBe(message);
    expect(canPurchase(context(overrides))).toBe(reason === null);
  });
});

describe('planRequirement', () => {
  it.each([
    ['', {}, null],
    ['', { isPremium: 'true' }, 'business'],
    ['livechat', { isTeamPlan: 'true' }, 'business'],
    ['helpdesk', { isPremium: 'true' }, 'team'],
    ['chatbot', { isTeamPlan: 'true' }, 'enterprise'],
    ['helpdesk', { isPremium: 'false' }, null],
  ] as const)('product %j, %j → %j', (product, customProps, tier) => {
    expect(planRequirement({ product, customProps })?.minimumTier ?? null).toBe(tier);
  });
});

describe('meetsPlan', () => {
  it.each([
    [makeSubscription({ plan: 'enterprise' }), 'business', true],
    [makeSubscription({ plan: 'business' }), 'business', true],
    [makeSubscription({ plan: 'team' }), 'business', false],
    [makeSubscription({ plan: 'business', trial: true }), 'business', false],
    [makeSubscription({ plan: null }), 'team', false],
    [undefined, 'team', false],
  ] as const)('%j at least %s → %s', (subscription, tier, expected) => {
    expect(meetsPlan(subscription, tier)).toBe(expected);
  });
});

describe('after install', () => {
  it.each([
    [{}, { isPrivate: false, redirect: true }, true],
    [{ isService: 'true' }, { isPrivate: false, redirect: true }, false],
    [{}, { isPrivate: true, redirect: true }, false],
    [{}, { isPrivate: false, redirect: false }, false],
  ] as const)('redirect for %j %j → %s', (customProps, options, expected) => {
    expect(redirectsToSettingsAfterInstall({ customProps }, options)).toBe(expected);
  });

  it.each([
    [{}, 'appInstalled', 'appUninstalled'],
    [{ isService: 'true' }, 'serviceActivated', 'serviceDeactivated'],
  ] as const)('notices for %j', (customProps, installed, uninstalled) => {
    expect(installSuccessCode({ customProps })).toBe(installed);
    expect(uninstallSuccessCode({ customProps })).toBe(uninstalled);
  });
});

describe('refusals the platform shares with the screens: ghost login, suspension, maintenance, own app', () => {
  it('refuses a ghost login both install and purchase, in words naming the account browsed as', () => {
    const ghost = context({ session: { isGhostLogin: true, email: 'owner@acme.example' } });
    const words = 'You are browsing as owner@acme.example with a ghost login: nothing can be installed, bought or changed for this account.';
    expect(installRefusal(ghost)).toEqual({ reason: 'ghost-login', code: 'ghostLoginReadOnly', message: words });
    expect(purchaseRefusal(ghost)).toEqual({ reason: 'ghost-login', code: 'ghostLoginReadOnly', message: words });
  });

  it('gives a suspended owner the role refusal on the suspended product only', () => {
    const suspended = context({ session: { roles: [{ product: 'livechat', role: 'owner' }], suspended: { livechat: true } } });
    expect(installRefusal(suspended)).toMatchObject({ reason: 'role', message: 'You do not have enough permissions to install applications.' });
    expect(purchaseRefusal(suspended)).toMatchObject({ reason: 'role' });
    const elsewhere = context({ session: { roles: [{ product: 'livechat', role: 'owner' }], suspended: { helpdesk: true } } });
    expect(installRefusal(elsewhere)).toBeNull();
  });

  it('refuses an app under maintenance, with words', () => {
    const refusal = purchaseRefusal(context({ app: { underMaintenance: true } }));
    expect(refusal).toEqual({
      reason: 'maintenance',
      code: 'appUnderMaintenance',
      message: 'This app is under maintenance: it cannot be installed or bought until the maintenance ends.',
    });
    expect(installRefusal(context({ app: { underMaintenance: true } }))?.reason).toBe('maintenance');
  });

  it('says why a developer may not buy their own app', () => {
    expect(purchaseRefusal(context({ session: { organizationId: 'dev-org' } }))).toMatchObject({ reason: 'own-app', message: 'Developers cannot buy their own app or service.' });
  });
});
