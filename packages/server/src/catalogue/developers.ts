import type { Developer } from '@marketplace/domain/entities/developer';
import type { ServerContext } from '../http/context.ts';
import { absoluteAsset } from './assets.ts';

/** Every developer, or the one of this id or slug, with the number of its published apps. */
export async function loadDevelopers(ctx: Pick<ServerContext, 'db' | 'publicOrigin'>, idOrSlug: string | null) {
  const rows = await ctx.db.query<{ profile: Developer; products: number }>(
    `SELECT d.profile, (SELECT count(*)::int FROM apps a WHERE a.developer_id = d.id AND a.publication_state = 'PUBLISHED') AS products
       FROM developers d WHERE $1::text IS NULL OR d.id = $1 OR d.profile->>'slug' = $1 ORDER BY d.name`,
    [idOrSlug],
  );
  return rows.map((r) => ({ ...r.profile, logo: absoluteAsset(ctx.publicOrigin, r.profile.logo), productCount: r.products }));
}
