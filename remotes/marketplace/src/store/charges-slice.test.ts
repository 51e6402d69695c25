import { ApiError } from '@marketplace/api/api-error';
import { appPool, isHelpDeskMonthlyApp, isHelpDeskOnceApp, isPaidMonthlyApp, isPaidOnceApp } from '@marketplace/api/testing/seeded-apps';
import type { App } from '@marketplace/domain/entities/app';
import { CHARGE_POLL_MS } from '@marketplace/domain/constants';
import { errorCatalogue } from '@marketplace/domain/errors';
import { describe, expect, it, vi } from 'vitest';
import { billingFailureCode } from './charge-actions.ts';
import { storeSuite, type TestStore } from './testing/test-store.ts';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';

runOnFakeTime();

const suite = storeSuite();
const { signedIn } = suite;

// Charges name a real seeded app (a fresh one per charge); the platform prices them from its plan.
const apiOf = (accountId: string) => async () => (await signedIn(accountId)).store.api;
const onceApps = appPool(apiOf('acc-owner'), isPaidOnceApp);
const monthlyApps = appPool(apiOf('acc-owner'), isPaidMonthlyApp);
const helpDeskOnceApps = appPool(apiOf('acc-developer'), isHelpDeskOnceApp);
const helpDeskMonthlyApps = appPool(apiOf('acc-developer'), isHelpDeskMonthlyApp);
const bodyFor = (app: App) => ({ name: app.name, price: app.payment?.price ?? 0, return_url: 'http://localhost:4000/marketplace/', order_client_id: `client-${app.id}` });
const onceBody = async () => bodyFor(await onceApps.next());
const monthlyBody = async () => bodyFor(await monthlyApps.next());
const readsOf = (test: TestStore, id: string) => test.tracked.calls.filter((call) => call.startsWith('GET ') && call.endsWith(`/${id}`)).length;

