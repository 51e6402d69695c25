import type { SessionCache } from '../auth/session.ts';
import type { CataloguePages } from '../catalogue/catalogue-pages.ts';
import type { PreparedCache } from '../catalogue/prepared.ts';
import type { Database } from '../db/database.ts';
import type { EmbedderRegistry } from '../embedders/registry.ts';
import type { RateLimiter } from './rate-limits.ts';

/** What every route module receives: the database, the clock and the id source (injectable for tests). */
export interface ServerContext {
  db: Database;
  now(): Date;
  newId(): string;
  /** Absolute origin of this platform, for asset URLs stored as paths. */
  publicOrigin: string;
  /**
   * Origins the marketplace's own sign-in client may return to: the run-time configuration's
   * (not the seed's), so the same database serves the product on any ports or domains, and the
   * embedders an operator stored (read at each use: the list changes while the process runs).
   */
  signInRedirectOrigins: readonly string[];
  /**
   * The platform's and the remote's origins: there the sign-in returns only to the marketplace's
   * callback paths (never to an API path or an asset).
   */
  callbackOnlyOrigins: readonly string[];
  /**
   * A host's origin (the vendor's hosts and the embedders of MARKETPLACE_EMBEDDERS): the paths its
   * sign-in may come back to, each with the pages under it; an origin missing here, its root page
   * only. With the stored embedders' paths, read at each use like signInRedirectOrigins.
   */
  hostCallbackPaths: Readonly<Record<string, readonly string[]>>;
  /** The environment's and the operator's embedders (embedders/registry.ts). */
  embedders: EmbedderRegistry;
  /** MARKETPLACE_OPERATOR_TOKEN: the operator's endpoints answer 404 without it. */
  operatorToken?: string;
  /** Catalogue responses prepared once, dropped on every catalogue write. */
  prepared: PreparedCache;
  /** The published catalogue in parts (listing windows, Home, an app's rows, search), kept per catalogue version. */
  cataloguePages: CataloguePages;
  /** Callers kept in memory, on PGlite only (auth/session.ts); absent: every request reads its token. */
  sessions?: SessionCache;
  /** Counts a limited request (http/rate-limits.ts): 429 once the caller is over the limit. */
  rateLimit: RateLimiter;
  /** The served front ends' build hash (serve/build-hash.ts), when the platform serves them. */
  buildHash?: string;
}
