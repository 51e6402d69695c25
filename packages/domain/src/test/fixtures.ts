/** Builders of valid entities for tests: override only what a case is about. */
import type { App, AppPayment } from '../entities/app.ts';
import type { Cart, CartProduct, Plan } from '../entities/cart.ts';
import type { User } from '../entities/user.ts';
import type { Subscription } from '../entities/subscription.ts';

export function makeApp(overrides: Partial<App> = {}): App {
  return {
    id: '1',
    slug: 'app-one',
    name: 'App One',
    product: '',
    shortDescription: 'Short',
    longDescription: 'Long',
    screenshots: [],
    icon: '',
    category: { id: 'crm', name: 'CRM' },
    types: [],
    languages: ['en'],
    industries: [],
    country: null,
    widgets: [],
    hidden: false,
    underMaintenance: false,
    theme: null,
    tutorialUrl: null,
    installations: 0,
    publishedAt: null,
    submittedAt: null,
    acceptedAt: null,
    installable: true,
    directInstallUrl: null,
    payment: null,
    customProps: {},
    ...overrides,
  };
}

export function makePayment(overrides: Partial<AppPayment> = {}): AppPayment {
  return {
    price: 1000,
    frequency: 'recurrent_charge',
    perAccount: false,
    months: 1,
    trialDays: 0,
    creditCardRequired: true,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    token: 't',
    accountId: 'acc-1',
    organizationId: 'org-1',
    name: 'Jane',
    email: 'jane@example.com',
    avatar: null,
    permissions: [],
    roles: [{ product: 'livechat', role: 'owner' }],
    isGhostLogin: false,
    isReseller: false,
    isAuthorized: true,
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'business',
    hasCard: true,
    subscribed: true,
    daysLeft: null,
    trial: false,
    active: true,
    cancelled: false,
    cancelledAt: null,
    assigned: true,
    cardDetails: null,
    ...overrides,
  };
}

export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'plan-1',
    billingCycle: 'pay-monthly',
    price: { total: 1000 },
    trialDays: 0,
    productType: 'livechat',
    per_account: false,
    ...overrides,
  };
}

export function makeCartProduct(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: '1',
    productType: 'livechat',
    payment: null,
    plan: makePlan(),
    trialDays: 0,
    purchasedAt: null,
    note: null,
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    name: 'Cart',
    license: '100',
    seats: 1,
    products: [],
    agents: [],
    summary: { oneTime: [], recurrent: [] },
    createdAt: '2024-01-01T00:00:00.000Z',
    purchasedAt: null,
    closedAt: null,
    acceptedUntil: null,
    checkedOutUntil: null,
    ...overrides,
  };
}
