/**
 * Reviews in pages on a catalogue of 10,000 apps with thousands of reviews on one app: each sort's
 * pages are the right slice of the whole order, a vote moves a review to the top of the most
 * helpful, and a page stays quick however deep it is.
 */
import { compareReviews, REVIEW_PAGE_SIZE, reviewPageSchema, type ReviewSort } from '@marketplace/domain/review-pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useTestPlatform } from '../testing/harness.ts';

const APPS = 10_000;
const REVIEWS = 5_000;

describe.each(engines)('reviews in pages at 10,000 apps on %s', (engine) => {
  let appId: string;
  const platform = useTestPlatform(engine, { apps: APPS });
  beforeAll(async () => {
    const [{ count } = { count: 0 }] = await platform.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM apps WHERE publication_state = 'PUBLISHED'`);
    expect(count).toBeGreaterThan(APPS * 0.9);
    const [row] = await platform.db.query<{ id: string }>(`SELECT id FROM apps WHERE publication_state = 'PUBLISHED' ORDER BY position LIMIT 1`);
    appId = row?.id ?? '';
    await platform.db.query(
      `INSERT INTO ratings (app_id, account_id, name, rate, review, created_at, updated_at, helpful)
       SELECT $1, 'acc-s' || lpad(i::text, 6, '0'), 'Reviewer ' || i, 1 + (i * 7 % 5), 'Words of reviewer ' || i,
              timestamptz '2024-01-01' + (i * 97 % 3000) * interval '1 hour', timestamptz '2024-01-01' + (i * 97 % 3000) * interval '1 hour', i * 13 % 17
       FROM generate_series(1, $2::int) AS i
       ON CONFLICT DO NOTHING`,
      [appId, REVIEWS],
    );
  }, 600_000);

  const page = async (query: string, token?: string) => {
    const started = performance.now();
    const answer = await platform.call('GET', `/v2/feedback/rate/application/${appId}/reviews${query}`, token ? { token } : {});
    const ms = performance.now() - started;
    expect(answer.status).toBe(200);
    return { ...reviewPageSchema.parse(answer.body), ms };
  };

  it('answers each sort’s first, middle and last page as slices of the whole order, quickly', async () => {
    const written = await platform.db.query<{ account_id: string; rate: number; helpful: number; updated_at: Date }>(
      `SELECT account_id, rate, helpful, updated_at FROM ratings WHERE app_id = $1 AND review IS NOT NULL AND btrim(review) <> ''`,
      [appId],
    );
    const all = written.map((r) => ({ id: `${appId}-${r.account_id}`, rating: r.rate as 1 | 2 | 3 | 4 | 5, helpful: r.helpful, createdAt: new Date(r.updated_at).toISOString() }));
    const pages = Math.ceil(all.length / REVIEW_PAGE_SIZE);
    for (const sort of ['recent', 'highest', 'lowest', 'helpful'] as const satisfies readonly ReviewSort[]) {
      const order = [...all].sort(compareReviews(sort)).map((r) => r.id);
      for (const at of [1, Math.ceil(pages / 2), pages]) {
        const answer = await page(`?sort=${sort}&page=${at}`);
        expect(answer.total).toBe(all.length);
        expect(answer.reviews.map((r) => r.id)).toEqual(order.slice((at - 1) * REVIEW_PAGE_SIZE, at * REVIEW_PAGE_SIZE));
        // A generous bound for a shared machine: a page must not cost a scan of the catalogue.
        expect(answer.ms).toBeLessThan(1500);
      }
    }
    const fours = await page('?stars=4&sort=helpful&page=3');
    expect(fours.total).toBe(all.filter((r) => r.rating === 4).length);
    expect(fours.reviews.every((r) => r.rating === 4)).toBe(true);
    const beyond = await page(`?page=${pages + 5}`);
    expect(beyond.reviews).toEqual([]);
  });

  it('counts one vote per account and lifts the review in the most-helpful order', async () => {
    const last = (await page('?sort=helpful&page=1')).reviews;
    const top = last[0]?.helpful ?? 0;
    const voters = ['acc-owner', 'acc-admin', 'acc-viewer', 'acc-agent', 'acc-viceowner', 'acc-member', 'acc-reseller', 'acc-developer'];
    // A review deep in the list that this many votes lift past the most helpful so far.
    const { reviews } = await page(`?sort=lowest&page=${Math.ceil(REVIEWS / REVIEW_PAGE_SIZE / 2)}`);
    const target = reviews.find((r) => r.helpful < top && r.helpful + voters.length > top);
    if (!target) throw new Error('no review to lift');
    for (const voter of voters) {
      const token = await platform.tokenFor(voter);
      const cast = await platform.call('PUT', `/v2/feedback/rate/application/${appId}/reviews/${target.id}/helpful`, { token });
      expect(cast.status).toBe(200);
      expect((await platform.call('PUT', `/v2/feedback/rate/application/${appId}/reviews/${target.id}/helpful`, { token })).status).toBe(409);
    }
    const after = await page('?sort=helpful&page=1', await platform.tokenFor('acc-owner'));
    expect(after.reviews[0]).toMatchObject({ id: target.id, votedHelpful: true });
    expect(after.reviews[0]?.helpful).toBeGreaterThan(top);
  });
});
