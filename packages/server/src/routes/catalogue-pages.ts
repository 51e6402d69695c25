/** The published catalogue in parts, beside the spec's list calls (calls/catalogue-pages.ts): parse, then ask the service. */
import {
  appPageQuerySchema,
  appPageSchema,
  appRowsQuerySchema,
  appsBySlugsQuerySchema,
  appSummariesSchema,
  compareChoicesSchema,
  developerAppsQuerySchema,
  productCountsSchema,
  appRowsResponseSchema,
  appSearchQuerySchema,
  appSearchResponseSchema,
  homeQuerySchema,
  homeResponseSchema,
  searchIndexQuerySchema,
  searchIndexSchema,
} from '@marketplace/domain/calls/catalogue-pages';
import { sourceOfKey } from '@marketplace/domain/catalogue-pages';
import { readFilters, readListingScope } from '@marketplace/domain/listing';
import { preparedRoute, route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const cataloguePageRoutes: RoutePlugin = async (app, { ctx }) => {
  route(app, ctx, { method: 'GET', url: '/v2/applications/published/pages', access: 'public', query: appPageQuerySchema, response: appPageSchema }, async ({ query, request }) => {
    const { product, source, mode, listed, offset, limit } = query;
    // The filters as a listing's address reads them (the schema above has refused a wrong one).
    const raw = request.query as Record<string, string>;
    return ctx.cataloguePages.page({
      // The schema refused a source that names none.
      source: sourceOfKey(source) ?? { kind: 'all' },
      product,
      filters: readFilters(raw),
      scope: readListingScope({ ...(mode ? { mode } : {}), ...(listed ? { listed } : {}) }),
      offset,
      limit,
    });
  });

  route(app, ctx, { method: 'GET', url: '/v2/applications/published/home', access: 'public', query: homeQuerySchema, response: homeResponseSchema }, async ({ query }) =>
    ctx.cataloguePages.home(query.product),
  );

  route(app, ctx, { method: 'GET', url: '/v2/applications/published/rows', access: 'public', query: appRowsQuerySchema, response: appRowsResponseSchema }, async ({ query }) =>
    ctx.cataloguePages.rows(query),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/published/search', access: 'public', query: appSearchQuerySchema, response: appSearchResponseSchema },
    async ({ query }) => ctx.cataloguePages.search(query.query, query.variant, query.limit),
  );

  // The whole variant's apps, linear in the catalogue: serialised and compressed once per version.
  preparedRoute(app, ctx, { url: '/v2/applications/published/search-index', query: searchIndexQuerySchema, response: searchIndexSchema }, ({ variant }) => ({
    key: `search-index:${variant}`,
    build: () => ctx.cataloguePages.searchIndex(variant),
  }));

  route(app, ctx, { method: 'GET', url: '/v2/applications/published/product-counts', access: 'public', response: productCountsSchema }, async () =>
    ctx.cataloguePages.productCounts(),
  );
  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/published/by-developer', access: 'public', query: developerAppsQuerySchema, response: appSummariesSchema },
    async ({ query }) => ({ apps: await ctx.cataloguePages.byDeveloper(query.developerId) }),
  );
  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/published/by-slugs', access: 'public', query: appsBySlugsQuerySchema, response: appSummariesSchema },
    async ({ query }) => ({ apps: await ctx.cataloguePages.bySlugs(query.slugs) }),
  );
  route(app, ctx, { method: 'GET', url: '/v2/applications/published/compare-choices', access: 'public', response: compareChoicesSchema }, async () =>
    ctx.cataloguePages.compareChoices(),
  );
};
