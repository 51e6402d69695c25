/**
 * Written reviews in pages, beside the spec's feedback calls: a page sorted and filtered by stars,
 * one helpful vote per account, and the developer's reply (one per review, rewritten to edit).
 * The order of each sort comes from the domain (reviewOrder), written here as SQL.
 */
import {
  reviewMessages,
  reviewOrder,
  reviewPageWindow,
  REVIEW_PAGE_SIZE,
  type PagedReview,
  type ReviewOrderKey,
  type ReviewPage,
  type ReviewSort,
} from '@marketplace/domain/review-pages';
import type { Caller } from '../auth/session.ts';
import { findApp, visibleTo } from '../catalogue/apps.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { mayReviewApp } from './ratings.ts';

/** A review's address: its app and its id (the app's id and the author's account id). */
interface ReviewAddress {
  id: string;
  reviewId: string;
}

/** Only reviews with words are listed; a bare rating counts in the histogram alone. */
const WRITTEN = `r.review IS NOT NULL AND btrim(r.review) <> ''`;

const column: Record<ReviewOrderKey['key'], string> = {
  rating: 'r.rate',
  helpful: 'r.helpful',
  date: 'r.updated_at',
  // Byte order, as the domain's comparator compares ids.
  id: 'r.account_id COLLATE "C"',
};
const orderBy = (sort: ReviewSort) => reviewOrder[sort].map(({ key, direction }) => `${column[key]} ${direction.toUpperCase()}`).join(', ');

/** A review's id is its app's id and its author's account id (as in the feedback summary). */
const reviewIdOf = (appId: string, accountId: string) => `${appId}-${accountId}`;
const authorOf = (appId: string, reviewId: string): string | null => (reviewId.startsWith(`${appId}-`) ? reviewId.slice(appId.length + 1) || null : null);

interface ReviewRow {
  account_id: string;
  name: string;
  rate: 1 | 2 | 3 | 4 | 5;
  review: string;
  updated_at: Date;
  helpful: number;
  voted: boolean;
  reply: string | null;
  reply_created_at: Date | null;
  reply_updated_at: Date | null;
  used_since: Date | null;
}

const reviewSelect = `r.account_id, r.name, r.rate, r.review, r.updated_at, r.helpful, r.reply, r.reply_created_at, r.reply_updated_at, r.used_since,
  EXISTS (SELECT 1 FROM review_votes v WHERE v.app_id = r.app_id AND v.author_id = r.account_id AND v.voter_id = $2) AS voted`;

function toReview(appId: string, row: ReviewRow, caller: string | null): PagedReview {
  return {
    id: reviewIdOf(appId, row.account_id),
    name: row.name,
    review: row.review,
    rating: row.rate,
    createdAt: new Date(row.updated_at).toISOString(),
    helpful: row.helpful,
    votedHelpful: row.voted,
    own: caller === row.account_id,
    reply:
      row.reply && row.reply_created_at && row.reply_updated_at
        ? { text: row.reply, createdAt: new Date(row.reply_created_at).toISOString(), updatedAt: new Date(row.reply_updated_at).toISOString() }
        : null,
    usedSince: row.used_since ? new Date(row.used_since).toISOString() : null,
  };
}

async function readReview(db: Queryable, appId: string, author: string, caller: string | null): Promise<PagedReview> {
  const rows = await db.query<ReviewRow>(`SELECT ${reviewSelect} FROM ratings r WHERE r.app_id = $1 AND r.account_id = $3 AND ${WRITTEN}`, [appId, caller ?? '', author]);
  const row = rows[0];
  if (!row) throw notFound(reviewMessages.reviewNotFound);
  return toReview(appId, row, caller);
}

/** The app the review belongs to (published, or visible to the caller) and the review's author. */
async function reviewTarget(db: Queryable, params: ReviewAddress, session: Caller) {
  const record = await findApp(db, { id: params.id });
  if (!record || !visibleTo(record, session)) throw notFound('Application not found.');
  const author = authorOf(params.id, params.reviewId);
  if (author === null) throw notFound(reviewMessages.reviewNotFound);
  return { record, author };
}

