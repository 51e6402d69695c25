/**
 * Accounts calls (spec 7): consents, an app's public client data, accounts, token info, user
 * data, access requests and sign-out. Consent checks and client data are cached 300 s.
 */
import {
  accountListResponseSchema,
  accountResponseSchema,
  clientPublicResponseSchema,
  consentStatusResponseSchema,
  consentWithdrawBodySchema,
  invitationRequestBodySchema,
  tokenInfoResponseSchema,
} from '@marketplace/domain/calls/accounts';
import type { Product } from '@marketplace/domain/entities/product';
import type { Account } from '@marketplace/domain/entities/user';
import { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';
import type { GenericQueries } from './generic-query.ts';

export type ConsentCoverage = 'account' | 'organization';
export type ConsentStatus = z.infer<typeof consentStatusResponseSchema>;
export type ClientPublic = z.infer<typeof clientPublicResponseSchema>;
export type TokenInfoResponse = z.infer<typeof tokenInfoResponseSchema>;

export interface AccountsClient {
  /** GET /clients/{id}/consent/status?coverage, after the 2 s wait (the remote's reads cache it 300 s). */
  getConsentStatus(clientId: string, coverage: ConsentCoverage): Promise<ConsentStatus>;
  /** GET /clients/{id}/public: the app's OAuth client (the remote's reads cache it 300 s). */
  getClientPublic(clientId: string): Promise<ClientPublic>;
  /** DELETE /v2/clients/{id}/consent with the coverage in the body (204). */
  withdrawConsent(clientId: string, coverage: ConsentCoverage): Promise<void>;
  /** GET /v2/accounts */
  getAccounts(): Promise<Account[]>;
  /** GET /v2/accounts/{id}: user data by account id (name, email, properties, roles). */
  getUserData(accountId: string): Promise<Account>;
  /** GET /v2/info: token info (organization_id, account_id, scope) for the given or current token. */
  getTokenInfo(token?: string): Promise<TokenInfoResponse>;
  /** POST /v2/accounts/me/send_request_for_invitation */
  sendRequestForInvitation(product: Product): Promise<void>;
  /** POST /v2/session: trades a bearer token for the platform's HttpOnly session cookie (domain/session-keeping). */
  startSession(token: string): Promise<void>;
  /** DELETE /v2/sessions (sign-out), with the token being signed out. */
  deleteSessions(token?: string): Promise<void>;
}

export function createAccountsCalls(accounts: Transport, queries: GenericQueries): AccountsClient {
  const http = accounts.withArea(ApiArea.accounts);
  const e = encodeURIComponent;
  const withToken = (token: string | undefined) => (token === undefined ? {} : { token });
  return {
    getConsentStatus: async (clientId, coverage) => {
      const result = await queries.query(http, {
        method: 'GET',
        path: `/clients/${e(clientId)}/consent/status`,
        query: { coverage },
        response: consentStatusResponseSchema,
      });
      if (result.error) throw result.error;
      return result.data;
    },
    getClientPublic: (clientId) => http.call({ method: 'GET', path: `/clients/${e(clientId)}/public`, response: clientPublicResponseSchema }),
    withdrawConsent: async (clientId, coverage) => {
      await http.call({
        method: 'DELETE',
        path: `/v2/clients/${e(clientId)}/consent`,
        body: { coverage },
        request: consentWithdrawBodySchema,
        response: z.null(),
      });
    },
    getAccounts: () => http.call({ method: 'GET', path: '/v2/accounts', response: accountListResponseSchema }),
    getUserData: (accountId) => http.call({ method: 'GET', path: `/v2/accounts/${e(accountId)}`, response: accountResponseSchema }),
    getTokenInfo: (token) => http.call({ method: 'GET', path: '/v2/info', response: tokenInfoResponseSchema, ...withToken(token) }),
    sendRequestForInvitation: async (product) => {
      await http.call({
        method: 'POST',
        path: '/v2/accounts/me/send_request_for_invitation',
        body: { product },
        request: invitationRequestBodySchema,
        response: z.null(),
      });
    },
    startSession: async (token) => {
      await http.call({ method: 'POST', path: '/v2/session', response: z.null(), token, credentials: 'include' });
    },
    deleteSessions: async (token) => {
      await http.call({ method: 'DELETE', path: '/v2/sessions', response: z.null(), ...withToken(token) });
    },
  };
}
