import { describe, expect, it } from 'vitest';
import { appActions, consentItems, nextStepsAfterPurchase, uninstallReasonText, type AppActionsInput } from './app-actions.ts';
import type { App } from './entities/app.ts';
import type { User } from './entities/user.ts';
import { makeApp, makePayment, makeUser, makeSubscription } from './test/fixtures.ts';

const ownerScopes = ['billing_manage', 'integrations_manage', 'organization--my:rw'];

function input(app: Partial<App> = {}, options: { session?: Partial<User>; rest?: Partial<AppActionsInput> } = {}): AppActionsInput {
  return {
    app: makeApp({ id: '42', slug: 'crm-sync', organizationId: 'dev-org', authorization: { clientId: 'client-42' }, ...app }),
    installedAppIds: [],
    cartAppIds: [],
    session: { ...makeUser({ permissions: ownerScopes }), ...options.session },
    subscriptions: { livechat: makeSubscription(), helpdesk: makeSubscription({ plan: 'team' }) },
    accountsOrigin: 'https://platform.example/accounts/authorize',
    ...options.rest,
  };
}

const kinds = (value: AppActionsInput) => appActions(value).actions.map((action) => action.label);
const paid = { payment: makePayment() };
const service = { customProps: { isService: 'true' as const } };

describe('a free app or service is installed or activated, after consent when it has a client', () => {
  it.each([
    ['free app', {}, ['Install']],
    ['free service', service, ['Activate']],
  ])('%s → %j', (_name, app, expected) => {
    expect(kinds(input(app))).toEqual(expected);
    expect(appActions(input(app)).refusal).toBeNull();
  });

  it('asks for consent only when the app has an authorization client', () => {
    expect(appActions(input()).actions[0]).toMatchObject({ kind: 'install', needsConsent: true });
    expect(appActions(input({ authorization: null })).actions[0]).toMatchObject({ kind: 'install', needsConsent: false });
  });

  it('a direct install goes to the authorisation page, in a new tab when the app says so', () => {
    const direct = { directInstallUrl: 'https://crm.example/install', customProps: { directInstallUrlInNewTab: 'true' as const } };
    expect(appActions(input(direct)).actions[0]).toEqual({
      kind: 'direct-install',
      label: 'Install',
      href: 'https://platform.example/accounts/authorize?response_type=code&client_id=client-42&redirect_uri=https%3A%2F%2Fcrm.example%2Finstall',
      newTab: true,
    });
  });
});

describe('a paid app is bought or added to the cart', () => {
  it.each([
    ['not in the cart', [], ['Buy', 'Add to cart']],
    ['already in the cart', ['42'], ['Buy', 'In cart']],
  ])('%s → %j', (_name, cartAppIds, expected) => {
    expect(kinds(input(paid, { rest: { cartAppIds } }))).toEqual(expected);
  });

  it('a locked cart takes no addition: Add to cart is not offered, and the spec says why', () => {
    const locked = appActions(input(paid, { rest: { cartLocked: true } }));
    expect(locked.actions.map((action) => action.label)).toEqual(['Buy']);
    expect(locked.refusal).toEqual({
      reason: 'cart-locked',
      code: 'cartLocked',
      message: 'Your cart is currently blocked by the unfinished checkout process. Try again later.',
    });
  });

  it('Buy leads to the checkout of the app and In cart to the cart', () => {
    const [buy, cart] = appActions(input(paid, { rest: { cartAppIds: ['42'] } })).actions;
    expect(buy).toMatchObject({ path: '/checkout/crm-sync' });
    expect(cart).toMatchObject({ path: '/cart/' });
  });
});

