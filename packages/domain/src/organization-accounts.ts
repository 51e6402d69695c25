/** Accounts of an organisation: which are kept, and who the active owners are (spec 3). */
import { AGENTS_WITHOUT_ACCESS_MAX } from './constants.ts';
import type { Product } from './entities/product.ts';
import type { Account } from './entities/user.ts';

/** Only active accounts are kept, keyed by account_id. */
export function keepActiveAccounts(accounts: readonly Account[]): Record<string, Account> {
  const kept: Record<string, Account> = {};
  for (const account of accounts) if (account.properties.active) kept[account.account_id] = account;
  return kept;
}

export function isSuspended(account: Account, product: Product): boolean {
  return account.properties.suspended?.[product] === true;
}

/** Owners and vice-owners of `product` who are not suspended on it. */
export function activeOwners(accounts: readonly Account[], product: Product): Account[] {
  return accounts.filter(
    (account) => !isSuspended(account, product) && account.roles.some((role) => role.product === product && (role.role === 'owner' || role.role === 'viceowner')),
  );
}

/** Active accounts with no role on `product`: the first three are offered an access request. */
export function agentsWithoutAccess(accounts: readonly Account[], product: Product, limit = AGENTS_WITHOUT_ACCESS_MAX): Account[] {
  return accounts.filter((account) => account.properties.active && !account.roles.some((role) => role.product === product)).slice(0, limit);
}
