/**
 * The organisation's agents (spec 3 and 6: active accounts, keyed by account_id) through the query
 * cache, read when a screen needs them: a per-agent plan's price, the agents without access.
 */
import type { Account } from '@marketplace/domain/entities/user';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { useSignedInAccount } from './use-installed-apps.ts';

/** The agents once the platform answered for the account signed in; null until then or signed out. */
export function useAgents(needed = true): Readonly<Record<string, Account>> | null {
  const { reads } = useMarketplaceStoreApi();
  const account = useSignedInAccount();
  const query = useQuery({ ...reads.agents(account ?? ''), enabled: needed && account !== null });
  return account !== null && query.isSuccess ? query.data : null;
}
