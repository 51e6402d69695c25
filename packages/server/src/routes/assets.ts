/** Generated SVG artwork for apps, developers, experts and avatars: no binary files in the repo. */
import { z } from 'zod';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';
import { categorySlugs } from '@marketplace/domain/entities/app';
import { logoMarkSvg } from '../catalogue/logo-mark.ts';
import { screenshotSvg } from '../seed/svg.ts';

const slugParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) });
const svgResponse = z.string();
/** The app's category: its screenshots show that kind of product (seed/screenshot-kinds.ts), its mark that category's colours. */
const categoryQuery = z.object({ category: z.enum(categorySlugs).optional() });

const titleOf = (slug: string): string =>
  slug
    .split('-')
    .map((w) => (w[0]?.toUpperCase() ?? '') + w.slice(1))
    .join(' ');
/** Artwork never changes for a slug: let browsers keep it for a day. */
const cacheControl = 'public, max-age=86400';

export const assetRoutes: RoutePlugin = async (app, { ctx }) => {
  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/assets/icons/:file', access: 'public', params: slugParams, query: categoryQuery, response: svgResponse },
    async ({ params, query, reply }) => {
      reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', cacheControl);
      return logoMarkSvg(params.file.replace(/\.svg$/, ''), query.category);
    },
  );
  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/assets/screenshots/:file', access: 'public', params: slugParams, query: categoryQuery, response: svgResponse },
    async ({ params, query, reply }) => {
      const match = /^(.+)-(\d+)\.svg$/.exec(params.file);
      const slug = match?.[1] ?? params.file.replace(/\.svg$/, '');
      const index = Math.max(Number(match?.[2] ?? '1') - 1, 0);
      reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', cacheControl);
      return screenshotSvg(slug, titleOf(slug), index, query.category);
    },
  );
};
