/**
 * Whether a user may install or buy an app, and if not, why (spec 5 and 6). The first refusal in
 * the order below wins, so the user sees the most basic obstacle first.
 */
import { isOwnApp, isService, productOfApp } from './apps.ts';
import { ORGANIZATION_WITHOUT_BILLING_ID, PLAN_TIERS } from './constants.ts';
import type { App } from './entities/app.ts';
import { readFlag } from './entities/app-fields.ts';
import { productNames } from './entities/product-names.ts';
import { licensedProducts, type Product } from './entities/products.ts';
import { isOneOf } from './one-of.ts';
import type { PlanTier, Subscription, Subscriptions } from './entities/subscription.ts';
import type { AccountRole, User } from './entities/user.ts';
import { catalogueMessage, type ErrorCode } from './errors.ts';
import { hasActingRole } from './money-authorization.ts';
import { hasBillingPermission, hasOrganizationManage } from './permissions.ts';

export type RefusalReason =
  | 'not-installable'
  | 'already-installed'
  | 'not-signed-in'
  | 'ghost-login'
  | 'own-app'
  | 'maintenance'
  /** The cart is locked by a started checkout: nothing may be added to it (spec 5). */
  | 'cart-locked'
  | 'license-inactive'
  | 'organization-without-billing'
  | 'role'
  | 'billing-permission'
  | 'only-owner'
  | 'plan';

/** A refusal: its reason, and the catalogue entry shown to the user (null: the spec shows none). */
export type Refusal = { reason: RefusalReason; code: ErrorCode | null; message: string | null };

export type InstallContext = {
  app: Pick<App, 'id' | 'product' | 'installable' | 'customProps' | 'organizationId'> & Partial<Pick<App, 'underMaintenance'>>;
  /** The app's published record, when the app at hand is a private or in-review copy. */
  publishedApp?: Pick<App, 'installable'> | null | undefined;
  installedAppIds: readonly string[];
  session: Pick<User, 'isAuthorized' | 'organizationId'> & {
    permissions: readonly string[];
    roles: readonly Pick<AccountRole, 'product' | 'role'>[];
    /** Support staff browsing as this account (spec 1): they look, they change nothing. */
    isGhostLogin?: boolean | undefined;
    /** The account browsed as, for the ghost login's words. */
    email?: string | undefined;
    /** The products the account is suspended on: it holds no role there (spec 3, active owners). */
    suspended?: Partial<Record<Product, boolean>> | undefined;
  };
  subscriptions: Subscriptions;
  /** Defaults to ORGANIZATION_WITHOUT_BILLING_ID. */
  organizationWithoutBillingId?: string;
};

/** An app is installable only if it or its published record says so. */
export function isInstallable(app: Pick<App, 'installable'>, publishedApp?: Pick<App, 'installable'> | null): boolean {
  return app.installable || publishedApp?.installable === true;
}

export function isAlreadyInstalled(appId: string, installedAppIds: readonly string[]): boolean {
  return installedAppIds.includes(appId);
}

export type PlanRequirement = { minimumTier: PlanTier; code: 'planTeamAndHigher' | 'planBusinessAndEnterprise' | 'planEnterprise' };

/**
 * A premium or team-plan app needs a matching paid plan. The spec ties each message to a product:
 * help desk → Team and higher, chat product → Business and Enterprise, any other → Enterprise.
 */
export function planRequirement(app: Pick<App, 'product' | 'customProps'>): PlanRequirement | null {
  if (!readFlag(app.customProps, 'isPremium') && !readFlag(app.customProps, 'isTeamPlan')) return null;
  const product = productOfApp(app);
  if (product === 'helpdesk') return { minimumTier: 'team', code: 'planTeamAndHigher' };
  if (product === 'livechat') return { minimumTier: 'business', code: 'planBusinessAndEnterprise' };
  return { minimumTier: 'enterprise', code: 'planEnterprise' };
}

const tierRank = (tier: PlanTier) => PLAN_TIERS.indexOf(tier);

/** A paid plan (not a trial) at or above the tier. */
export function meetsPlan(subscription: Pick<Subscription, 'plan' | 'trial'> | undefined, minimumTier: PlanTier): boolean {
  return subscription !== undefined && subscription.plan !== null && !subscription.trial && tierRank(subscription.plan) >= tierRank(minimumTier);
}

function subscriptionOf(subscriptions: Subscriptions, product: Product): Subscription | undefined {
  return isOneOf(licensedProducts, product) ? subscriptions[product] : undefined;
}

function refuse(reason: RefusalReason, code: ErrorCode | null, product: Product, params: Readonly<Record<string, string>> = {}): Refusal {
  return { reason, code, message: code === null ? null : catalogueMessage(code, { product: productNames[product], ...params }) };
}

type Check = (context: InstallContext, product: Product) => Refusal | null;

