/** Permissions from scopes and roles (spec 3 and 6). */
import type { Product } from './entities/product.ts';
import type { AccountRole, Role } from './entities/user.ts';
import { Scope } from './entities/session.ts';

/** Billing: billing admin, billing manage or billing all; on the help desk only billing all counts. */
export function hasBillingPermission(scopes: readonly string[], product: Product): boolean {
  if (product === 'helpdesk') return scopes.includes(Scope['billing--all:rw']);
  return [Scope.billing_admin, Scope.billing_manage, Scope['billing--all:rw']].some((scope) => scopes.includes(scope));
}

/** Integrations manage: integrations-manage or help-desk integrations-manage. */
export function hasIntegrationsManage(scopes: readonly string[]): boolean {
  return scopes.includes(Scope.integrations_manage) || scopes.includes(Scope.hd_integrations_manage);
}

/** Organization manage: organization-manage or product-organization-manage. */
export function hasOrganizationManage(scopes: readonly string[]): boolean {
  return scopes.includes(Scope['organization--my:rw']) || scopes.includes(Scope['organization.product--my:rw']);
}

const writeSuffixes = ['write', 'rw', 'manage', 'rc'] as const;

/** An area is read-only unless one of its scopes ends in write, rw, manage or rc. */
export function isAreaReadOnly(areaScopes: readonly string[]): boolean {
  return !areaScopes.some((scope) => writeSuffixes.some((suffix) => scope.endsWith(suffix)));
}

/** The roles allowed to install apps: owners, vice-owners and administrators. */
export const installRoles: readonly Role[] = ['owner', 'viceowner', 'administrator'];

/**
 * Whether the user's role permits installing on `product`. A role held on the accounts product
 * (organisation-wide) counts for every product.
 */
export function hasInstallRole(roles: readonly Pick<AccountRole, 'product' | 'role'>[], product: Product): boolean {
  return roles.some((role) => (role.product === product || role.product === 'accounts') && installRoles.includes(role.role));
}

/** The reseller partner type, read from the licence; resellers exist only on the chat product. */
export const RESELLER_PARTNER_TYPE = 'reseller';

export function isReseller(partnerType: string | null | undefined, product: Product): boolean {
  return product === 'livechat' && partnerType === RESELLER_PARTNER_TYPE;
}
