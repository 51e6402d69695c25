/** Experts (partners): their profiles with verified testimonials, and what accounts send them (messages, reviews, visits). */
import type { expertMessageBodySchema, expertReviewBodySchema } from '@marketplace/domain/calls/experts';
import type { Expert } from '@marketplace/domain/entities/expert';
import { catalogueMessage } from '@marketplace/domain/errors';
import type { z } from 'zod';
import type { Caller } from '../auth/session.ts';
import { absoluteAsset } from '../catalogue/assets.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';

/** Every expert, or the one of this id or slug. */
export async function loadExperts(ctx: Pick<ServerContext, 'publicOrigin'>, db: Queryable, idOrSlug: string | null): Promise<Expert[]> {
  const rows = await db.query<{ document: Expert; testimonials: { author: string; content: string }[] | null }>(
    `SELECT e.document, (SELECT json_agg(json_build_object('author', r.name, 'content', r.comment) ORDER BY r.created_at DESC)
                           FROM expert_reviews r WHERE r.expert_id = e.id AND r.verified) AS testimonials
       FROM experts e WHERE $1::text IS NULL OR e.id = $1 OR e.slug = $1 ORDER BY e.position`,
    [idOrSlug],
  );
  return rows.map((r) => ({ ...r.document, logo: absoluteAsset(ctx.publicOrigin, r.document.logo), testimonials: r.testimonials ?? [] }));
}

async function expertId(db: Queryable, idOrSlug: string): Promise<string> {
  const rows = await db.query<{ id: string }>('SELECT id FROM experts WHERE id = $1 OR slug = $1', [idOrSlug]);
  const row = rows[0];
  if (!row) throw notFound('Expert not found.');
  return row.id;
}

/** The message is the signed-in account's: its own e-mail, whatever the body's userEmail says. */
export async function messageExpert(ctx: ServerContext, session: Caller, idOrSlug: string, body: z.output<typeof expertMessageBodySchema>): Promise<void> {
  const id = await expertId(ctx.db, idOrSlug);
  await ctx.db.query('INSERT INTO expert_messages (expert_id, account_id, payload, created_at) VALUES ($1, $2, $3, $4)', [
    id,
    session.accountId,
    JSON.stringify({ ...body, userEmail: session.email }),
    ctx.now().toISOString(),
  ]);
}

/**
 * One review per account and expert, keyed on the signed-in account's own (unique) e-mail and
 * never on the body's userEmail: a repeat is 409 'Review had already been sent!' (spec 8).
 */
export async function reviewExpert(ctx: ServerContext, session: Caller, idOrSlug: string, body: z.output<typeof expertReviewBodySchema>): Promise<void> {
  const id = await expertId(ctx.db, idOrSlug);
  const inserted = await ctx.db.query(
    `INSERT INTO expert_reviews (expert_id, user_email, account_id, name, comment, website, verified, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7) ON CONFLICT (expert_id, user_email) DO NOTHING RETURNING expert_id`,
    [id, session.email.toLowerCase(), session.accountId, body.name, body.comment, body.website ?? null, ctx.now().toISOString()],
  );
  if (inserted.length === 0) throw new HttpError(409, 'review_already_sent', catalogueMessage('expertReviewAlreadySent'));
}

export async function recordExpertVisit(db: Queryable, session: Caller | null, idOrSlug: string, visitedAt: string): Promise<void> {
  const id = await expertId(db, idOrSlug);
  await db.query('INSERT INTO expert_visits (expert_id, account_id, visited_at) VALUES ($1, $2, $3)', [id, session?.accountId ?? null, visitedAt]);
}
