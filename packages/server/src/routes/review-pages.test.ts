import { compareReviews, REVIEW_PAGE_SIZE, reviewPageSchema, pagedReviewSchema, type PagedReview, type ReviewSort } from '@marketplace/domain/review-pages';
import type { App } from '@marketplace/domain/entities/app';
import { beforeAll, describe, expect, it } from 'vitest';
import { findApps, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform, type TestPlatform } from '../testing/harness.ts';
import type { Queryable } from '../db/database.ts';

/** Writes `count` reviews of the app by made-up accounts: ratings 1–5 in turn, a day apart, some without words. */
async function addReviews(db: Queryable, appId: string, count: number, prefix = 'acc-r'): Promise<void> {
  const start = Date.UTC(2025, 0, 1);
  await db.query(
    `INSERT INTO ratings (app_id, account_id, name, rate, review, created_at, updated_at, helpful)
     SELECT $1, $2 || lpad(i::text, 5, '0'), 'Reviewer ' || i, 1 + (i % 5),
            CASE WHEN i % 7 = 0 THEN NULL ELSE 'Review number ' || i END,
            to_timestamp(($3::bigint + i::bigint * 86400000) / 1000.0), to_timestamp(($3::bigint + i::bigint * 86400000) / 1000.0), (i * 37) % 11
     FROM generate_series(1, $4::int) AS i`,
    [appId, prefix, start, count],
  );
}

const pageOf = async (platform: TestPlatform, appId: string, query: string, token?: string) => {
  const answer = await platform.call('GET', `/v2/feedback/rate/application/${appId}/reviews${query}`, token ? { token } : {});
  expect(answer.status).toBe(200);
  return reviewPageSchema.parse(answer.body);
};

/** Every page of a sort and filter, followed by next until the last. */
async function allPages(platform: TestPlatform, appId: string, sort: ReviewSort, stars?: number): Promise<{ reviews: PagedReview[]; total: number; pages: number }> {
  const reviews: PagedReview[] = [];
  let page = 1;
  let total: number;
  for (;;) {
    const answer = await pageOf(platform, appId, `?sort=${sort}&page=${page}${stars ? `&stars=${stars}` : ''}`);
    total = answer.total;
    expect(answer.reviews.length).toBeLessThanOrEqual(REVIEW_PAGE_SIZE);
    reviews.push(...answer.reviews);
    if (page * REVIEW_PAGE_SIZE >= answer.total) break;
    page += 1;
  }
  return { reviews, total, pages: page };
}