describe('an installed app opens, has settings and is uninstalled (a service is deactivated)', () => {
  it.each([
    ['installed app', {}, {}, ['Open', 'Settings', 'Uninstall']],
    ['activated service', service, {}, ['Settings', 'Deactivate']],
    ['installed paid app', paid, {}, ['Open', 'Settings', 'Uninstall']],
    ['installed, seen by a viewer', {}, { roles: [{ product: 'livechat' as const, role: 'viewer' as const }], permissions: [] }, ['Open', 'Settings']],
  ])('%s → %j', (_name, app, session, expected) => {
    expect(kinds(input(app, { session, rest: { installedAppIds: ['42'] } }))).toEqual(expected);
  });

  it('opens an app placed on the chats or reports screen there too, and a full-screen path with its widget id', () => {
    const placed = { widgets: [{ id: 'w-panel', placement: 'plugin' as const }], customProps: { agentAppReport: 'true' as const } };
    const { actions } = appActions(input(placed, { rest: { installedAppIds: ['42'] } }));
    expect(actions.map((action) => action.label)).toEqual(['Open', 'Open in Chats', 'Open in Reports', 'Settings', 'Uninstall']);
    expect(actions[1]).toMatchObject({ target: { product: 'livechat', path: '/chats' } });
    expect(actions[2]).toMatchObject({ target: { product: 'livechat', path: '/reports' } });
    const fullscreen = { widgets: [{ id: 'w-board', placement: 'fullscreen' as const }], customProps: { alternativeFullscreenPath: '/boards' } };
    expect(appActions(input(fullscreen, { rest: { installedAppIds: ['42'] } })).actions[0]).toMatchObject({ label: 'Open', target: { path: '/boards/w-board' } });
    expect(kinds(input({ widgets: [{ id: 'w', placement: 'settings' }] }, { rest: { installedAppIds: ['42'] } }))).toEqual(['Open', 'Settings', 'Uninstall']);
  });

  it('an installed app that finishes its set-up on its own site leads there first, in its own words', () => {
    const finishing = { customProps: { finishInstallUrl: 'https://crm.example/setup', finishInstallCopy: 'Finish setting up CRM Sync' } };
    const actions = appActions(input(finishing, { rest: { installedAppIds: ['42'] } })).actions;
    expect(actions.map((action) => action.label)).toEqual(['Finish setting up CRM Sync', 'Open', 'Settings', 'Uninstall']);
    expect(actions[0]).toEqual({ kind: 'finish-install', label: 'Finish setting up CRM Sync', href: 'https://crm.example/setup' });
    expect(appActions(input({ customProps: { finishInstallUrl: 'https://crm.example/setup' } }, { rest: { installedAppIds: ['42'] } })).actions[0]).toMatchObject({
      label: 'Finish installation',
    });
    // Not before the install, and never a script address.
    expect(kinds(input(finishing))).toEqual(['Install']);
    expect(kinds(input({ customProps: { finishInstallUrl: 'javascript:alert(1)' } }, { rest: { installedAppIds: ['42'] } }))).toEqual(['Open', 'Settings', 'Uninstall']);
  });

  it("says 'Application is already installed.'", () => {
    expect(appActions(input({}, { rest: { installedAppIds: ['42'] } })).refusal?.message).toBe('Application is already installed.');
  });

  it('targets the app page and the settings in the host product (id when in review, help desk paths)', () => {
    const [open, settings] = appActions(input({}, { rest: { installedAppIds: ['42'] } })).actions;
    expect(open).toMatchObject({ target: { product: 'livechat', path: '/app/crm-sync' } });
    expect(settings).toMatchObject({ target: { product: 'livechat', path: '/apps/settings/crm-sync' } });
    const review = appActions(input({ product: 'helpdesk' }, { rest: { installedAppIds: ['42'], area: 'in-review' } })).actions;
    expect(review[0]).toMatchObject({ target: { product: 'helpdesk', path: '/apps/crm-sync' } });
    expect(review[1]).toMatchObject({ target: { product: 'helpdesk', path: '/settings/integrations/apps/42' } });
  });
});

describe('a refused action shows the reason with the spec message, and what the user can do instead', () => {
  it.each([
    [
      'a viewer (free)',
      {},
      { roles: [{ product: 'livechat' as const, role: 'viewer' as const }], permissions: [] },
      {},
      'You do not have enough permissions to install applications.',
      ['Request access'],
    ],
    [
      'an administrator without billing rights (paid)',
      paid,
      { roles: [{ product: 'livechat' as const, role: 'administrator' as const }], permissions: ['integrations_manage'] },
      {},
      'To install contact the owner of the LiveChat license.',
      ['Request access'],
    ],
    [
      'only the owner may install',
      { customProps: { onlyOwnerCanInstall: 'true' as const } },
      { permissions: ['integrations_manage'] },
      {},
      'To install contact the owner of the LiveChat license.',
      ['Request access'],
    ],
    [
      'a premium chat app on a starter plan',
      { customProps: { isPremium: 'true' as const } },
      {},
      { subscriptions: { livechat: makeSubscription({ plan: 'starter' }) } },
      'This app is currently available only for Business and Enterprise plans',
      ['Upgrade'],
    ],
    [
      'a team-plan help-desk app on a starter plan',
      { product: 'helpdesk' as const, customProps: { isTeamPlan: 'true' as const } },
      {},
      { subscriptions: { helpdesk: makeSubscription({ plan: 'starter' }) } },
      'This app is currently available only for Team and higher plans',
      ['Upgrade'],
    ],
    [
      'a premium text app',
      { product: 'text' as const, customProps: { isPremium: 'true' as const } },
      {},
      {},
      'This app is currently available only for the Enterprise plan',
      ['Upgrade'],
    ],
    [
      'an inactive licence (paid)',
      paid,
      {},
      { subscriptions: { livechat: makeSubscription({ active: false }) } },
      'Your LiveChat license is inactive. Go to LiveChat app and activate it.',
      [],
    ],
  ])('%s', (_name, app, session, rest, message, expected) => {
    const result = appActions(input(app, { session, rest }));
    expect(result.refusal?.message).toBe(message);
    expect(result.actions.map((action) => action.label)).toEqual(expected);
  });

  it('an upgrade goes to the subscription page of the host product', () => {
    const [upgrade] = appActions(input({ customProps: { isPremium: 'true' } }, { rest: { subscriptions: {} } })).actions;
    expect(upgrade).toMatchObject({ kind: 'upgrade', target: { product: 'livechat', path: '/subscription' } });
  });
});