const notInstallable: Check = ({ app, publishedApp }, product) => (isInstallable(app, publishedApp) ? null : refuse('not-installable', null, product));

const alreadyInstalled: Check = ({ app, installedAppIds }, product) =>
  isAlreadyInstalled(app.id, installedAppIds) ? refuse('already-installed', 'alreadyInstalled', product) : null;

const notSignedIn: Check = ({ session }, product) => (session.isAuthorized ? null : refuse('not-signed-in', null, product));

/** A ghost login browses only; the platform refuses its every write with the same words. */
const ghostLogin: Check = ({ session }) => ghostLoginRefusal(session);

/** Developers are pointed to their console as well (spec 1). */
const ownApp: Check = ({ app, session }, product) => (isOwnApp(app, session.organizationId) ? refuse('own-app', 'ownApp', product) : null);

const maintenance: Check = ({ app }, product) => (app.underMaintenance === true ? refuse('maintenance', 'appUnderMaintenance', product) : null);

const licenseInactive: Check = ({ subscriptions }, product) =>
  subscriptionOf(subscriptions, product)?.active === false ? refuse('license-inactive', 'licenseInactive', product) : null;

const organizationWithoutBilling: Check = ({ session, organizationWithoutBillingId }, product) =>
  session.organizationId === (organizationWithoutBillingId ?? ORGANIZATION_WITHOUT_BILLING_ID) ? refuse('organization-without-billing', 'contactLicenseOwner', product) : null;

/** A permitted role, or the integrations-manage scope, lets the user install; a suspended account holds none (as domain/money-authorization). */
const role: Check = ({ session }, product) => (session.suspended?.[product] !== true && hasActingRole(session, product) ? null : refuse('role', 'notEnoughPermissions', product));

const billingPermission: Check = ({ session }, product) =>
  hasBillingPermission(session.permissions, product) ? null : refuse('billing-permission', 'contactLicenseOwner', product);

const onlyOwner: Check = ({ app, session }, product) =>
  readFlag(app.customProps, 'onlyOwnerCanInstall') && !hasOrganizationManage(session.permissions) ? refuse('only-owner', 'contactLicenseOwner', product) : null;

const plan: Check = ({ app, subscriptions }, product) => {
  const requirement = planRequirement(app);
  if (requirement === null || meetsPlan(subscriptionOf(subscriptions, product), requirement.minimumTier)) return null;
  return refuse('plan', requirement.code, product);
};

const installChecks: readonly Check[] = [notInstallable, alreadyInstalled, notSignedIn, ghostLogin, maintenance, organizationWithoutBilling, role, onlyOwner, plan];

/** Buying adds: not your own app, an active licence and billing rights. */
const purchaseChecks: readonly Check[] = [
  notInstallable,
  alreadyInstalled,
  notSignedIn,
  ghostLogin,
  ownApp,
  maintenance,
  licenseInactive,
  organizationWithoutBilling,
  role,
  billingPermission,
  onlyOwner,
  plan,
];

function firstRefusal(checks: readonly Check[], context: InstallContext): Refusal | null {
  const product = productOfApp(context.app);
  for (const check of checks) {
    const refusal = check(context, product);
    if (refusal !== null) return refusal;
  }
  return null;
}

/** A ghost login's refusal of every change (the cart's too), or null for the account itself. */
export function ghostLoginRefusal(session: InstallContext['session']): Refusal | null {
  return session.isGhostLogin === true ? refuse('ghost-login', 'ghostLoginReadOnly', 'livechat', { email: session.email ?? '' }) : null;
}

/** Why the user may not install this (free) app, or null when they may. */
export function installRefusal(context: InstallContext): Refusal | null {
  return firstRefusal(installChecks, context);
}

/** Why the user may not buy this app or add it to the cart, or null when they may. */
export function purchaseRefusal(context: InstallContext): Refusal | null {
  return firstRefusal(purchaseChecks, context);
}

export const canInstall = (context: InstallContext): boolean => installRefusal(context) === null;
export const canPurchase = (context: InstallContext): boolean => purchaseRefusal(context) === null;

/** After installing, go to the app settings unless the app is a service, a private app, or redirect is off. */
export function redirectsToSettingsAfterInstall(app: Pick<App, 'customProps'>, options: { isPrivate: boolean; redirect: boolean }): boolean {
  return options.redirect && !options.isPrivate && !isService(app);
}

/** The success notice of an install or uninstall: services are activated and deactivated. */
export function installSuccessCode(app: Pick<App, 'customProps'>): 'appInstalled' | 'serviceActivated' {
  return isService(app) ? 'serviceActivated' : 'appInstalled';
}

export function uninstallSuccessCode(app: Pick<App, 'customProps'>): 'appUninstalled' | 'serviceDeactivated' {
  return isService(app) ? 'serviceDeactivated' : 'appUninstalled';
}
