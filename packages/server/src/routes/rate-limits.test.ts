/**
 * Rate limits on the writes anyone can repeat cheaply: over its limit a caller gets 429 with
 * Retry-After and a sentence, while everyone else goes on; the window passes with time; and two
 * nodes on one Postgres keep one budget (the counters live in the database).
 */
import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import { defaultRateLimits } from '@marketplace/domain/rate-limits';
import type { RateLimits } from '@marketplace/domain/rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestPlatform, useTestPlatform } from '../testing/harness.ts';
import type { TestPlatform } from '../testing/harness.ts';

const limits: RateLimits = {
  ...defaultRateLimits,
  'new-organization': { max: 2, windowSeconds: 600 },
  'expert-visit': { max: 3, windowSeconds: 60 },
  'notify-owners': { max: 2, windowSeconds: 60 },
  'access-request': { max: 2, windowSeconds: 60 },
  'expert-message': { max: 2, windowSeconds: 60 },
  'expert-review': { max: 2, windowSeconds: 60 },
  coupon: { max: 3, windowSeconds: 60 },
};

const throttled = (seconds: number) => ({ code: 'rate_limited', message: `Too many attempts in a short time. Please wait ${seconds} seconds and try again.` });

describe.each(engines)('rate limits on %s', (engine) => {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const platform = useTestPlatform(engine, { rateLimits: limits, now });

  async function burst(count: number, send: () => Promise<{ status: number; body: unknown; headers: Headers }>) {
    const answers = [];
    for (let i = 0; i < count; i += 1) answers.push(await send());
    return answers;
  }

  it('slows a burst of expert messages of one account with 429 and Retry-After; another account still sends', async () => {
    const viewer = await platform.tokenFor('acc-viewer');
    const body = { email: 'contact@expert.example', userEmail: 'x@y.example', message: 'We need help with a chatbot.', name: 'Vera', surname: 'Viewer' };
    const answers = await burst(3, () => platform.call('POST', '/v2/partners/experts_marketplace/expert-2/message', { token: viewer, body }));
    expect(answers.map((a) => a.status)).toEqual([204, 204, 429]);
    const refused = answers[2];
    expect(refused?.body).toEqual(throttled(60));
    expect(refused?.headers.get('retry-after')).toBe('60');
    const owner = await platform.tokenFor('acc-owner');
    expect((await platform.call('POST', '/v2/partners/experts_marketplace/expert-2/message', { token: owner, body })).status).toBe(204);
    // Once the window has passed, the viewer may send again.
    offsetMs += 61_000;
    expect((await platform.call('POST', '/v2/partners/experts_marketplace/expert-2/message', { token: viewer, body })).status).toBe(204);
  });

  it('limits expert reviews, notifying the owners, access requests and coupon attempts per account', async () => {
    const agent = await platform.tokenFor('acc-agent');
    const reviews = await burst(3, () =>
      platform.call('POST', '/v2/partners/experts_marketplace/expert-5/comment', {
        token: agent,
        body: { email: 'c@e.example', userEmail: 'a@b.example', comment: 'Helpful and quick people.', name: 'Agnes' },
      }),
    );
    // The second is the spec's 'already sent' (one review per expert); the third is slowed.
    expect(reviews.map((a) => a.status)).toEqual([204, 409, 429]);
    const notify = await burst(3, () => platform.call('POST', '/notifications/awaiting_apps', { token: agent, body: { product: 'livechat', appId: '1001' } }));
    expect(notify.map((a) => a.status)).toEqual([201, 201, 429]);
    const access = await burst(3, () => platform.call('POST', '/accounts/v2/accounts/me/send_request_for_invitation', { token: agent, body: { product: 'livechat' } }));
    expect(access.map((a) => a.status)).toEqual([204, 204, 429]);
    expect(access[2]?.headers.get('retry-after')).toMatch(/^\d+$/);

    const owner = await platform.tokenFor('acc-viceowner');
    const cart = cartResponseSchema.parse((await platform.call('POST', '/v2/products-carts', { token: owner, body: {} })).body);
    const coupons = await burst(4, () => platform.call('PATCH', `/v2/products-carts/${cart.id}/coupon/GUESS${Math.random().toString(36).slice(2, 6)}`, { token: owner }));
    expect(coupons.map((a) => a.status)).toEqual([404, 404, 404, 429]);
    expect(coupons[3]?.body).toMatchObject({ code: 'rate_limited' });
  });

  it('limits anonymous expert visits by address', async () => {
    const visits = await burst(4, () => platform.call('POST', '/v2/partners/experts/visits', { body: { expert_id: 'expert-1', visited_at: new Date().toISOString() } }));
    expect(visits.map((a) => a.status)).toEqual([204, 204, 204, 429]);
  });

  it('answers a burst of new-organisation sign-ins with a page that says to wait', async () => {
    const form = () =>
      platform.call('POST', '/accounts/authorize', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          response_type: 'token',
          client_id: 'marketplace',
          redirect_uri: 'http://localhost:4000/marketplace/sign-in/callback/',
          new_organization: '1',
        }).toString(),
      });
    const answers = await burst(3, form);
    expect(answers.map((a) => a.status)).toEqual([302, 302, 429]);
    const page = answers[2];
    expect(page?.headers.get('retry-after')).toBe('600');
    expect(page?.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page?.body).toContain('Too many attempts in a short time. Please wait 10 minutes and try again.');
    // A demo account's sign-in is not a new organisation: it still goes through.
    const demo = await platform.call('POST', '/accounts/authorize', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        response_type: 'token',
        client_id: 'marketplace',
        redirect_uri: 'http://localhost:4000/marketplace/sign-in/callback/',
        account_id: 'acc-owner',
      }).toString(),
    });
    expect(demo.status).toBe(302);
  });
});

describe.runIf(engines.includes('postgres'))('two nodes on one Postgres', () => {
  let first: TestPlatform;
  let second: TestPlatform;
  beforeAll(async () => {
    first = await startTestPlatform('postgres', { rateLimits: limits });
    second = await startTestPlatform('postgres', { rateLimits: limits, databaseUrl: first.url ?? '' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('keep one budget', async () => {
    const token = await first.tokenFor('acc-member');
    const send = (node: TestPlatform) => node.call('POST', '/notifications/awaiting_apps', { token, body: { product: 'helpdesk', appId: '1001' } });
    expect([(await send(first)).status, (await send(second)).status, (await send(first)).status, (await send(second)).status]).toEqual([201, 201, 429, 429]);
  });
});
