import { feedbackSummaryResponseSchema, myReviewsResponseSchema } from '@marketplace/domain/calls/feedback';
import { describe, expect, it } from 'vitest';
import { findApps, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

describe.each(engines)('feedback, experts and developers on %s', (engine) => {
  const platform = useTestPlatform(engine);

  describe('rating summary and upsert', () => {
    it('serves a public summary whose histogram adds up, and upserts one rating per account', async () => {
      const [app] = await findApps(platform, (a) => isPlain(a) && a.rating !== null);
      const before = feedbackSummaryResponseSchema.parse((await platform.call('GET', `/v2/feedback/rate/application/${app?.id}`)).body);
      const buckets = [1, 2, 3, 4, 5] as const;
      expect(buckets.reduce((n, s) => n + before.histogram[s].votes, 0)).toBe(before.votes);
      expect(before.votes).toBeGreaterThan(0);
      const token = await platform.tokenFor('acc-owner');
      const rate = (rating: number) => platform.call('PUT', `/v2/feedback/rate/application/${app?.id}`, { token, body: { rating, name: 'Olivia', review: 'Works well' } });
      expect((await rate(5)).status).toBe(200);
      const after = feedbackSummaryResponseSchema.parse((await rate(1)).body);
      expect(after.votes).toBe(before.votes + 1);
      expect(after.histogram[1].votes).toBe(before.histogram[1].votes + 1);
      expect(after.reviews[0]).toMatchObject({ name: 'Olivia', rating: 1 });
    });

    it('refuses an invalid review with the spec message and changes nothing', async () => {
      const [app] = await findApps(platform, isPlain);
      const token = await platform.tokenFor('acc-viewer');
      const noName = await platform.call('PUT', `/v2/feedback/rate/application/${app?.id}`, { token, body: { rating: 4, name: '', review: 'Nice' } });
      expect(noName.status).toBe(422);
      expect(noName.body).toEqual({ code: 'invalid_request', message: 'Please enter your name' });
      const noRating = await platform.call('PUT', `/v2/feedback/rate/application/${app?.id}`, { token, body: { rating: 0, name: 'Vera', review: 'Nice' } });
      expect(noRating.body).toMatchObject({ message: 'This field cannot be blank, please rate the app on a scale from 1-5' });
      const rows = await platform.db.query(`SELECT 1 FROM ratings WHERE account_id = 'acc-viewer'`);
      expect(rows).toHaveLength(0);
    });
  });

  describe('my reviews: list, edit and withdraw own app reviews', () => {
    it('lists only the own reviews of the account, newest change first, and follows an edit', async () => {
      const [first, second] = await findApps(platform, isPlain, 2);
      const token = await platform.tokenFor('acc-admin');
      const mine = async () => myReviewsResponseSchema.parse((await platform.call('GET', '/v2/feedback/rate/my', { token })).body);
      expect(await mine()).toEqual([]);
      const rate = (id: string | undefined, rating: number, review: string) =>
        platform.call('PUT', `/v2/feedback/rate/application/${id}`, { token, body: { rating, name: 'Ada', review } });
      expect((await rate(first?.id, 4, 'Solid and quick')).status).toBe(200);
      expect((await rate(second?.id, 2, 'Slow to sync')).status).toBe(200);
      const listed = await mine();
      expect(listed.map((r) => r.appId).sort()).toEqual([first?.id, second?.id].sort());
      expect(listed.find((r) => r.appId === first?.id)).toMatchObject({ slug: first?.slug, appName: first?.name, rating: 4, name: 'Ada', review: 'Solid and quick' });
      expect((await rate(first?.id, 5, 'Even better now')).status).toBe(200);
      const edited = await mine();
      expect(edited[0]).toMatchObject({ appId: first?.id, rating: 5, review: 'Even better now' });
      expect(edited).toHaveLength(2);
      // Another account sees none of them.
      expect(myReviewsResponseSchema.parse((await platform.call('GET', '/v2/feedback/rate/my', { token: await platform.tokenFor('acc-agent') })).body)).toEqual([]);
      for (const app of [first, second]) expect((await platform.call('DELETE', `/v2/feedback/rate/application/${app?.id}`, { token })).status).toBe(200);
    });

    it('withdraws a review: gone from the list and the summary, a repeat is 404, and nobody else may', async () => {
      const [app] = await findApps(platform, isPlain);
      const url = `/v2/feedback/rate/application/${app?.id}`;
      const before = feedbackSummaryResponseSchema.parse((await platform.call('GET', url)).body);
      const token = await platform.tokenFor('acc-admin');
      await platform.call('PUT', url, { token, body: { rating: 1, name: 'Ada', review: 'Did not work for us' } });
      expect((await platform.call('DELETE', url)).status).toBe(401);
      expect((await platform.call('DELETE', url, { token: await platform.tokenFor('acc-agent') })).status).toBe(404);
      const withdrawn = await platform.call('DELETE', url, { token });
      expect(withdrawn.status).toBe(200);
      expect(feedbackSummaryResponseSchema.parse(withdrawn.body)).toMatchObject({ votes: before.votes, rate: before.rate });
      expect((await platform.call('DELETE', url, { token })).status).toBe(404);
      expect((await platform.call('DELETE', '/v2/feedback/rate/application/no-such-app', { token })).status).toBe(404);
      expect(myReviewsResponseSchema.parse((await platform.call('GET', '/v2/feedback/rate/my', { token })).body)).toEqual([]);
      expect((await platform.call('GET', '/v2/feedback/rate/my')).status).toBe(401);
    });
  });

  describe('experts', () => {
    const review = { email: 'contact@chat-pros-agency.example.com', userEmail: 'olivia@acme.example', comment: 'They set everything up in a week.', name: 'Olivia' };
    it('lists experts publicly with testimonials', async () => {
      const { body } = await platform.call('GET', '/v2/partners/experts_marketplace');
      expect((body as unknown[]).length).toBeGreaterThanOrEqual(10);
      const one = await platform.call('GET', '/v2/partners/experts_marketplace/chat-pros-agency');
      expect(one.status).toBe(200);
      expect((one.body as { testimonials: unknown[] }).testimonials.length).toBeGreaterThan(0);
    });
    it('accepts a message, and a review once (409 on a repeat)', async () => {
      const token = await platform.tokenFor('acc-owner');
      const message = { email: review.email, userEmail: review.userEmail, message: 'We need help with a chatbot.', name: 'Olivia', surname: 'Owner' };
      expect((await platform.call('POST', '/v2/partners/experts_marketplace/expert-1/message', { token, body: message })).status).toBe(204);
      expect((await platform.call('POST', '/v2/partners/experts_marketplace/expert-1/comment', { token, body: review })).status).toBe(204);
      const again = await platform.call('POST', '/v2/partners/experts_marketplace/expert-1/comment', { token, body: review });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'review_already_sent', message: 'Review had already been sent!' });
      const short = await platform.call('POST', '/v2/partners/experts_marketplace/expert-1/comment', { token, body: { ...review, userEmail: 'x@acme.example', comment: 'short' } });
      expect(short.status).toBe(422);
      expect((await platform.call('POST', '/v2/partners/experts_marketplace/expert-1/comment', { body: review })).status).toBe(401);
    });
    it('records visits without a token', async () => {
      const visit = await platform.call('POST', '/v2/partners/experts/visits', { body: { expert_id: 'expert-2', visited_at: '2026-01-15T12:00:00.000Z' } });
      expect(visit.status).toBe(204);
      expect(await platform.db.query(`SELECT 1 FROM expert_visits WHERE expert_id = 'expert-2'`)).toHaveLength(1);
    });
  });

  describe('developer profiles', () => {
    it('serves a profile with its product count and 404 for an unknown one', async () => {
      const profile = await platform.call('GET', '/v2/developers/dev-1/profile');
      expect(profile.body).toMatchObject({ id: 'dev-1', name: 'Northwind Labs', productCount: 3 });
      expect((await platform.call('GET', '/v2/developers/nobody/profile')).status).toBe(404);
      expect(((await platform.call('GET', '/v2/developers')).body as unknown[]).length).toBeGreaterThanOrEqual(15);
    });
  });
});
