/**
 * Static data of the public site (spec 7) on exact paths under /marketplace/page-data/ and
 * /marketplace/slice-data/; the rest of /marketplace/ is the public shell (serve/).
 * Gatsby-like shapes: page data per page path, app data with the build hash, slices, static queries.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { appDataSchema, pageDataSchema, sliceDataSchema, staticQuerySchema } from '@marketplace/domain/calls/static-data';
import type { PageData } from '@marketplace/domain/calls/static-data';
import { appsCollections, appsInCollection, landingCollections } from '@marketplace/domain/collections';
import type { Collection } from '@marketplace/domain/collections';
import { categorySlugs } from '@marketplace/domain/entities/app';
import { paths } from '@marketplace/domain/routes';
import type { App } from '@marketplace/domain/entities/app';
import { publishedRecords, toApp } from '../catalogue/apps.ts';
import { migrations } from '../db/migrate.ts';
import type { ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';
import { categoryNames } from '@marketplace/domain/page-copy';

const isCollection = (slug: string): slug is Collection => [...appsCollections, ...landingCollections].some((c) => c === slug);
const isCategory = (slug: string): boolean => categorySlugs.some((c) => c === slug);

/**
 * The build hash when no front-end build is served (the platform alone, its tests): it changes
 * when the schema does, which is when cached page data must go. Served with the front ends, it is
 * the hash of their build (serve/build-hash.ts), which the pages carry too.
 */
const schemaHash = createHash('sha256').update(`marketplace-platform:${migrations.length}`).digest('hex').slice(0, 20);

async function publishedApps(ctx: ServerContext): Promise<App[]> {
  return (await publishedRecords(ctx.db)).map((r) => toApp(ctx, r));
}

async function pageData(ctx: ServerContext, page: string): Promise<PageData | null> {
  const segments = page.split('/').filter((s) => s !== '');
  const path = page === 'index' ? '/' : `/${segments.join('/')}/`;
  const page_ = (componentChunkName: string, data: PageData['result']['data'], pageContext: Record<string, string> = {}): PageData => ({
    componentChunkName,
    path,
    result: { data, pageContext },
  });
  const [first, second, third] = segments;
  if (page === 'index') return page_('component---src-templates-home', { apps: await publishedApps(ctx) });
  if (third !== undefined) return null;
  if (first === 'apps' && second === undefined) return page_('component---src-templates-apps', { apps: await publishedApps(ctx) });
  if ((first === 'apps' || first === 'services') && second !== undefined) {
    const apps = await publishedApps(ctx);
    if (first === 'apps' && isCategory(second)) return page_('component---src-templates-category', { apps: apps.filter((a) => a.category.id === second) }, { category: second });
    if (first === 'apps' && isCollection(second)) return page_('component---src-templates-collection', { apps: appsInCollection(apps, second) }, { collection: second });
    const app = apps.find((a) => a.slug === second);
    return app ? page_('component---src-templates-app', { app }, { slug: second }) : null;
  }
  if (first !== undefined && second === undefined && isCollection(first)) {
    return page_('component---src-templates-collection', { apps: appsInCollection(await publishedApps(ctx), first) }, { collection: first });
  }
  return null;
}

export const staticDataRoutes: RoutePlugin = async (app, { ctx }) => {
  route(app, ctx, { method: 'GET', url: '/marketplace/page-data/app-data.json', access: 'public', response: appDataSchema }, async () => ({
    webpackCompilationHash: ctx.buildHash ?? schemaHash,
  }));

  route(
    app,
    ctx,
    { method: 'GET', url: '/marketplace/page-data/sq/d/:file', access: 'public', params: z.object({ file: z.string().regex(/^\d+\.json$/) }), response: staticQuerySchema },
    async () => ({ data: { site: { siteMetadata: { title: 'Marketplace', currency: 'USD' } } } }),
  );

  // Page paths have one to three segments (/apps/crm/ → page-data/apps/crm/page-data.json).
  const pageParams = z.object({ a: z.string(), b: z.string().optional(), c: z.string().optional() });
  for (const url of ['/marketplace/page-data/:a/page-data.json', '/marketplace/page-data/:a/:b/page-data.json', '/marketplace/page-data/:a/:b/:c/page-data.json']) {
    route(app, ctx, { method: 'GET', url, access: 'public', params: pageParams, response: pageDataSchema }, async ({ params }) => {
      const page = [params.a, params.b, params.c].filter((s): s is string => s !== undefined).join('/');
      const data = await pageData(ctx, page);
      if (data === null) throw notFound(`No page data for /${page}/.`);
      return data;
    });
  }

  route(
    app,
    ctx,
    { method: 'GET', url: '/marketplace/slice-data/:file', access: 'public', params: z.object({ file: z.enum(['header.json', 'footer.json']) }), response: sliceDataSchema },
    async ({ params }) => ({
      componentChunkName: `slice---src-slices-${params.file.replace('.json', '')}`,
      result: { data: { categories: categorySlugs.map((id) => ({ id, name: categoryNames[id], path: paths.listing(id) })) } },
    }),
  );
};
