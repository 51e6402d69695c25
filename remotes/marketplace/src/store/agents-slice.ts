/**
 * Agents of the organisation (spec 3 and 6): only active accounts, keyed by account_id; agents
 * without access to a product (the access request is a write: data/writes.ts).
 */
import { agentsWithoutAccess, keepActiveAccounts } from '@marketplace/domain/organization-accounts';
import type { Product } from '@marketplace/domain/entities/product';
import type { Account } from '@marketplace/domain/entities/user';
import { fulfilledRequest, idleRequest, pendingRequest, rejectedRequest, type RequestState } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface AgentsSlice {
  agents: Readonly<Record<string, Account>>;
  agentsRequest: RequestState;
  loadAgents: () => Promise<void>;
}

export const createAgentsSlice: SliceCreator<AgentsSlice> =
  ({ api }) =>
  (set) => ({
    agents: {},
    agentsRequest: idleRequest,

    loadAgents: async () => {
      set({ agentsRequest: pendingRequest });
      try {
        const accounts = await api.accounts.getAccounts();
        set({ agents: keepActiveAccounts(accounts), agentsRequest: fulfilledRequest });
      } catch (error) {
        set({ agentsRequest: rejectedRequest(error) });
      }
    },
  });

const selectorCache = new WeakMap<object, Map<Product, Account[]>>();
/** Up to three active agents with no role on the product (memoised per agents object). */
export const selectAgentsWithoutAccess =
  (product: Product) =>
  (state: { agents: Readonly<Record<string, Account>> }): Account[] => {
    let byProduct = selectorCache.get(state.agents);
    if (!byProduct) {
      byProduct = new Map();
      selectorCache.set(state.agents, byProduct);
    }
    let agents = byProduct.get(product);
    if (!agents) {
      agents = agentsWithoutAccess(Object.values(state.agents), product);
      byProduct.set(product, agents);
    }
    return agents;
  };
