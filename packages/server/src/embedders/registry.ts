/**
 * Who may embed the marketplace, as every allow list reads it (frame-ancestors, CORS, the sign-in's
 * return addresses, the framed page's bridge, GET /v2/embedding): the entries of the environment
 * (MARKETPLACE_EMBEDDERS, fixed until a restart) and those an operator stored in the database.
 * The stored ones are read again every few seconds, so a change made on another node reaches
 * this one within EMBEDDERS_REFRESH_MS plus one query.
 */
import { embeddersOfStored, MAX_STORED_EMBEDDERS, type EmbedderEntryBody, type StoredEmbedder } from '@marketplace/domain/calls/operator';
import { EMBEDDERS_SETTING, type Embedder } from '@marketplace/domain/page-runtime-config';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

/** Well inside the 5 s in which every node must see an operator's change. */
export const EMBEDDERS_REFRESH_MS = 2_000;

interface Row {
  origin: string;
  products: string[];
  callback_paths: string[];
  added_at: Date | string;
}

const toStored = (row: Row): StoredEmbedder => ({
  origin: row.origin,
  products: row.products as StoredEmbedder['products'],
  callbackPaths: row.callback_paths,
  addedAt: new Date(row.added_at).toISOString(),
});

export async function readStoredEmbedders(db: Queryable): Promise<StoredEmbedder[]> {
  return (await db.query<Row>('SELECT origin, products, callback_paths, added_at FROM embedders ORDER BY added_at, origin')).map(toStored);
}

export class EmbedderRegistry {
  private storedEntries: readonly StoredEmbedder[] = [];
  private all: readonly Embedder[];
  private signature = '[]';
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Database,
    /** The environment's entries (the vendor's hosts when MARKETPLACE_EMBEDDERS is unset). */
    readonly fromEnvironment: readonly Embedder[],
    private readonly onRefreshError: (error: unknown) => void = () => undefined,
  ) {
    this.all = fromEnvironment;
  }

  /** The environment's entries, then the stored ones; the same array until the stored ones change (callers derive from it once per change). */
  current(): readonly Embedder[] {
    return this.all;
  }

  /** A value computed from the list, again only once the list changed (the allow lists read it on every request). */
  derive<T>(compute: (all: readonly Embedder[]) => T): () => T {
    let from: readonly Embedder[] | null = null;
    let value: T;
    return () => {
      if (from !== this.all) {
        value = compute(this.all);
        from = this.all;
      }
      return value;
    };
  }

  /** What the operator stored, as last read. */
  stored(): readonly StoredEmbedder[] {
    return this.storedEntries;
  }

  /** The origins the operator stored, for the allow lists that take origins. */
  storedOrigins(): string[] {
    return this.storedEntries.map((entry) => entry.origin);
  }

  async refresh(): Promise<void> {
    const stored = await readStoredEmbedders(this.db);
    const signature = JSON.stringify(stored.map(({ origin, products, callbackPaths }) => [origin, products, callbackPaths]));
    if (signature === this.signature) return;
    this.signature = signature;
    this.storedEntries = stored;
    this.all = [...this.fromEnvironment, ...embeddersOfStored(stored)];
  }

  /** Reads the table now and then every EMBEDDERS_REFRESH_MS; a failed read keeps the last list (the database is back soon, or the node is unhealthy anyway). */
  async start(): Promise<void> {
    await this.refresh();
    this.timer ??= setInterval(() => {
      this.refresh().catch(this.onRefreshError);
    }, EMBEDDERS_REFRESH_MS);
    // The refresh alone never keeps the process alive.
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Stores an entry (replacing the operator's earlier one for the origin, which keeps its added_at); this node sees it at once. */
  async put(entry: EmbedderEntryBody, at: Date): Promise<{ entry: StoredEmbedder; created: boolean }> {
    const rows = await this.db.transaction(async (tx) => {
      // One writer at a time counts and stores (readers go on): two new origins at once cannot both take the last place.
      await tx.query('LOCK TABLE embedders IN SHARE ROW EXCLUSIVE MODE');
      const others = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM embedders WHERE origin <> $1', [entry.origin]);
      if ((others[0]?.n ?? 0) >= MAX_STORED_EMBEDDERS) {
        throw new HttpError(409, 'too_many_embedders', `At most ${MAX_STORED_EMBEDDERS} origins can be registered here: remove one first, or list more in ${EMBEDDERS_SETTING}.`);
      }
      return tx.query<Row & { created: boolean }>(
        `INSERT INTO embedders (origin, products, callback_paths, added_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (origin) DO UPDATE SET products = EXCLUDED.products, callback_paths = EXCLUDED.callback_paths
         RETURNING origin, products, callback_paths, added_at, (xmax = 0) AS created`,
        [entry.origin, entry.products, entry.callbackPaths ?? [], at],
      );
    });
    await this.refresh();
    const row = rows[0];
    if (!row) throw new Error(`storing the embedder ${entry.origin} returned no row`);
    return { entry: toStored(row), created: row.created };
  }

  /** Removes the operator's entry for an origin; false when there was none. This node stops allowing it at once. */
  async remove(origin: string): Promise<boolean> {
    const rows = await this.db.query<{ origin: string }>('DELETE FROM embedders WHERE origin = $1 RETURNING origin', [origin]);
    await this.refresh();
    return rows.length > 0;
  }
}
