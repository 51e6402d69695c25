/**
 * What a page knows of the session without the user schemas (user.ts, which re-exports these):
 * the scopes the rules name, how a token's scopes are read, and the visitor who has not signed in.
 */
import type { User } from './user.ts';

/** The scopes the rules know by name. A session may hold others: scopes are plain strings. */
export const knownScopes = [
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
/** `Scope.billing_admin` etc. */
export const Scope = Object.fromEntries(knownScopes.map((scope) => [scope, scope])) as { readonly [S in (typeof knownScopes)[number]]: S };

/** Splits the comma-separated scopes of a token, dropping blanks. */
export function parseScopes(scopes: string | null | undefined): string[] {
  return (scopes ?? '')
    .split(',')
    .map((scope) => scope.trim())
    .filter((scope) => scope !== '');
}

/** A visitor who has not signed in. */
export const anonymousUser: User = {
  token: null,
  accountId: null,
  organizationId: null,
  name: '',
  email: '',
  avatar: null,
  permissions: [],
  roles: [],
  isGhostLogin: false,
  isReseller: false,
  isAuthorized: false,
};
