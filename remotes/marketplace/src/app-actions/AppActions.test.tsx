/**
 * The action button matrix: role × app kind × install state × licence → the buttons and the
 * message drawn. The store is seeded directly (no platform): the rules are the domain's, this
 * checks what the screen makes of them.
 */
import type { App } from '@marketplace/domain/entities/app';
import type { Account, User } from '@marketplace/domain/entities/user';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketplaceProviders } from '../app-shell/MarketplaceProviders.tsx';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceState } from '../store/marketplace-store.ts';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import type { Subscriptions } from '@marketplace/domain/entities/subscription';
import { queryKeys } from '../data/query-client.ts';
import { AppActions } from './AppActions.tsx';
import { headerParts } from './header-parts.tsx';
import { makeApp, makeSubscription } from '@marketplace/domain/test/fixtures';

afterEach(() => cleanup());

const app = (overrides: Partial<App> = {}): App =>
  makeApp({
    id: 'app-7',
    slug: 'crm-sync',
    name: 'CRM Sync',
    product: 'livechat',
    shortDescription: 'Sync contacts',
    languages: [],
    widgets: [{ id: 'w-1', placement: 'plugin' }],
    authorization: { clientId: 'client-7' },
    organizationId: 'org-dev',
    ...overrides,
  });

const paid = { payment: { price: 1500, frequency: 'recurrent_charge' as const, perAccount: false, months: 1, trialDays: 0, creditCardRequired: true } };
const service = { customProps: { isService: 'true' as const } };

const subscription = makeSubscription;

const roles = {
  owner: { roles: [{ role_id: 'r', product: 'livechat' as const, role: 'owner' as const }], permissions: ['billing_manage', 'integrations_manage', 'organization--my:rw'] },
  viewer: { roles: [{ role_id: 'r', product: 'livechat' as const, role: 'viewer' as const }], permissions: [] },
  administrator: { roles: [{ role_id: 'r', product: 'livechat' as const, role: 'administrator' as const }], permissions: ['integrations_manage'] },
};

const session = (overrides: Partial<User>): User => ({
  token: 't',
  accountId: 'acc',
  organizationId: 'org-acme',
  name: 'Olivia',
  email: 'o@acme.example',
  avatar: null,
  permissions: [],
  roles: [],
  isGhostLogin: false,
  isReseller: false,
  isAuthorized: true,
  ...overrides,
});

type Seeded = Partial<MarketplaceState> & { installedAppIds?: string[]; agents?: Record<string, Account>; subscriptions?: Subscriptions; cart?: CartResponse | null };

function Seed({ state, children }: { state: Seeded; children: ReactNode }) {
  const store = useMarketplaceStoreApi();
  // Before the buttons mount: they would otherwise load what is seeded here.
  useState(() => {
    const { installedAppIds = [], agents, subscriptions = {}, cart = null, ...rest } = state;
    store.setState(rest);
    const account = rest.session?.accountId ?? '';
    store.queries.setQueryData(queryKeys.installedApps(account), installedAppIds);
    store.queries.setQueryData(queryKeys.subscriptions(account), subscriptions);
    store.queries.setQueryData(queryKeys.cart(account), cart);
    if (agents) store.queries.setQueryData(queryKeys.agents(rest.session?.accountId ?? ''), agents);
  });
  return children;
}

function renderActions(target: App, state: Seeded, variant: 'full' | 'compact' = 'full') {
  render(
    <MarketplaceProviders options={{ product: 'livechat', platformOrigin: 'http://127.0.0.1:9', basename: '/', embedding: 'inline' }}>
      <MemoryRouter>
        <Seed
          state={{
            subscriptions: { livechat: subscription() },
            ...state,
          }}
        >
          {variant === 'full' ? (
            <AppActions app={target} variant="full" parts={headerParts} now={new Date('2026-01-01')} />
          ) : (
            <AppActions app={target} variant="compact" now={new Date('2026-01-01')} />
          )}
        </Seed>
      </MemoryRouter>
    </MarketplaceProviders>,
  );
  return screen.queryByTestId(variant === 'full' ? 'app-actions' : 'app-actions-compact');
}

const names = (root: HTMLElement | null) =>
  root === null ? [] : [...root.querySelectorAll('.row > a, .row > button')].map((element) => element.textContent?.replace(/\s*\(opens in a new tab\)/, '') ?? '');

const ghostWords = 'You are browsing as o@acme.example with a ghost login: nothing can be installed, bought or changed for this account.';
const maintenanceWords = 'This app is under maintenance: it cannot be installed or bought until the maintenance ends.';

