import type { SessionCache } from '../auth/session.ts';
import type { PreparedCache } from '../catalogue/prepared.ts';
import type { Database } from '../db/database.ts';

/** What every route module receives: the database, the clock and the id source (injectable for tests). */
export interface ServerContext {
  db: Database;
  now(): Date;
  newId(): string;
  /** Absolute origin of this platform, for asset URLs stored as paths. */
  publicOrigin: string;
  /**
   * Origins the marketplace's own sign-in client may return to: the run-time configuration's
   * (not the seed's), so the same database serves the product on any ports or domains.
   */
  signInRedirectOrigins: readonly string[];
  /**
   * The vendor's own origins (the five of the configuration): there the sign-in returns only to the
   * marketplace's callback paths. An embedder's own origin (MARKETPLACE_EMBEDDERS) is its page.
   */
  vendorOrigins: readonly string[];
  /** Catalogue responses prepared once, dropped on every catalogue write. */
  prepared: PreparedCache;
  /** Callers kept in memory, on PGlite only (auth/session.ts); absent: every request reads its token. */
  sessions?: SessionCache;
  /** The served front ends' build hash (serve/build-hash.ts), when the platform serves them. */
  buildHash?: string;
}
