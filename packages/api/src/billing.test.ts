import { describe, expect, it } from 'vitest';
import { ApiErrorKind } from './api-error.ts';
import { apiSuite, createTestApi } from './testing/api.ts';

const suite = apiSuite();
const { signedIn } = suite;

describe('price preview', () => {
  it('answers the taxes of a price in a country; the remote keeps it (data/reads.ts)', async () => {
    const { api, tracked } = createTestApi(suite.platform.origin);
    const preview = await api.billing.getPricePreview('livechat', { price: 1000, country: 'DE' });
    expect(preview).toMatchObject({ price: 1000, country: 'DE' });
    await api.billing.getPricePreview('livechat', { price: 1000, country: 'DE' });
    expect(tracked.calls.filter((call) => call.includes('/price_preview/'))).toHaveLength(2);
  });
});

describe('cards and subscriptions', () => {
  it('adds a card and reads the subscriptions per product, bypassing the cache when asked', async () => {
    const { api, tracked } = await signedIn('acc-inactive');
    const added = await api.billing.addCard('livechat', { cardNumber: '4242424242424242' });
    expect(added.cardDetails).toMatchObject({ hasCard: true, lastFour: '4242' });
    const subscriptions = await api.billing.getMyProducts({ noCache: true });
    expect(subscriptions.livechat?.active).toBe(false);
    expect(tracked.calls.at(-1)).toMatch(/\/billing\/v2\/market\/products\/my\?cache=false$/);
  });

  it('refuses a malformed card number before sending', async () => {
    const { api, tracked } = await signedIn('acc-owner');
    await expect(api.billing.addCard('livechat', { cardNumber: '42' })).rejects.toMatchObject({ kind: ApiErrorKind.invalidRequest });
    expect(tracked.calls).toHaveLength(0);
  });
});

describe('product API: licence and agents', () => {
  it('reads the reseller partner type on the chat product API, with the token region', async () => {
    const { api, tracked } = await signedIn('acc-reseller');
    await expect(api.productApi.getLicenseProperties()).resolves.toMatchObject({ partner_type: 'reseller' });
    expect(tracked.requests.at(-1)?.headers['x-region']).toBe('fra');
    const agents = await api.productApi.getAgents('livechat');
    expect(agents.map((agent) => agent.account_id)).toContain('acc-reseller');
  });
});

describe('notification service', () => {
  it('sends an awaiting-apps request', async () => {
    const { api } = await signedIn('acc-agent');
    await expect(api.notifications.sendAwaitingApps({ product: 'livechat' })).resolves.toMatchObject({ ok: true });
  });
});
