/**
 * The published catalogue in parts (calls/catalogue-pages.ts): listing windows with their counts,
 * Home's rows, an app page's rows and search hits, computed here so that a page or a call costs
 * what it carries, not the size of the catalogue. The published summaries are read once per
 * catalogue version and kept (a database notification on every catalogue write drops them, as it
 * drops the prepared responses; so does the clock crossing a discount's window); each listing is
 * sorted once per source, product and sort, and a window is then a slice of it.
 */
import type { AppPage, CompareChoices, HomeResponse, AppRowsResponse, ProductCounts, SearchHit, SearchIndexResponse } from '@marketplace/domain/calls/catalogue-pages';
import {
  appRows,
  appsOfDeveloper,
  appsOfSlugs,
  compareChoices,
  homeRows,
  listingFacets,
  listingFor,
  searchableApps,
  searchIndexOf,
  sourceKey,
  type ListingSource,
  type RowsOf,
} from '@marketplace/domain/catalogue-pages';
import { productCounts } from '@marketplace/domain/sorting';
import { appSummarySchema, type AppSummary } from '@marketplace/domain/entities/app';
import type { Filters } from '@marketplace/domain/entities/filters';
import type { Product, Variant } from '@marketplace/domain/entities/product';
import type { ListingScope } from '@marketplace/domain/listing';
import { nearQuery, searchApps } from '@marketplace/domain/search';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { appColumns, discountBoundaries, toApp, type AppRecord } from './apps.ts';

/** How many listings (per source, product and scope) and facet tallies are kept per catalogue version. */
const KEPT = 64;

/** A map that forgets its least recently used entry beyond KEPT. */
function remembered<T>(map: Map<string, T>, key: string, make: () => T): T {
  const known = map.get(key);
  if (known !== undefined) {
    map.delete(key);
    map.set(key, known);
    return known;
  }
  const made = make();
  map.set(key, made);
  if (map.size > KEPT) map.delete(map.keys().next().value as string);
  return made;
}

interface Version {
  apps: AppSummary[];
  boundaries: readonly number[];
  crossed: number;
  listings: Map<string, (filters: Partial<Filters>) => readonly AppSummary[]>;
  facets: Map<string, NonNullable<AppPage['facets']>>;
  home: Map<string, HomeResponse>;
  searchable: Map<string, AppSummary[]>;
  searchIndexes: Map<string, SearchIndexResponse>;
  rows: Map<string, AppRowsResponse>;
  productCounts?: ProductCounts;
  compareChoices?: CompareChoices;
}

const crossedAt = (boundaries: readonly number[], now: number): number => boundaries.filter((b) => b <= now).length;

/** A catalogue version of these apps, with nothing derived from them yet. */
const versionOf = (apps: AppSummary[], boundaries: readonly number[], crossed: number): Version => ({
  apps,
  boundaries,
  crossed,
  listings: new Map(),
  facets: new Map(),
  home: new Map(),
  searchable: new Map(),
  searchIndexes: new Map(),
  rows: new Map(),
});

export interface ListingWindow {
  source: ListingSource;
  product: Product;
  filters: Partial<Filters>;
  scope: ListingScope;
  offset: number;
  limit: number;
}

export class CataloguePages {
  private version: Promise<Version> | null = null;
  private generation = 0;

  constructor(private readonly ctx: Pick<ServerContext, 'publicOrigin' | 'now'> & { db: Queryable }) {}

  /** Drops what was read: the catalogue changed. */
  invalidate(): void {
    this.generation += 1;
    this.version = null;
  }

  /**
   * Takes in the one app whose counters changed (an install, an uninstall, a rating): its entry is
   * read again and every listing, row and index that shows it is computed anew from the apps
   * held, but the rest of the catalogue is not read or parsed again. Nothing is held: nothing to do.
   */
  refreshApp(appId: string): void {
    const pending = this.version;
    if (pending === null) return;
    const generation = this.generation;
    const next = pending.then(async (held) => {
      const rows = await this.ctx.db.query<AppRecord>(`SELECT ${appColumns} FROM apps WHERE id = $1 AND publication_state = 'PUBLISHED'`, [appId]);
      const row = rows[0];
      const at = held.apps.findIndex((app) => app.id === appId);
      if (row === undefined || at === -1) return held;
      const apps = held.apps.slice();
      apps[at] = appSummarySchema.parse(toApp(this.ctx, row));
      return versionOf(apps, held.boundaries, held.crossed);
    });
    this.version = next;
    next.catch(() => {
      if (this.generation === generation && this.version === next) this.version = null;
    });
  }

