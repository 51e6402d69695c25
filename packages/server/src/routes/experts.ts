/** Experts (partners) and developer profiles (spec 7): public reads; messages and reviews need a token. */
import {
  developerListResponseSchema,
  developerParamsSchema,
  developerProfileResponseSchema,
  expertListResponseSchema,
  expertMessageBodySchema,
  expertParamsSchema,
  expertResponseSchema,
  expertReviewBodySchema,
  expertVisitBodySchema,
} from '@marketplace/domain/calls/experts';
import type { Developer } from '@marketplace/domain/entities/developer';
import type { Expert } from '@marketplace/domain/entities/expert';
import { catalogueMessage } from '@marketplace/domain/errors';
import { absoluteAsset } from '../catalogue/assets.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { noContent, route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

async function loadExperts(ctx: ServerContext, db: Queryable, idOrSlug: string | null): Promise<Expert[]> {
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

async function loadDevelopers(ctx: ServerContext, idOrSlug: string | null) {
  const rows = await ctx.db.query<{ profile: Developer; products: number }>(
    `SELECT d.profile, (SELECT count(*)::int FROM apps a WHERE a.developer_id = d.id AND a.publication_state = 'PUBLISHED') AS products
       FROM developers d WHERE $1::text IS NULL OR d.id = $1 OR d.profile->>'slug' = $1 ORDER BY d.name`,
    [idOrSlug],
  );
  return rows.map((r) => ({ ...r.profile, logo: absoluteAsset(ctx.publicOrigin, r.profile.logo), productCount: r.products }));
}

export const expertRoutes: RoutePlugin = async (app, { ctx }) => {
  const base = '/v2/partners/experts_marketplace';
  route(app, ctx, { method: 'GET', url: base, access: 'public', response: expertListResponseSchema }, async () => loadExperts(ctx, ctx.db, null));

  route(app, ctx, { method: 'GET', url: `${base}/:id`, access: 'public', params: expertParamsSchema, response: expertResponseSchema }, async ({ params }) => {
    const [expert] = await loadExperts(ctx, ctx.db, params.id);
    if (!expert) throw notFound('Expert not found.');
    return expert;
  });

  route(
    app,
    ctx,
    { method: 'POST', url: `${base}/:id/message`, access: 'token', params: expertParamsSchema, body: expertMessageBodySchema, response: noContent, status: 204 },
    async ({ params, body, session }) => {
      const id = await expertId(ctx.db, params.id);
      // The message is the signed-in account's: its own e-mail, whatever the body's userEmail says.
      await ctx.db.query('INSERT INTO expert_messages (expert_id, account_id, payload, created_at) VALUES ($1, $2, $3, $4)', [
        id,
        session.accountId,
        JSON.stringify({ ...body, userEmail: session.email }),
        ctx.now().toISOString(),
      ]);
      return null;
    },
  );

  route(
    app,
    ctx,
    { method: 'POST', url: `${base}/:id/comment`, access: 'token', params: expertParamsSchema, body: expertReviewBodySchema, response: noContent, status: 204 },
    async ({ params, body, session }) => {
      const id = await expertId(ctx.db, params.id);
      // One review per account and expert, keyed on the signed-in account's own (unique) e-mail and
      // never on the body's userEmail: a repeat is 409 'Review had already been sent!' (spec 8).
      const inserted = await ctx.db.query(
        `INSERT INTO expert_reviews (expert_id, user_email, account_id, name, comment, website, verified, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, false, $7) ON CONFLICT (expert_id, user_email) DO NOTHING RETURNING expert_id`,
        [id, session.email.toLowerCase(), session.accountId, body.name, body.comment, body.website ?? null, ctx.now().toISOString()],
      );
      if (inserted.length === 0) throw new HttpError(409, 'review_already_sent', catalogueMessage('expertReviewAlreadySent'));
      return null;
    },
  );

  route(
    app,
    ctx,
    { method: 'POST', url: '/v2/partners/experts/visits', access: 'optional', body: expertVisitBodySchema, response: noContent, status: 204 },
    async ({ body, session }) => {
      const id = await expertId(ctx.db, body.expert_id);
      await ctx.db.query('INSERT INTO expert_visits (expert_id, account_id, visited_at) VALUES ($1, $2, $3)', [id, session?.accountId ?? null, body.visited_at]);
      return null;
    },
  );

  route(app, ctx, { method: 'GET', url: '/v2/developers', access: 'public', response: developerListResponseSchema }, async () => loadDevelopers(ctx, null));
  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/developers/:id/profile', access: 'public', params: developerParamsSchema, response: developerProfileResponseSchema },
    async ({ params }) => {
      const [developer] = await loadDevelopers(ctx, params.id);
      if (!developer) throw notFound('Developer not found.');
      return developer;
    },
  );
};