describe('direct charge: accept, activate, then polled every 2 s until success', () => {
  it('goes to thank-you and marks the app purchased after the first 2 s poll', async () => {
    const test = await signedIn('acc-owner');
    const charge = await test.store.api.directCharges.create('livechat', await onceBody());
    const paying = test.state().payDirectCharge('livechat', charge.id, { appId: 'app-1' });
    await test.waiting(CHARGE_POLL_MS);
    expect(test.state().chargePolling).toEqual({ chargeId: charge.id, chargeType: 'direct_charge', outcome: 'polling' });
    expect(readsOf(test, charge.id)).toBe(0);
    vi.advanceTimersByTime(CHARGE_POLL_MS);
    await expect(paying).resolves.toBe(true);
    expect(readsOf(test, charge.id)).toBe(1);
    expect(test.state()).toMatchObject({ chargeProcessing: false, purchasedAppIds: ['app-1'] });
    expect(test.navigations).toEqual([`/checkout/charge/${charge.id}/direct_charge/thank-you`]);
  });

  it('keeps polling every 2 s while a read fails or the status is not final', async () => {
    let dropped = 0;
    const test = await signedIn('acc-owner', (real) => (input, init) => {
      const isRead = (init?.method ?? 'GET') === 'GET' && /\/direct_charge\/livechat\/[^/?]+$/.test(input);
      if (isRead && dropped < 1) {
        dropped += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return real(input, init);
    });
    const charge = await test.store.api.directCharges.create('livechat', await onceBody());
    const startedAt = Date.now();
    const paying = test.state().payDirectCharge('livechat', charge.id);
    // The first poll's read fails; the second finds the charge settled.
    for (const poll of [1, 2]) {
      await test.waiting(CHARGE_POLL_MS, poll);
      vi.advanceTimersByTime(CHARGE_POLL_MS);
    }
    await expect(paying).resolves.toBe(true);
    expect(Date.now() - startedAt).toBe(2 * CHARGE_POLL_MS);
  });

  it("ends with 'Payment failed' when the 2 s poll finds the charge on the declining test card failed", async () => {
    // The reseller's organisation (used by no other test here) gets the platform's declining test card:
    // accept and activate pass, and the first read settles the processed charge as failed.
    const test = await signedIn('acc-reseller');
    await test.store.api.billing.addCard('livechat', { cardNumber: '4000000000000002' });
    const charge = await test.store.api.directCharges.create('livechat', await onceBody());
    const paying = test.state().payDirectCharge('livechat', charge.id, { appId: 'app-1' });
    await test.waiting(CHARGE_POLL_MS);
    expect(test.state().payment.charge).toMatchObject({ id: charge.id, status: 'processed' });
    expect(test.state().chargePolling).toEqual({ chargeId: charge.id, chargeType: 'direct_charge', outcome: 'polling' });
    expect(test.shown).toEqual([]);
    vi.advanceTimersByTime(CHARGE_POLL_MS);
    await expect(paying).resolves.toBe(false);
    expect(readsOf(test, charge.id)).toBe(1);
    expect(test.state()).toMatchObject({
      chargeProcessing: false,
      chargePolling: { chargeId: charge.id, chargeType: 'direct_charge', outcome: 'failure' },
      purchasedAppIds: [],
    });
    expect(test.state().payment.charge).toMatchObject({ id: charge.id, status: 'failed' });
    expect(test.shown).toEqual([errorCatalogue.paymentFailed.message]);
    // The checkout shows the spec's card message where it failed, with another card as the next step.
    expect(test.state().paymentFailure).toBe('card-refused');
    expect(test.navigations).toEqual([]);
  });

  it('shows the card-charge message when the card is refused at accept', async () => {
    // The developer's organisation has no help-desk card.
    const test = await signedIn('acc-developer');
    const charge = await test.store.api.directCharges.create('helpdesk', bodyFor(await helpDeskOnceApps.next()));
    await expect(test.state().payDirectCharge('helpdesk', charge.id)).resolves.toBe(false);
    expect(test.state().chargePolling).toMatchObject({ outcome: 'failure' });
    expect(test.shown).toEqual([errorCatalogue.cardChargeFailed.message]);
    expect(test.state().paymentFailure).toBe('card-refused');
  });
});

describe('recurrent charge: accept, activate, then polled every 2 s until active, declined or cancelled', () => {
  it('goes to the recurrent thank-you when active', async () => {
    const test = await signedIn('acc-owner');
    const charge = await test.store.api.recurrentCharges.create('livechat', await monthlyBody());
    const paying = test.state().payRecurrentCharge('livechat', charge.id);
    await test.waiting(CHARGE_POLL_MS);
    vi.advanceTimersByTime(CHARGE_POLL_MS);
    await expect(paying).resolves.toBe(true);
    expect(test.navigations).toEqual([`/checkout/charge/${charge.id}/recurrent_charge/thank-you`]);
  });

  it("shows 'Payment declined' when the card is refused", async () => {
    const test = await signedIn('acc-developer');
    const charge = await test.store.api.recurrentCharges.create('helpdesk', bodyFor(await helpDeskMonthlyApps.next()));
    await expect(test.state().payRecurrentCharge('helpdesk', charge.id)).resolves.toBe(false);
    expect(test.shown).toEqual([errorCatalogue.paymentDeclined.message]);
    expect(test.state().paymentFailure).toBe('card-refused');
  });

  it("shows 'Payment cancelled' when the poll finds the charge cancelled", async () => {
    const test = await signedIn('acc-owner');
    const charge = await test.store.api.recurrentCharges.create('livechat', await monthlyBody());
    const paying = test.state().payRecurrentCharge('livechat', charge.id);
    await test.waiting(CHARGE_POLL_MS);
    await test.store.api.recurrentCharges.cancel('livechat', charge.id);
    vi.advanceTimersByTime(CHARGE_POLL_MS);
    await expect(paying).resolves.toBe(false);
    expect(test.shown).toEqual([errorCatalogue.paymentCancelled.message]);
    // Cancelled is no payment failure: no card message.
    expect(test.state().paymentFailure).toBeNull();
  });
});

describe("a charge that does not exist: 'This transaction doesn't exist.' and home", () => {
  it('goes to / on a 404', async () => {
    const test = await signedIn('acc-owner');
    await expect(test.state().loadDirectCharge('livechat', 'no-such-charge')).resolves.toBeNull();
    expect(test.shown).toEqual([errorCatalogue.chargeNotFound.message]);
    expect(test.navigations).toEqual(['/']);
  });
});

describe('billing failures read as the card or our side', () => {
  // The platform never answers 5xx or 422 to a valid charge call, so the mapping is checked alone.
  const error = (status: number) => new ApiError({ kind: 'http', area: 'billing', message: 'x', method: 'PUT', url: 'u', status });
  it('maps 422 to the card message and 5xx to the billing-side message', () => {
    expect(billingFailureCode(error(422))).toBe('cardChargeFailed');
    expect(billingFailureCode(error(503))).toBe('billingSideError');
    expect(billingFailureCode(error(409))).toBe('unexpected');
    expect(errorCatalogue.billingSideError.message).toContain("Don't worry, your card details are valid.");
  });
});
