/**
 * Reviews from users: only an organisation that has the app installed, or uninstalled it at most
 * REVIEW_GRACE_DAYS ago, may rate and review it; the platform refuses the rest with 403 and the
 * domain's message, and says on the review page whether the caller may; a review keeps since when
 * its organisation used the app. On each engine of the run (PGlite, and Postgres when given).
 */
import { reviewPageSchema } from '@marketplace/domain/review-pages';
import { REVIEW_GRACE_DAYS, reviewNeedsInstallMessage } from '@marketplace/domain/review-eligibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPool, isFree } from '../testing/catalogue.ts';
import { engines, startTestPlatform, type TestPlatform } from '../testing/harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(engines)('reviews from users on %s', (engine) => {
  let platform: TestPlatform;
  let clock = new Date('2026-03-01T10:00:00.000Z');
  const free = appPool(() => platform, isFree);
  beforeAll(async () => {
    platform = await startTestPlatform(engine, { now: () => clock });
  });
  afterAll(async () => {
    await platform.close();
  });

  // A token issued at the clock's time: the clock moves on by more than a token lives.
  const rate = async (appId: string) =>
    platform.call('PUT', `/v2/feedback/rate/application/${appId}`, {
      token: await platform.tokenFor('acc-reseller'),
      body: { rating: 4, name: 'Rita', review: 'Does what it says' },
    });
  const reviewPage = async (appId: string) =>
    reviewPageSchema.parse((await platform.call('GET', `/v2/feedback/rate/application/${appId}/reviews`, { token: await platform.tokenFor('acc-reseller') })).body);
  const ratingsOf = async (appId: string) => platform.db.query(`SELECT 1 FROM ratings WHERE app_id = $1 AND account_id = 'acc-reseller'`, [appId]);

  it('refuses an organisation that never installed the app, with the message, and stores nothing', async () => {
    const app = await free.next();
    expect((await reviewPage(app.id)).canReview).toBe(false);
    const refused = await rate(app.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'review_needs_install', message: reviewNeedsInstallMessage });
    expect(await ratingsOf(app.id)).toHaveLength(0);
  });

  it(`lets it review while installed and for ${REVIEW_GRACE_DAYS} days after an uninstall, and the review keeps how long it was used`, async () => {
    const app = await free.next();
    const token = await platform.tokenFor('acc-reseller');
    const installedAt = clock;
    expect((await platform.call('PUT', `/v2/applications/${app.id}/install`, { token, body: {} })).status).toBe(200);
    expect((await reviewPage(app.id)).canReview).toBe(true);
    clock = new Date(installedAt.getTime() + 40 * DAY);
    expect((await rate(app.id)).status).toBe(200);
    const own = (await reviewPage(app.id)).reviews.find((review) => review.own);
    expect(own).toMatchObject({ usedSince: installedAt.toISOString(), createdAt: clock.toISOString() });
    // A visitor reads the same use, and is never offered to review.
    const seen = reviewPageSchema.parse((await platform.call('GET', `/v2/feedback/rate/application/${app.id}/reviews`)).body);
    expect(seen.canReview).toBe(false);
    expect(seen.reviews.find((review) => review.id === own?.id)?.usedSince).toBe(installedAt.toISOString());

    expect((await platform.call('DELETE', `/v2/applications/${app.id}/install`, { token: await platform.tokenFor('acc-reseller'), body: { reason: 'Not needed' } })).status).toBe(
      200,
    );
    const uninstalledAt = clock;
    clock = new Date(uninstalledAt.getTime() + REVIEW_GRACE_DAYS * DAY);
    expect((await reviewPage(app.id)).canReview).toBe(true);
    expect((await rate(app.id)).status).toBe(200);
    clock = new Date(uninstalledAt.getTime() + REVIEW_GRACE_DAYS * DAY + 1);
    expect((await reviewPage(app.id)).canReview).toBe(false);
    const late = await rate(app.id);
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ message: reviewNeedsInstallMessage });
    // The review written in time stays, with the install it came from.
    const kept = await platform.db.query<{ used_since: Date }>(`SELECT used_since FROM ratings WHERE app_id = $1 AND account_id = 'acc-reseller'`, [app.id]);
    expect(kept.map((row) => new Date(row.used_since).toISOString())).toEqual([installedAt.toISOString()]);
  });

  it('seeds reviews from organisations that used the app before they wrote', async () => {
    const rows = await platform.db.query<{ used_since: Date | null; created_at: Date }>(`SELECT used_since, created_at FROM ratings WHERE account_id LIKE 'seed-rater-%'`);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.used_since).not.toBeNull();
      expect(new Date(row.used_since as Date).getTime()).toBeLessThan(new Date(row.created_at).getTime());
    }
  });
});
