import type { TestPlatform } from '@marketplace/api/testing/platform';
import type { Expert } from '@marketplace/domain/entities/expert';
import { errorCatalogue } from '@marketplace/domain/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startStorePlatform, type TestStore } from './testing/test-store.ts';

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
const signedIn = async (accountId: string) => {
  const test = createTestStore(platform.origin);
  stores.push(test);
  await test.signIn(platform, accountId);
  return test;
};
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});

const message = { email: 'expert@example.com', userEmail: 'owner@acme.example', message: 'We need a chatbot built.', name: 'Olivia', surname: 'Owner' };
const review = { email: 'expert@example.com', userEmail: 'viewer@acme.example', comment: 'Great partner to work with.', name: 'Vera' };

describe('a profile view records a visit (spec 7)', () => {
  it('posts the visit with the partner id', async () => {
    const test = await signedIn('acc-owner');
    await test.state().recordExpertVisit(expert.id);
    expect(test.tracked.calls.at(-1)).toBe(`POST ${platform.origin}/v2/partners/experts/visits`);
  });
});

describe('send message: sending and success flags', () => {
  it("sends with 'Message sent successfully!'", async () => {
    const test = await signedIn('acc-owner');
    const sending = test.state().sendExpertMessage(expert.id, message);
    expect(test.state().expert.sendMessage).toEqual({ sending: true, success: false });
    await expect(sending).resolves.toBe(true);
    expect(test.state().expert.sendMessage).toEqual({ sending: false, success: true });
    expect(test.shown).toEqual([errorCatalogue.expertMessageSent.message]);
  });

  it("fails with 'We couldn't send the expert request'", async () => {
    const test = await signedIn('acc-owner');
    await expect(test.state().sendExpertMessage('no-such-expert', message)).resolves.toBe(false);
    expect(test.state().expert.sendMessage).toEqual({ sending: false, success: false });
    expect(test.shown).toEqual([errorCatalogue.expertMessageFailed.message]);
  });
});

describe('send review: verified later, 409 warns, other failures', () => {
  it("sends with 'Review sent to be verified!', then warns 'Review had already been sent!' on a repeat", async () => {
    const test = await signedIn('acc-viewer');
    await expect(test.state().sendExpertReview(expert.id, review)).resolves.toBe(true);
    expect(test.state().expert.sendComment).toEqual({ sending: false, success: true });
    await expect(test.state().sendExpertReview(expert.id, review)).resolves.toBe(false);
    expect(test.shown).toEqual([errorCatalogue.expertReviewSent.message, errorCatalogue.expertReviewAlreadySent.message]);
    expect(test.state().notifications.at(-1)?.kind).toBe('warning');
  });

  it("fails with 'Expert review couldn't be sent'", async () => {
    const test = await signedIn('acc-viewer');
    await expect(test.state().sendExpertReview('no-such-expert', review)).resolves.toBe(false);
    expect(test.shown).toEqual([errorCatalogue.expertReviewFailed.message]);
  });

  it('clears the send states', async () => {
    const test = await signedIn('acc-owner');
    await test.state().sendExpertMessage(expert.id, message);
    test.state().clearExpertState();
    expect(test.state().expert).toEqual({ sendComment: { sending: false, success: false }, sendMessage: { sending: false, success: false } });
  });
});
