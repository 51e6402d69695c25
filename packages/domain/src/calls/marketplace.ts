/**
 * Marketplace API calls (spec 7): applications, installs, create-charge, resources.
 * Request and response bodies of each call, declared once for the server and the api client.
 */
import { z } from 'zod';
import { appResourcesSchema, appSchema, appSummarySchema } from '../entities/app.ts';
import { idSchema } from '../entities/common.ts';
import { productSchema } from '../entities/product.ts';
import { webAddressSchema } from '../web-address.ts';

/** GET /applications, /applications/reviewed, /applications/published: lists of apps. */
export const appListResponseSchema = z.array(appSchema);

/** GET /applications/published/summary: the published apps as summaries, in the same order. */
export const appSummaryListResponseSchema = z.array(appSummarySchema);

/** GET /applications/{slug}/published */
export const publishedAppParamsSchema = z.object({ slug: z.string().min(1) });
export const publishedAppResponseSchema = appSchema;

/** Path parameter of the calls keyed by an app id. */
export const appIdParamsSchema = z.object({ id: idSchema });

/** GET /applications/installed?product=livechat: the ids of the installed apps. */
export const installedAppsQuerySchema = z.object({ product: productSchema.optional() });
export const installedAppsResponseSchema = z.array(idSchema);

/** Metrics an install may carry (spec 7): where the install came from. */
export const installMetricsSchema = z.object({
  source_url: webAddressSchema().optional(),
  source_id: z.string().max(256).optional(),
  utm_source: z.string().max(256).optional(),
  utm_medium: z.string().max(256).optional(),
  utm_campaign: z.string().max(256).optional(),
  utm_content: z.string().max(256).optional(),
  utm_term: z.string().max(256).optional(),
});

/** PUT /applications/{id}/install */
export const installBodySchema = z.object({ metrics: installMetricsSchema.optional(), product: productSchema.optional() });
export type InstallBody = z.infer<typeof installBodySchema>;
export const installResponseSchema = z.object({ id: idSchema, installed: z.literal(true), installedAt: z.string() });
export type InstallResponse = z.infer<typeof installResponseSchema>;

/** DELETE /applications/{id}/install with an optional reasons string. */
export const uninstallBodySchema = z.object({ reason: z.string().max(2000).optional() });
export const uninstallResponseSchema = z.object({
  id: idSchema,
  installed: z.literal(false),
  /** The recurrent charge that the uninstall cancelled first, if the app had an active one. */
  cancelledRecurrentChargeId: z.string().nullable(),
});
export type UninstallResponse = z.infer<typeof uninstallResponseSchema>;

/** GET /applications/{id}/resources */
export const appResourcesResponseSchema = appResourcesSchema;
