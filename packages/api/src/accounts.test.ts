import { CONSENT_STATUS_DELAY_MS } from '@marketplace/domain/constants';
import { errorCatalogue } from '@marketplace/domain/errors';
import { describe, expect, it, vi } from 'vitest';
import { ApiErrorKind } from './api-error.ts';
import { apiSuite, createTestApi } from './testing/api.ts';
import { runOnFakeTime } from './testing/fake-time.ts';
import { findApps } from './testing/seeded-apps.ts';

const suite = apiSuite();
const { signedIn } = suite;

describe('token info and user data', () => {
  it('tells whose token it is, with its scopes, and reads that user', async () => {
    const { api } = await signedIn('acc-owner');
    const info = await api.accounts.getTokenInfo();
    expect(info).toMatchObject({ account_id: 'acc-owner', organization_id: 'org-acme', region: 'dal', ghost_login: false });
    expect(info.scope?.split(',')).toContain('billing_manage');
    await expect(api.accounts.getUserData(info.account_id)).resolves.toMatchObject({ name: 'Olivia Owner', email: 'owner@acme.example' });
  });

  it('lists the accounts of the organisation', async () => {
    const { api } = await signedIn('acc-owner');
    const accounts = await api.accounts.getAccounts();
    expect(accounts.map((account) => account.account_id)).toContain('acc-viewer');
  });
});

describe('401 on any request is one unauthorized event with the logged-out message', () => {
  it('raises it for a token the platform does not know', async () => {
    const test = createTestApi(suite.platform.origin);
    test.token.current = 'dal:unknown';
    const events: unknown[] = [];
    test.api.events.on('unauthorized', (error) => events.push(error.status));
    const error = await test.api.accounts.getTokenInfo().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: ApiErrorKind.unauthorized, status: 401, message: errorCatalogue.unauthorized.message });
    expect(events).toEqual([401]);
  });
});

describe('sign-out deletes the sessions', () => {
  it('revokes the token: the next call is unauthorized', async () => {
    const { api } = await signedIn('acc-viewer');
    await expect(api.accounts.deleteSessions()).resolves.toBeUndefined();
    await expect(api.accounts.getTokenInfo()).rejects.toMatchObject({ kind: ApiErrorKind.unauthorized });
  });
});

describe('access requests', () => {
  it('sends the request for a product', async () => {
    const { api } = await signedIn('acc-agent');
    await expect(api.accounts.sendRequestForInvitation('livechat')).resolves.toBeUndefined();
  });
});

describe('consent checks wait 2 s; withdrawing is seen at once', () => {
  runOnFakeTime();

  it('asks the platform only after the wait, and after a withdrawal answers the withdrawal', async () => {
    const { api, tracked } = await signedIn('acc-owner');
    const consentCalls = () => tracked.calls.filter((call) => call.includes('/consent/status')).length;
    const first = api.accounts.getConsentStatus('marketplace', 'account');
    vi.advanceTimersByTime(CONSENT_STATUS_DELAY_MS - 1);
    // The request still waits on its timer: nothing can have been sent.
    expect(consentCalls()).toBe(0);
    vi.advanceTimersByTime(1);
    await expect(first).resolves.toMatchObject({ client_id: 'marketplace', coverage: 'account', granted: false });
    expect(consentCalls()).toBe(1);

    await api.accounts.withdrawConsent('marketplace', 'account');
    const after = api.accounts.getConsentStatus('marketplace', 'account');
    vi.advanceTimersByTime(CONSENT_STATUS_DELAY_MS);
    await expect(after).resolves.toMatchObject({ granted: false });
    expect(consentCalls()).toBe(2);
  });

  it('reads the public client data of an app', async () => {
    const { api } = await signedIn('acc-owner');
    const [app] = await findApps(api, (candidate) => candidate.authorization?.clientId !== undefined);
    const clientId = app?.authorization?.clientId ?? '';
    await expect(api.accounts.getClientPublic(clientId)).resolves.toBeTruthy();
  });
});