describe('the action button matrix', () => {
  it.each([
    ['owner, free app', roles.owner, {}, [], undefined, ['Install'], null],
    ['owner, free service', roles.owner, service, [], undefined, ['Activate'], null],
    ['owner, paid app', roles.owner, paid, [], undefined, ['Buy', 'Add to cart'], null],
    ['owner, installed app', roles.owner, {}, ['app-7'], undefined, ['Open', 'Open in Chats', 'Settings', 'Uninstall'], 'Installed'],
    ['owner, activated service', roles.owner, service, ['app-7'], undefined, ['Settings', 'Deactivate'], 'Installed'],
    ['viewer, free app', roles.viewer, {}, [], undefined, ['Request access'], 'You do not have enough permissions to install applications.'],
    ['administrator, paid app', roles.administrator, paid, [], undefined, ['Request access'], 'To install contact the owner of the LiveChat license.'],
    ['owner, paid app, inactive licence', roles.owner, paid, [], subscription({ active: false }), [], 'Your LiveChat license is inactive. Go to LiveChat app and activate it.'],
    [
      'owner, premium app on a starter plan',
      roles.owner,
      { customProps: { isPremium: 'true' as const } },
      [],
      subscription({ plan: 'starter' }),
      ['Upgrade'],
      'This app is currently available only for Business and Enterprise plans',
    ],
    [
      'developer, own app',
      { ...roles.owner, organizationId: 'org-dev' },
      paid,
      [],
      undefined,
      ['Manage in the developer console'],
      'Developers cannot buy their own app or service.',
    ],
    ['ghost login, paid app', { ...roles.owner, isGhostLogin: true }, paid, [], undefined, [], ghostWords],
    ['ghost login, free app', { ...roles.owner, isGhostLogin: true }, {}, [], undefined, [], ghostWords],
    ['ghost login, installed app', { ...roles.owner, isGhostLogin: true }, {}, ['app-7'], undefined, ['Open', 'Open in Chats', 'Settings'], ghostWords],
    [
      'suspended owner, paid app',
      { ...roles.owner, suspended: { livechat: true } },
      paid,
      [],
      undefined,
      ['Request access'],
      'You do not have enough permissions to install applications.',
    ],
    ['suspended owner, installed app', { ...roles.owner, suspended: { livechat: true } }, {}, ['app-7'], undefined, ['Open', 'Open in Chats', 'Settings'], 'Installed'],
    ['owner, paid app under maintenance', roles.owner, { ...paid, underMaintenance: true }, [], undefined, [], maintenanceWords],
    ['owner, free app under maintenance', roles.owner, { underMaintenance: true }, [], undefined, [], maintenanceWords],
  ])('%s', (_name, who, kind, installed, licence, buttons, message) => {
    const root = renderActions(app(kind), {
      session: session(who),
      installedAppIds: installed,
      ...(licence ? { subscriptions: { livechat: licence } } : {}),
    });
    expect(names(root)).toEqual(buttons);
    if (message === null) expect(root?.querySelector('.reason')).toBeNull();
    else expect(within(root as HTMLElement).getByText(message)).toBeDefined();
  });

  it('asks a visitor to sign in on the detail page, and shows nothing on a card', () => {
    const root = renderActions(app(paid), { session: session({ isAuthorized: false, token: null, organizationId: null }) });
    expect(names(root)).toEqual(['Sign in to buy']);
    cleanup();
    expect(renderActions(app(paid), { session: session({ isAuthorized: false, token: null, organizationId: null }) }, 'compact')).toBeNull();
  });

  it('an app already in the cart links to the cart', () => {
    const cart = { id: 'c', products: [{ id: 'app-7' }] } as unknown as CartResponse;
    const root = renderActions(app(paid), { session: session(roles.owner), cart });
    expect(
      within(root as HTMLElement)
        .getByRole('link', { name: 'In cart' })
        .getAttribute('href'),
    ).toBe('/cart/');
  });
});

describe('plan cards choose what Buy and Add to cart take', () => {
  it('offers monthly and yearly (15 % off) and carries the choice to the checkout', () => {
    const root = renderActions(app(paid), { session: session(roles.owner) }) as HTMLElement;
    const group = within(root).getByRole('radiogroup', { name: 'Choose a plan' });
    expect(within(group).getByRole('radio', { name: /Pay monthly: \$15\.00/ })).toBeDefined();
    fireEvent.click(within(group).getByRole('radio', { name: /Pay yearly \(save 15 %\): \$153\.00/ }));
    expect(within(root).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe('/checkout/crm-sync?plan=pay-yearly');
  });

  it("prices a per-agent plan for the organisation's agents, saying how many", () => {
    const perAgent = { payment: { ...paid.payment, price: 3300, perAccount: true } };
    const account = (id: string, active = true) => ({ account_id: id, name: id, email: `${id}@acme.example`, roles: [], properties: { active } });
    const agents = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => [id, account(id)]));
    const root = renderActions(app(perAgent), { session: session(roles.owner), agents }) as HTMLElement;
    const group = within(root).getByRole('radiogroup', { name: 'Choose a plan' });
    const monthly = within(group).getByRole('radio', { name: /Pay monthly: \$231\.00 \/ month/ });
    expect(monthly.closest('label')?.textContent).toContain('7 agents × $33.00');
  });
});

describe('installing an app with a client asks for consent first', () => {
  it('opens the consent dialog listing what the app may do', async () => {
    const root = renderActions(app(), { session: session(roles.owner) }) as HTMLElement;
    fireEvent.click(within(root).getByRole('button', { name: 'Install' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install CRM Sync?' });
    expect(within(dialog).getByText('Show its own panel next to your chats in LiveChat')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Allow and install' })).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to activate a service, not to install it', async () => {
    const root = renderActions(app(service), { session: session(roles.owner) }) as HTMLElement;
    fireEvent.click(within(root).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate CRM Sync?' });
    expect(within(dialog).getByRole('button', { name: 'Allow and activate' })).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Allow and install' })).toBeNull();
  });
});

describe('uninstalling asks first, with the optional reasons form', () => {
  it('opens the uninstall dialog with the reasons', async () => {
    const root = renderActions(app(), { session: session(roles.owner), installedAppIds: ['app-7'] }) as HTMLElement;
    fireEvent.click(within(root).getByRole('button', { name: 'Uninstall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uninstall CRM Sync?' });
    expect(within(dialog).getByRole('group', { name: 'Why are you leaving? (optional)' })).toBeDefined();
    expect(within(dialog).getByRole('checkbox', { name: "It's too expensive" })).toBeDefined();
  });
});