/** A page of an app's written reviews, sorted and filtered by stars. */
export async function reviewPage(
  ctx: ServerContext,
  session: Caller | null,
  appId: string,
  query: { page: number; sort: ReviewSort; stars?: number | undefined },
): Promise<ReviewPage> {
  const record = await findApp(ctx.db, { id: appId });
  if (!record || !visibleTo(record, session)) throw notFound('Application not found.');
  const caller = session?.accountId ?? null;
  const { offset, limit } = reviewPageWindow(query.page);
  const stars = query.stars ?? null;
  const filter = (stars: string) => `r.app_id = $1 AND ${WRITTEN} AND (${stars}::int IS NULL OR r.rate = ${stars}::int)`;
  const [counted, rows] = await Promise.all([
    ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ratings r WHERE ${filter('$2')}`, [appId, stars]),
    ctx.db.query<ReviewRow>(`SELECT ${reviewSelect} FROM ratings r WHERE ${filter('$3')} ORDER BY ${orderBy(query.sort)} LIMIT $4 OFFSET $5`, [
      appId,
      caller ?? '',
      stars,
      limit,
      offset,
    ]),
  ]);
  return {
    reviews: rows.map((row) => toReview(appId, row, caller)),
    total: counted[0]?.total ?? 0,
    page: query.page,
    pageSize: REVIEW_PAGE_SIZE,
    canReply: session?.developerId != null && session.developerId === record.developer_id,
    canReview: session !== null && (await mayReviewApp(ctx, session, appId)),
  };
}

/** One helpful vote per account, never on one's own review. */
export async function voteHelpful(ctx: ServerContext, session: Caller, params: ReviewAddress): Promise<PagedReview> {
  return ctx.db.transaction(async (tx) => {
    const { author } = await reviewTarget(tx, params, session);
    if (author === session.accountId) {
      // Still a 404 for a review that does not exist, rather than a refusal that would reveal one.
      await readReview(tx, params.id, author, session.accountId);
      throw new HttpError(422, 'own_review', reviewMessages.ownReviewVote);
    }
    // The review's row is locked so its count stays in step with its votes.
    const locked = await tx.query(`SELECT 1 FROM ratings r WHERE r.app_id = $1 AND r.account_id = $2 AND ${WRITTEN} FOR UPDATE`, [params.id, author]);
    if (locked.length === 0) throw notFound(reviewMessages.reviewNotFound);
    const cast = await tx.query(`INSERT INTO review_votes (app_id, author_id, voter_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`, [
      params.id,
      author,
      session.accountId,
      ctx.now().toISOString(),
    ]);
    if (cast.length === 0) throw new HttpError(409, 'already_voted', reviewMessages.alreadyVoted);
    await tx.query('UPDATE ratings SET helpful = helpful + 1 WHERE app_id = $1 AND account_id = $2', [params.id, author]);
    return readReview(tx, params.id, author, session.accountId);
  });
}

/** The app's developer replies to a review (rewriting the reply edits it). */
export async function replyToReview(ctx: ServerContext, session: Caller, params: ReviewAddress, reply: string): Promise<PagedReview> {
  return ctx.db.transaction(async (tx) => {
    const { record, author } = await reviewTarget(tx, params, session);
    // The caller's own developer id, never a field of the body, decides who may reply.
    if (session.developerId == null || session.developerId !== record.developer_id) throw new HttpError(403, 'not_developer', reviewMessages.notDeveloper);
    const at = ctx.now().toISOString();
    const updated = await tx.query(
      `UPDATE ratings r SET reply = $3, reply_created_at = coalesce(r.reply_created_at, $4), reply_updated_at = $4
       WHERE r.app_id = $1 AND r.account_id = $2 AND ${WRITTEN} RETURNING 1`,
      [params.id, author, reply, at],
    );
    if (updated.length === 0) throw notFound(reviewMessages.reviewNotFound);
    return readReview(tx, params.id, author, session.accountId);
  });
}
