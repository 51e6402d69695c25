/**
 * Ratings and reviews: an app's summary, an account's rating (one per account, upserted) and its
 * withdrawal, and the account's own reviews. The app's denormalised totals move with its ratings.
 */
import type { myReviewsResponseSchema, rateAppBodySchema } from '@marketplace/domain/calls/feedback';
import { feedbackSummary } from '@marketplace/domain/feedback-summary';
import type { Rating } from '@marketplace/domain/feedback-summary';
import type { FeedbackSummary } from '@marketplace/domain/entities/feedback';
import { mayReview, reviewNeedsInstallMessage, type AppUse } from '@marketplace/domain/review-eligibility';
import type { z } from 'zod';
import type { Caller } from '../auth/session.ts';
import { appColumns, findApp, toApp, visibleTo, type AppRecord } from '../catalogue/apps.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';

async function summaryOf(db: Queryable, appId: string) {
  const rows = await db.query<{ account_id: string; name: string; rate: Rating['rate']; review: string | null; updated_at: Date }>(
    'SELECT account_id, name, rate, review, updated_at FROM ratings WHERE app_id = $1',
    [appId],
  );
  return feedbackSummary(
    appId,
    rows.map((r) => ({ id: `${appId}-${r.account_id}`, name: r.name, rate: r.rate, review: r.review, createdAt: new Date(r.updated_at).toISOString() })),
  );
}

/**
 * Keeps the denormalised rating totals in step with the ratings: of one app (its row locked
 * first), or of every app (the seed, once its ratings are in).
 */
export async function recountRatings(db: Queryable, appId: string | null): Promise<void> {
  await db.query(
    `UPDATE apps SET
       rating_votes = (SELECT count(*)::int FROM ratings WHERE ratings.app_id = apps.id),
       rating_sum = (SELECT coalesce(sum(rate), 0)::int FROM ratings WHERE ratings.app_id = apps.id)
     WHERE $1::text IS NULL OR id = $1`,
    [appId],
  );
}

async function assertPublished(db: Queryable, appId: string): Promise<void> {
  const rows = await db.query(`SELECT 1 FROM apps WHERE id = $1 AND publication_state = 'PUBLISHED'`, [appId]);
  if (rows.length === 0) throw notFound('Application not found.');
}

/** An app's ratings summary; the owners of a private or in-review app see its (empty) reviews too. */
export async function appFeedback(ctx: ServerContext, session: Caller | null, appId: string): Promise<FeedbackSummary> {
  const record = await findApp(ctx.db, { id: appId });
  if (!record || !visibleTo(record, session)) throw notFound('Application not found.');
  return summaryOf(ctx.db, appId);
}

/** An organisation's use of an app: its install, else its last uninstalled one; null when it never had it. */
export async function appUseOf(db: Queryable, organizationId: string, appId: string): Promise<AppUse | null> {
  const installed = await db.query<{ installed_at: Date }>('SELECT installed_at FROM installs WHERE organization_id = $1 AND app_id = $2', [organizationId, appId]);
  const install = installed[0];
  if (install) return { since: new Date(install.installed_at), until: null };
  const gone = await db.query<{ installed_at: Date | null; uninstalled_at: Date }>(
    'SELECT installed_at, uninstalled_at FROM uninstalls WHERE organization_id = $1 AND app_id = $2 ORDER BY uninstalled_at DESC, id DESC LIMIT 1',
    [organizationId, appId],
  );
  const last = gone[0];
  // An uninstall recorded before installs were kept with it: its use is known to have ended then.
  return last ? { since: new Date(last.installed_at ?? last.uninstalled_at), until: new Date(last.uninstalled_at) } : null;
}

/** Whether the caller's organisation may rate and review the app now (domain mayReview). */
export async function mayReviewApp(ctx: ServerContext, session: Caller, appId: string): Promise<boolean> {
  return mayReview(await appUseOf(ctx.db, session.organizationId, appId), ctx.now());
}

export async function rateApp(ctx: ServerContext, session: Caller, appId: string, rating: z.output<typeof rateAppBodySchema>): Promise<FeedbackSummary> {
  return ctx.db.transaction(async (tx) => {
    await assertPublished(tx, appId);
    const use = await appUseOf(tx, session.organizationId, appId);
    if (use === null || !mayReview(use, ctx.now())) throw new HttpError(403, 'review_needs_install', reviewNeedsInstallMessage);
    const at = ctx.now().toISOString();
    // The app row is locked so the denormalised totals stay in step with concurrent ratings.
    await tx.query('SELECT 1 FROM apps WHERE id = $1 FOR UPDATE', [appId]);
    await tx.query(
      `INSERT INTO ratings (app_id, account_id, name, rate, review, created_at, updated_at, used_since) VALUES ($1, $2, $3, $4, $5, $6, $6, $7)
     ON CONFLICT (app_id, account_id) DO UPDATE SET name = EXCLUDED.name, rate = EXCLUDED.rate, review = EXCLUDED.review, updated_at = EXCLUDED.updated_at, used_since = EXCLUDED.used_since`,
      [appId, session.accountId, rating.name, rating.rating, rating.review, at, new Date(use.since).toISOString()],
    );
    await recountRatings(tx, appId);
    return summaryOf(tx, appId);
  });
}

/** Withdrawing needs no published app: a review stays the author's to remove whatever became of the app. */
export async function withdrawRating(ctx: ServerContext, session: Caller, appId: string): Promise<FeedbackSummary> {
  return ctx.db.transaction(async (tx) => {
    const locked = await tx.query('SELECT 1 FROM apps WHERE id = $1 FOR UPDATE', [appId]);
    if (locked.length === 0) throw notFound('Application not found.');
    const removed = await tx.query('DELETE FROM ratings WHERE app_id = $1 AND account_id = $2 RETURNING 1', [appId, session.accountId]);
    if (removed.length === 0) throw notFound('Review not found.');
    await recountRatings(tx, appId);
    return summaryOf(tx, appId);
  });
}

/** 'My reviews': the account's own ratings, latest first, with the apps they rate. */
export async function myReviews(ctx: ServerContext, session: Caller): Promise<z.input<typeof myReviewsResponseSchema>> {
  const rows = await ctx.db.query<AppRecord & { rate: number; name_given: string; review: string | null; updated_at: Date }>(
    `SELECT ${appColumns
      .split(', ')
      .map((column) => `a.${column}`)
      .join(', ')}, r.rate, r.name AS name_given, r.review, r.updated_at
     FROM ratings r JOIN apps a ON a.id = r.app_id WHERE r.account_id = $1 ORDER BY r.updated_at DESC, a.slug`,
    [session.accountId],
  );
  return rows.map((row) => {
    const shown = toApp(ctx, row);
    return {
      appId: row.id,
      slug: row.slug,
      appName: shown.name,
      icon: shown.icon,
      rating: row.rate,
      name: row.name_given,
      review: row.review,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}
