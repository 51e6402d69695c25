/**
 * Who may move money (spec 6), decided in one place per action: the platform asks it on every
 * money route (charges, cards, cart purchase, install, uninstall) and screens ask it to offer or
 * hide a button. Organisation membership alone is never enough: a viewer or an agent of the paying
 * organisation must not create, accept, activate, cancel or decline a charge, nor replace its card.
 */
import { ORGANIZATION_WITHOUT_BILLING_ID } from './constants.ts';
import type { Product } from './entities/product.ts';
import { products } from './entities/products.ts';
import { productNames } from './entities/product-names.ts';
import type { AccountRole } from './entities/user.ts';
import { catalogueMessage, type ErrorCode } from './errors.ts';
import type { Refusal, RefusalReason } from './installability.ts';
import { hasBillingPermission, hasInstallRole, hasIntegrationsManage } from './permissions.ts';

export const moneyActions = [
  'create-charge',
  'accept-charge',
  'decline-charge',
  'activate-charge',
  'cancel-charge',
  'archive-charge',
  'add-card',
  'purchase-cart',
  'install',
  'uninstall',
] as const;
export type MoneyAction = (typeof moneyActions)[number];

/**
 * Actions that spend or commit the organisation's money, or change what it pays for: they need
 * billing rights on top of an install role. Installing and uninstalling a (free) app need the role only.
 */
const billedActions: ReadonlySet<MoneyAction> = new Set<MoneyAction>([
  'create-charge',
  'accept-charge',
  'decline-charge',
  'activate-charge',
  'cancel-charge',
  'archive-charge',
  'add-card',
  'purchase-cart',
]);

export const needsBillingPermission = (action: MoneyAction): boolean => billedActions.has(action);

/** The caller as the rule needs it: organisation, roles per product and the token's scopes. */
export type MoneyActor = {
  organizationId: string;
  roles: readonly Pick<AccountRole, 'product' | 'role'>[];
  permissions: readonly string[];
  /** Defaults to ORGANIZATION_WITHOUT_BILLING_ID. */
  organizationWithoutBillingId?: string;
  /** The products the account is suspended on (its properties.suspended): it acts on none of them. */
  suspended?: Partial<Record<Product, boolean>> | undefined;
};

/** A permitted role (owner, vice-owner, administrator) or the integrations-manage scope. */
export function hasActingRole(actor: Pick<MoneyActor, 'roles' | 'permissions'>, product: Product): boolean {
  return hasInstallRole(actor.roles, product) || hasIntegrationsManage(actor.permissions);
}

function refuse(reason: RefusalReason, code: ErrorCode, product: Product): Refusal {
  return { reason, code, message: catalogueMessage(code, { product: productNames[product] }) };
}

/**
 * Why `actor` may not take `action` on `product`, or null when they may. The order matches
 * domain/installability: the organisation without billing rights, then the role ('You do not have
 * enough permissions to install applications.'), then billing rights ('To install contact the
 * owner of the {product} license.'). An account suspended on the product holds no role there
 * (spec 3: only owners who are not suspended are active owners), whatever its roles and scopes say.
 */
export function moneyRefusal(action: MoneyAction, actor: MoneyActor, product: Product): Refusal | null {
  if (actor.organizationId === (actor.organizationWithoutBillingId ?? ORGANIZATION_WITHOUT_BILLING_ID)) {
    return refuse('organization-without-billing', 'contactLicenseOwner', product);
  }
  if (actor.suspended?.[product] === true || !hasActingRole(actor, product)) return refuse('role', 'notEnoughPermissions', product);
  if (needsBillingPermission(action) && !hasBillingPermission(actor.permissions, product)) return refuse('billing-permission', 'contactLicenseOwner', product);
  return null;
}

/**
 * Whether a charge may carry the client's own `test` flag and `trial_days`: only an app's own
 * developer testing that app (spec: buying your own app is refused, so this is the only way the
 * developer runs a charge for it). Everyone else pays the app's plan.
 */
export function mayUseTestTerms(actor: { developerId: string | null }, app: { developerId?: string | null | undefined }): boolean {
  return actor.developerId !== null && app.developerId !== undefined && app.developerId !== null && actor.developerId === app.developerId;
}

/**
 * Why `actor` may not read the billing data of `product` (its payment history, charges and card
 * digits), or null when they may: an active owner, vice-owner or billing role with the spec's
 * billing permission for that product (on the help desk only billing all counts). Everyone else
 * gets the spec's permission refusal, 'To install contact the owner of the {product} license.'.
 */
export function billingDataRefusal(actor: MoneyActor, product: Product): Refusal | null {
  const withoutBilling = actor.organizationId === (actor.organizationWithoutBillingId ?? ORGANIZATION_WITHOUT_BILLING_ID);
  const allowed = !withoutBilling && actor.suspended?.[product] !== true && hasActingRole(actor, product) && hasBillingPermission(actor.permissions, product);
  return allowed ? null : refuse('billing-permission', 'contactLicenseOwner', product);
}

export const mayReadBilling = (actor: MoneyActor, product: Product): boolean => billingDataRefusal(actor, product) === null;

/** The products of `candidates` whose billing data `actor` may read. */
export const billingProductsOf = (actor: MoneyActor, candidates: readonly Product[] = products): Product[] => candidates.filter((product) => mayReadBilling(actor, product));

/** What a screen says where it hides a product's billing data from an account that may not read it. */
export const billingDataAudience = (product: Product): string =>
  `Payments, charges and card details of ${productNames[product]} are shown only to its owner, vice-owners and accounts with billing rights for ${productNames[product]}.`;