  private async current(): Promise<Version> {
    const now = this.ctx.now().getTime();
    const pending = this.version;
    if (pending !== null) {
      const held = await pending;
      if (crossedAt(held.boundaries, now) === held.crossed) return held;
      if (this.version === pending) this.version = null;
    }
    const generation = this.generation;
    const reading = this.read(now);
    this.version = reading;
    reading.catch(() => {
      if (this.generation === generation && this.version === reading) this.version = null;
    });
    return reading;
  }

  private async read(now: number): Promise<Version> {
    const rows = await this.ctx.db.query<AppRecord>(`SELECT ${appColumns} FROM apps WHERE publication_state = 'PUBLISHED' ORDER BY position`);
    const boundaries = discountBoundaries(rows);
    const apps = rows.map((row) => appSummarySchema.parse(toApp(this.ctx, row)));
    const version = versionOf(apps, boundaries, crossedAt(boundaries, now));
    // The public site's search index is built right after, not on the first keystroke (a few
    // hundred milliseconds at 10,000 apps).
    setImmediate(() =>
      searchApps(
        remembered(version.searchable, 'public', () => searchableApps(version.apps, 'public')),
        'warm',
        1,
      ),
    );
    return version;
  }

  /** A window of a listing, with its total; the first window also carries the counts and choices of its filters. */
  async page(window: ListingWindow): Promise<AppPage> {
    const version = await this.current();
    const { source, product, filters, scope } = window;
    const scopeKey = `${scope.mode ?? 'default'}|${(scope.listedIds ?? []).join(',')}`;
    const listing = remembered(version.listings, `${sourceKey(source)}|${product}|${scopeKey}`, () => listingFor(version.apps, source, product, scope));
    const list = listing(filters);
    const page: AppPage = { apps: list.slice(window.offset, window.offset + window.limit), total: list.length, offset: window.offset };
    if (window.offset > 0) return page;
    const filtersKey = JSON.stringify(
      Object.entries({ ...filters, sortBy: undefined })
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    const facets = remembered(version.facets, `${sourceKey(source)}|${product}|${scopeKey}|${filtersKey}`, () => listingFacets(version.apps, source, product, scope, filters));
    return { ...page, facets };
  }

  async home(product: Product): Promise<HomeResponse> {
    const version = await this.current();
    return remembered(version.home, product, () => homeRows(version.apps, product));
  }

  /** An app page's rows; the last pages' are kept (each is a pass over the catalogue). */
  async rows(app: RowsOf): Promise<AppRowsResponse> {
    const version = await this.current();
    return remembered(version.rows, JSON.stringify([app.id, app.developerId ?? null, app.category, app.service]), () => appRows(version.apps, app));
  }

  /** Search hits for the variant's scope, and the near query of a misspelt one; the index is built once per catalogue version and variant. */
  async search(query: string, variant: Variant, limit: number): Promise<{ apps: SearchHit[]; nearQuery: string | null }> {
    const version = await this.current();
    const scope = remembered(version.searchable, variant, () => searchableApps(version.apps, variant));
    // The same array per variant and version: the domain keeps one index per array.
    return { apps: searchApps(scope, query, limit), nearQuery: nearQuery(scope, query) };
  }

  /** How many published products each developer has (the developers' page counts and sorts by it). */
  async productCounts(): Promise<ProductCounts> {
    const version = await this.current();
    return (version.productCounts ??= { counts: Object.fromEntries(productCounts(version.apps)) });
  }

  /** A developer's published apps and services, as their page lists them. */
  async byDeveloper(developerId: string): Promise<AppSummary[]> {
    return appsOfDeveloper((await this.current()).apps, developerId);
  }

  /** The apps of a few slugs, in their order (Compare's). */
  async bySlugs(slugs: readonly string[]): Promise<AppSummary[]> {
    return appsOfSlugs((await this.current()).apps, slugs);
  }

  /** What Compare offers to add, by name. */
  async compareChoices(): Promise<CompareChoices> {
    const version = await this.current();
    return (version.compareChoices ??= compareChoices(version.apps));
  }

  /**
   * What the variant's search looks through, as rows a page searches in itself (the same apps, in
   * the same order), with the discount boundaries of the version it was read from (its prices).
   */
  async searchIndex(variant: Variant): Promise<{ value: SearchIndexResponse; boundaries: readonly number[] }> {
    const version = await this.current();
    const value = remembered(version.searchIndexes, variant, () => searchIndexOf(remembered(version.searchable, variant, () => searchableApps(version.apps, variant))));
    return { value, boundaries: version.boundaries };
  }
}
