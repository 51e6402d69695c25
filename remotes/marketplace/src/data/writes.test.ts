import type { TestPlatform } from '@marketplace/api/testing/platform';
import type { Expert } from '@marketplace/domain/entities/expert';
import { errorCatalogue } from '@marketplace/domain/errors';
import { MutationObserver, type MutationObserverOptions } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startStorePlatform, type TestStore } from '../store/testing/test-store.ts';
import { queryKeys } from './query-client.ts';
import { writesOf } from './writes.ts';

let platform: TestPlatform;
let expert: Expert;
beforeAll(async () => {
  platform = await startStorePlatform();
  const probe = createTestStore(platform.origin);
  [expert] = (await probe.store.api.experts.list()) as [Expert];
  probe.store.dispose();
});
afterAll(async () => {
  await platform.close();
});
const stores: TestStore[] = [];
const signedIn = async (accountId: string, fetch?: Parameters<typeof createTestStore>[1]) => {
  const test = createTestStore(platform.origin, fetch);
  stores.push(test);
  await test.signIn(platform, accountId);
  return test;
};
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});

/** Runs a write as a screen's useMutation would; its request state is the observer's. */
async function run<Data, Variables>(test: TestStore, options: MutationObserverOptions<Data, Error, Variables>, variables: Variables) {
  const observer = new MutationObserver(test.store.queries, options);
  await observer.mutate(variables).catch(() => undefined);
  return observer.getCurrentResult();
}

const message = { email: 'expert@example.com', userEmail: 'owner@acme.example', message: 'We need a chatbot built.', name: 'Olivia', surname: 'Owner' };
const review = { email: 'expert@example.com', userEmail: 'viewer@acme.example', comment: 'Great partner to work with.', name: 'Vera' };

describe('a profile view records a visit (spec 7)', () => {
  it('posts the visit with the partner id, and a failure is no concern of the visitor', async () => {
    const test = await signedIn('acc-owner');
    expect((await run(test, writesOf(test.store).expertVisit(), expert.id)).isSuccess).toBe(true);
    expect(test.tracked.calls.at(-1)).toBe(`POST ${platform.origin}/v2/partners/experts/visits`);
    expect(test.shown).toEqual([]);
  });
});

describe('expert message: sent or not, with the spec’s words', () => {
  it("sends with 'Message sent successfully!'", async () => {
    const test = await signedIn('acc-owner');
    const result = await run(test, writesOf(test.store).expertMessage(), { expertId: expert.id, message });
    expect(result).toMatchObject({ isSuccess: true, isPending: false });
    expect(test.shown).toEqual([errorCatalogue.expertMessageSent.message]);
  });

  it("fails with 'We couldn't send the expert request'", async () => {
    const test = await signedIn('acc-owner');
    const result = await run(test, writesOf(test.store).expertMessage(), { expertId: 'no-such-expert', message });
    expect(result).toMatchObject({ isError: true, isPending: false });
    expect(test.shown).toEqual([errorCatalogue.expertMessageFailed.message]);
  });
});

describe('expert review: verified later, 409 warns, other failures', () => {
  it("sends with 'Review sent to be verified!', then warns 'Review had already been sent!' on a repeat", async () => {
    const test = await signedIn('acc-viewer');
    expect((await run(test, writesOf(test.store).expertReview(), { expertId: expert.id, review })).isSuccess).toBe(true);
    expect((await run(test, writesOf(test.store).expertReview(), { expertId: expert.id, review })).isError).toBe(true);
    expect(test.shown).toEqual([errorCatalogue.expertReviewSent.message, errorCatalogue.expertReviewAlreadySent.message]);
    expect(test.state().notifications.at(-1)?.kind).toBe('warning');
  });

  it("fails with 'Expert review couldn't be sent'", async () => {
    const test = await signedIn('acc-viewer');
    expect((await run(test, writesOf(test.store).expertReview(), { expertId: 'no-such-expert', review })).isError).toBe(true);
    expect(test.shown).toEqual([errorCatalogue.expertReviewFailed.message]);
  });
});

describe("access request: 'Request sent!' or 'Cannot send access request.'", () => {
  it('sends the request', async () => {
    const test = await signedIn('acc-agent');
    expect((await run(test, writesOf(test.store).accessRequest(), 'livechat')).isSuccess).toBe(true);
    expect(test.shown).toEqual([errorCatalogue.accessRequestSent.message]);
  });

  it('fails with the catalogue message', async () => {
    const test = await signedIn('acc-agent', {
      fetch: (real) => (input, init) => (input.endsWith('/send_request_for_invitation') ? Promise.reject(new TypeError('Failed to fetch')) : real(input, init)),
    });
    expect((await run(test, writesOf(test.store).accessRequest(), 'livechat')).isError).toBe(true);
    expect(test.shown).toEqual([errorCatalogue.accessRequestFailed.message]);
  });
});

describe('a plan change reads anew what it changed', () => {
  it("marks the organisation's billing, payments, plan choices and subscriptions (the replaced recurrent charge is cancelled) as stale", async () => {
    const changed = { appId: 'app-1', planId: 'pay-yearly', chargeId: 'rc-new', amount: 12_000 };
    const test = await signedIn('acc-owner', {
      fetch: (real) => (input, init) =>
        input.endsWith('/applications/app-1/plan') && init?.method === 'PUT'
          ? Promise.resolve(new Response(JSON.stringify(changed), { status: 200, headers: { 'content-type': 'application/json' } }))
          : real(input, init),
    });
    const account = 'acc-owner';
    const keys = [
      queryKeys.installedBilling(account, 'app-1'),
      queryKeys.planChoices(account, 'app-1'),
      queryKeys.payments(account),
      queryKeys.recurrentCharges(account, 'livechat'),
    ];
    for (const queryKey of keys) test.store.queries.setQueryData(queryKey, []);
    expect((await run(test, writesOf(test.store).planChange(account, { id: 'app-1', name: 'App One' }), { planId: 'pay-yearly', since: null })).isSuccess).toBe(true);
    expect(keys.map((queryKey) => test.store.queries.getQueryState(queryKey)?.isInvalidated)).toEqual(keys.map(() => true));
  });
});
