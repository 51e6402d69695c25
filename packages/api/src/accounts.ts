/**
 * Accounts calls (spec 7): consents, client (app) public data with its scopes, accounts, token
 * info, user data, access requests and sign-out. Consent checks and app scopes are cached 300 s.
 */
import { accountSchema, tokenInfoSchema, type Account, type TokenInfo } from '@marketplace/domain/entities/user';
import type { Product } from '@marketplace/domain/entities/product';
import { z } from 'zod';
import { ApiArea } from './api-error.ts';
import { createTtlCache } from './cache.ts';
import type { Transport } from './http.ts';
import type { QueryClient } from './query-client.ts';
import type { Clock } from './runtime.ts';

export const consentCoverageSchema = z.enum(['account', 'organization']);
export type ConsentCoverage = z.infer<typeof consentCoverageSchema>;

export const consentStatusSchema = z.object({ consented: z.boolean() });
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

export const clientPublicSchema = z.object({ client_id: z.string(), name: z.string().optional(), scopes: z.array(z.string()) });
export type ClientPublic = z.infer<typeof clientPublicSchema>;

export interface AccountsClient {
  /** GET /clients/{id}/consent/status?coverage (after the 2 s wait; cached 300 s). */
  getConsentStatus(clientId: string, coverage: ConsentCoverage): Promise<ConsentStatus>;
  /** GET /clients/{id}/public: the app's client with its scopes (cached 300 s). */
  getClientPublic(clientId: string): Promise<ClientPublic>;
  /** DELETE /v2/clients/{id}/consent with the coverage in the body. */
  withdrawConsent(clientId: string, coverage: ConsentCoverage): Promise<void>;
  /** GET /v2/accounts */
  getAccounts(): Promise<Account[]>;
  /** GET /v2/accounts/{id} */
  getAccount(accountId: string): Promise<Account>;
  /** GET /v2/info: who the bearer token belongs to. */
  getTokenInfo(token?: string): Promise<TokenInfo>;
  /** User data by account id: name, email, properties (and roles, which the session needs). */
  getUserData(accountId: string): Promise<Account>;
  /** POST /v2/accounts/me/send_request_for_invitation */
  sendRequestForInvitation(product: Product): Promise<void>;
  /** DELETE /v2/sessions (sign-out everywhere), with the token being signed out. */
  deleteSessions(token?: string): Promise<void>;
}

export function createAccountsCalls(accounts: Transport, queries: QueryClient, clock: Clock): AccountsClient {
  const http = accounts.withArea(ApiArea.accounts);
  const e = encodeURIComponent;
  const consentCache = createTtlCache<ConsentStatus>(clock);
  const clientCache = createTtlCache<ClientPublic>(clock);
  return {
    getConsentStatus: (clientId, coverage) =>
      consentCache.get(`${clientId}|${coverage}`, async () => {
        const result = await queries.query(http, {
          method: 'GET',
          path: `/clients/${e(clientId)}/consent/status`,
          query: { coverage },
          response: consentStatusSchema,
        });
        if (result.error) throw result.error;
        return result.data;
      }),
    getClientPublic: (clientId) =>
      clientCache.get(clientId, () => http.call({ method: 'GET', path: `/clients/${e(clientId)}/public`, response: clientPublicSchema })),
    withdrawConsent: async (clientId, coverage) => {
      await http.call({ method: 'DELETE', path: `/v2/clients/${e(clientId)}/consent`, body: { coverage }, response: z.null() });
      // The next check must see the withdrawal.
      consentCache.delete(`${clientId}|${coverage}`);
    },
    getAccounts: () => http.call({ method: 'GET', path: '/v2/accounts', response: z.array(accountSchema) }),
    getAccount: (accountId) => http.call({ method: 'GET', path: `/v2/accounts/${e(accountId)}`, response: accountSchema }),
    getTokenInfo: (token) =>
      http.call({ method: 'GET', path: '/v2/info', response: tokenInfoSchema, ...(token === undefined ? {} : { token }) }),
    getUserData: (accountId) => http.call({ method: 'GET', path: `/v2/accounts/${e(accountId)}`, response: accountSchema }),
    sendRequestForInvitation: async (product) => {
      await http.call({ method: 'POST', path: '/v2/accounts/me/send_request_for_invitation', body: { product }, response: z.null() });
    },
    deleteSessions: async (token) => {
      await http.call({ method: 'DELETE', path: '/v2/sessions', response: z.null(), ...(token === undefined ? {} : { token }) });
    },
  };
}
