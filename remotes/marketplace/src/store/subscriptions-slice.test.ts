import { describe, expect, it } from 'vitest';
import { storeSuite } from './testing/test-store.ts';

const { signedIn } = storeSuite();

describe('subscriptions per product', () => {
  it('loads them, asking the platform to skip its cache when told', async () => {
    const test = await signedIn('acc-owner');
    await test.state().loadSubscriptions({ noCache: true });
    expect(test.state().subscriptionsRequest.status).toBe('fulfilled');
    expect(test.state().subscriptions.livechat).toMatchObject({ plan: 'business', active: true });
    expect(test.tracked.calls.at(-1)).toMatch(/market\/products\/my\?cache=false$/);
  });

  it('feeds the install rules: an inactive licence is known to the store', async () => {
    const test = await signedIn('acc-inactive');
    await test.state().loadSubscriptions();
    expect(test.state().subscriptions.livechat?.active).toBe(false);
  });
});

describe('adding a card', () => {
  it('marks the card added and shows it on the subscription', async () => {
    const test = await signedIn('acc-inactive');
    await test.state().loadSubscriptions();
    await expect(test.state().addCard('livechat', { cardNumber: '4242424242424242' })).resolves.toBe(true);
    expect(test.state().creditCardAdded.livechat).toBe(true);
    expect(test.state().subscriptions.livechat).toMatchObject({ hasCard: true, cardDetails: { lastFour: '4242' } });
  });

  it('keeps the reason of a malformed card without sending it', async () => {
    const test = await signedIn('acc-owner');
    await expect(test.state().addCard('livechat', { cardNumber: '12' })).resolves.toBe(false);
    expect(test.state().addCardRequest).toMatchObject({ status: 'rejected', error: { message: 'Card number must be 12 to 19 digits' } });
    expect(test.shown).toEqual([]);
  });
});