describe.each(engines)('reviews in pages on %s', (engine) => {
  let app: App;
  let ownApp: App;
  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    const one = async (predicate: (candidate: App) => boolean) => {
      const [found] = await findApps(platform, predicate);
      if (!found) throw new Error('the seed has no such app');
      return found;
    };
    app = await one((a) => isPlain(a) && a.developerId !== 'dev-1');
    ownApp = await one((a) => a.developerId === 'dev-1');
    await platform.db.query('DELETE FROM ratings WHERE app_id = ANY($1::text[])', [[app.id, ownApp.id]]);
    await addReviews(platform.db, app.id, 34);
    await addReviews(platform.db, ownApp.id, 3);
    // Acme's accounts review the app below: only an organisation that has it installed may.
    await platform.db.query(
      `INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at) VALUES ('org-acme', $1, 'livechat', 'acc-owner', '{}', now()) ON CONFLICT DO NOTHING`,
      [app.id],
    );
  });

  it('pages written reviews ten at a time in each sort, without overlap, and filters by stars', async () => {
    const written = 34 - Math.floor(34 / 7);
    for (const sort of ['recent', 'highest', 'lowest', 'helpful'] as const) {
      const { reviews, total, pages } = await allPages(platform, app.id, sort);
      expect(total).toBe(written);
      expect(pages).toBe(Math.ceil(written / REVIEW_PAGE_SIZE));
      expect(new Set(reviews.map((r) => r.id)).size).toBe(written);
      expect(reviews).toEqual([...reviews].sort(compareReviews(sort)));
    }
    const threes = await allPages(platform, app.id, 'recent', 3);
    expect(threes.total).toBeGreaterThan(0);
    expect(threes.reviews.every((r) => r.rating === 3)).toBe(true);
    const first = await pageOf(platform, app.id, '');
    expect(first).toMatchObject({ page: 1, pageSize: 10, canReply: false });
    expect(first.reviews[0]?.name).toBe('Reviewer 34');
    // The spec's summary call is unchanged: every rating, in one list.
    const summary = await platform.call('GET', `/v2/feedback/rate/application/${app.id}`);
    expect((summary.body as { votes: number }).votes).toBe(34);
  });

  it('refuses a bad sort, star or page with a clear 400', async () => {
    for (const [query, message] of [
      ['?sort=oldest', 'Sort must be one of recent, highest, lowest, helpful.'],
      ['?stars=6', 'Stars must be a whole number from 1 to 5.'],
      ['?page=0', 'The page must be a whole number from 1.'],
      ['?page=two', 'The page must be a whole number from 1.'],
    ] as const) {
      const answer = await platform.call('GET', `/v2/feedback/rate/application/${app.id}/reviews${query}`);
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toContain(message);
    }
    expect((await platform.call('GET', '/v2/feedback/rate/application/no-such-app/reviews')).status).toBe(404);
  });

  it('takes one helpful vote per account, never for your own review, and sorts by it', async () => {
    const [target] = (await pageOf(platform, app.id, '?sort=lowest')).reviews;
    if (!target) throw new Error('no review');
    const vote = (token: string, id = target.id) => platform.call('PUT', `/v2/feedback/rate/application/${app.id}/reviews/${id}/helpful`, { token });
    const owner = await platform.tokenFor('acc-owner');
    const first = await vote(owner);
    expect(first.status).toBe(200);
    expect(pagedReviewSchema.parse(first.body)).toMatchObject({ id: target.id, helpful: target.helpful + 1, votedHelpful: true });
    const again = await vote(owner);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'already_voted', message: 'You have already marked this review as helpful.' });
    expect((await vote(await platform.tokenFor('acc-admin'))).status).toBe(200);
    const seen = (await pageOf(platform, app.id, '?sort=lowest', owner)).reviews.find((r) => r.id === target.id);
    expect(seen).toMatchObject({ helpful: target.helpful + 2, votedHelpful: true });
    expect((await platform.call('PUT', `/v2/feedback/rate/application/${app.id}/reviews/${target.id}/helpful`)).status).toBe(401);
    expect((await vote(owner, `${app.id}-acc-nobody`)).status).toBe(404);
    expect((await vote(owner, 'someone-else')).status).toBe(404);

    const viewer = await platform.tokenFor('acc-viewer');
    const rated = await platform.call('PUT', `/v2/feedback/rate/application/${app.id}`, { token: viewer, body: { rating: 5, name: 'Vera', review: 'My own words' } });
    expect(rated.status).toBe(200);
    const own = await vote(viewer, `${app.id}-acc-viewer`);
    expect(own.status).toBe(422);
    expect(own.body).toEqual({ code: 'own_review', message: 'You cannot mark your own review as helpful.' });
    const mine = (await pageOf(platform, app.id, '', viewer)).reviews[0];
    expect(mine).toMatchObject({ name: 'Vera', own: true, helpful: 0 });

    const helpful = await pageOf(platform, app.id, '?sort=helpful');
    expect(helpful.reviews[0]?.helpful).toBe(Math.max(...(await allPages(platform, app.id, 'helpful')).reviews.map((r) => r.helpful)));
  });

  it('lets only the app\u2019s developer reply, once per review, and edit the reply', async () => {
    const developer = await platform.tokenFor('acc-developer');
    const page = await pageOf(platform, ownApp.id, '', developer);
    expect(page.canReply).toBe(true);
    expect((await pageOf(platform, ownApp.id, '')).canReply).toBe(false);
    const target = page.reviews[0];
    if (!target) throw new Error('no review');
    const url = `/v2/feedback/rate/application/${ownApp.id}/reviews/${target.id}/reply`;
    const first = await platform.call('PUT', url, { token: developer, body: { reply: 'Thanks, fixed in 2.1' } });
    expect(first.status).toBe(200);
    const replied = pagedReviewSchema.parse(first.body);
    expect(replied.reply).toMatchObject({ text: 'Thanks, fixed in 2.1' });
    const edited = pagedReviewSchema.parse((await platform.call('PUT', url, { token: developer, body: { reply: 'Thanks, fixed in 2.2' } })).body);
    expect(edited.reply).toMatchObject({ text: 'Thanks, fixed in 2.2', createdAt: replied.reply?.createdAt });
    const shown = (await pageOf(platform, ownApp.id, '')).reviews.find((r) => r.id === target.id);
    expect(shown?.reply?.text).toBe('Thanks, fixed in 2.2');
    const rows = await platform.db.query('SELECT reply FROM ratings WHERE app_id = $1 AND reply IS NOT NULL', [ownApp.id]);
    expect(rows).toHaveLength(1);

    const stranger = await platform.call('PUT', url, { token: await platform.tokenFor('acc-owner'), body: { reply: 'Not mine to answer' } });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ code: 'not_developer', message: 'Only the developer of this app can reply to its reviews.' });
    const notOwn = await platform.call('PUT', `/v2/feedback/rate/application/${app.id}/reviews/${app.id}-acc-r00001/reply`, { token: developer, body: { reply: 'Hello there' } });
    expect(notOwn.status).toBe(403);
    const blank = await platform.call('PUT', url, { token: developer, body: { reply: ' ' } });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ code: 'invalid_request', message: 'Please enter your reply' });
    const long = await platform.call('PUT', url, { token: developer, body: { reply: 'x'.repeat(1001) } });
    expect(long.body).toEqual({ code: 'invalid_request', message: 'Reply cannot be longer than 1000 characters' });
  });

  it('drops the votes with a withdrawn review', async () => {
    const admin = await platform.tokenFor('acc-admin');
    const rated = await platform.call('PUT', `/v2/feedback/rate/application/${app.id}`, { token: admin, body: { rating: 2, name: 'Ada', review: 'Could be faster' } });
    expect(rated.status).toBe(200);
    expect(
      (await platform.call('PUT', `/v2/feedback/rate/application/${app.id}/reviews/${app.id}-acc-admin/helpful`, { token: await platform.tokenFor('acc-owner') })).status,
    ).toBe(200);
    expect((await platform.call('DELETE', `/v2/feedback/rate/application/${app.id}`, { token: admin })).status).toBe(200);
    expect(await platform.db.query(`SELECT 1 FROM review_votes WHERE author_id = 'acc-admin'`)).toHaveLength(0);
  });
});