describe('own apps lead to the developer console', () => {
  it.each([
    ['free', {}],
    ['paid', paid],
  ])('%s own app', (_name, app) => {
    const result = appActions(input({ ...app, organizationId: 'org-1' }));
    expect(result.actions).toEqual([{ kind: 'developer-console', label: 'Manage in the developer console', path: '/console/apps/42/' }]);
    expect(result.refusal?.reason).toBe('own-app');
  });
});

describe('a visitor is asked to sign in before anything that needs an account', () => {
  it.each([
    ['free', {}, 'Sign in to install'],
    ['paid', paid, 'Sign in to buy'],
  ])('%s', (_name, app, label) => {
    expect(kinds(input(app, { session: { isAuthorized: false, organizationId: null } }))).toEqual([label]);
  });
});

describe('apps with nothing to install show no action', () => {
  it.each([
    ['tutorial-only', { tutorialUrl: 'https://docs.example/t', widgets: [] }],
    ['not installable', { installable: false }],
  ])('%s', (_name, app) => {
    expect(appActions(input(app)).actions).toEqual([]);
  });
});

describe('consentItems says in words what the app may do', () => {
  it('lists account data, data access, each placement once, and how long', () => {
    const app = makeApp({
      authorization: { clientId: 'c' },
      widgets: [
        { id: 'w1', placement: 'plugin' },
        { id: 'w2', placement: 'plugin' },
        { id: 'w3', placement: 'settings' },
      ],
    });
    expect(consentItems(app, 'LiveChat')).toEqual([
      'Read your name, email address and organization in LiveChat',
      'Read and change LiveChat data of your organization on your behalf',
      'Show its own panel next to your chats in LiveChat',
      'Add its settings page to LiveChat',
      'Keep this access until you uninstall the app',
    ]);
  });
});

describe('uninstallReasonText joins the optional reasons', () => {
  it.each([
    [[], '', undefined],
    [[], '   ', undefined],
    [["It's too expensive"], '', "It's too expensive"],
    [["It's too expensive", "It didn't work as expected"], ' slow ', "It didn't work as expected; It's too expensive; slow"],
  ] as const)('%j + %j → %j', (chosen, comment, expected) => {
    expect(uninstallReasonText(chosen, comment)).toBe(expected);
  });
});

describe('next steps after paying', () => {
  const app = (customProps: Record<string, string> = {}, product: App['product'] = 'livechat') => makeApp({ product, customProps });

  it('opens the app in its host, sets it up in its settings, and shows My apps', () => {
    const steps = nextStepsAfterPurchase(app({}, 'helpdesk'));
    expect(steps.map((step) => step.label)).toEqual(['Open', 'Set up', 'My apps']);
    expect(steps[0]).toMatchObject({ target: { product: 'helpdesk' } });
    expect(steps[1]).toMatchObject({ href: null, target: { product: 'helpdesk' } });
  });

  it('sets up on the finish-install page an app names, offers no Open for a service, and only My apps for no app', () => {
    expect(nextStepsAfterPurchase(app({ finishInstallUrl: 'https://example.com/setup' }))[1]).toMatchObject({ href: 'https://example.com/setup', target: null });
    expect(nextStepsAfterPurchase(app({ isService: 'true' })).map((step) => step.label)).toEqual(['Set up', 'My apps']);
    expect(nextStepsAfterPurchase(null).map((step) => step.kind)).toEqual(['my-apps']);
  });
});
