/**
 * The schema of the run-time configuration a page receives (page-runtime-config.ts): what the
 * server writes into a page is a RuntimeConfig, and the tests hold it to this schema. zod/mini: a
 * few KiB, for code that checks one.
 */
import * as z from 'zod/mini';
import { embeddingProducts } from './page-runtime-config.ts';

const port = z.number().check(z.int(), z.minimum(1), z.maximum(65_535));

/**
 * A host allowed to embed the marketplace, a product it embeds it in (MARKETPLACE_EMBEDDERS: one
 * entry per product), and the paths its sign-in may come back to (each with the pages under it).
 */
export const embedderSchema = z.object({
  origin: z.url(),
  product: z.enum(embeddingProducts),
  callbackPaths: z.optional(z.array(z.string().check(z.startsWith('/'), z.maxLength(2048))).check(z.maxLength(20))),
});
export type Embedder = z.infer<typeof embedderSchema>;

export const runtimeConfigSchema = z.object({
  ports: z.object({ platform: port, remote: port, agentApp: port, helpdesk: port, text: port }),
  origins: z.object({ platform: z.url(), remote: z.url(), agentApp: z.url(), helpdesk: z.url(), text: z.url() }),
  /** The public site's build (spec 4: a changed build hash forces one full reload); set by the server. */
  buildHash: z.optional(z.string()),
  /** Whether the public site registers its service worker (MARKETPLACE_SERVICE_WORKER=off turns it off). */
  serviceWorker: z.optional(z.boolean()),
  /**
   * Who may embed the marketplace, for which product (MARKETPLACE_EMBEDDERS, then those an operator
   * stored: up to 100 origins of three products each); the vendor's three hosts when absent.
   */
  embedders: z.optional(z.array(embedderSchema).check(z.maxLength(600))),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
