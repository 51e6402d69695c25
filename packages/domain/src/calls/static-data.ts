/**
 * Static data of the public site (spec 7) as the platform serves it: page data per page,
 * app data (the build hash), slice data and static queries. The site build owns these shapes;
 * they are declared here so the server and its tests agree.
 */
import { z } from 'zod';
import { appSchema } from '../entities/app.ts';
import { developerSchema } from '../entities/developer.ts';
import { expertSchema } from '../entities/expert.ts';

/** GET /marketplace/page-data/app-data.json: a changed hash forces one full reload (spec 4). */
export const appDataSchema = z.object({ webpackCompilationHash: z.string() });

/** GET /marketplace/page-data/{page}/page-data.json */
export const pageDataSchema = z.object({
  componentChunkName: z.string(),
  path: z.string(),
  result: z.object({
    data: z.object({
      apps: z.array(appSchema).optional(),
      app: appSchema.optional(),
      experts: z.array(expertSchema).optional(),
      developers: z.array(developerSchema).optional(),
    }),
    pageContext: z.record(z.string(), z.string()),
  }),
});
export type PageData = z.infer<typeof pageDataSchema>;

export const categoryMenuSchema = z.array(z.object({ id: z.string(), name: z.string(), path: z.string() }));

/** GET /marketplace/slice-data/{name}.json (header, footer). */
export const sliceDataSchema = z.object({ componentChunkName: z.string(), result: z.object({ data: z.object({ categories: categoryMenuSchema }) }) });

/** GET /marketplace/page-data/sq/d/{hash}.json */
export const staticQuerySchema = z.object({ data: z.object({ site: z.object({ siteMetadata: z.object({ title: z.string(), currency: z.string() }) }) }) });
