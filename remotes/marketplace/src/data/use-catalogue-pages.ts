/**
 * What the catalogue's screens show of it, asked for in parts through the query cache
 * (data/reads.ts): a listing a window at a time as the visitor scrolls, Home's rows, an app's rows
 * and search hits. A server-rendered page seeded the parts it shows (query-client.ts seedQueries).
 * While other filters or another query are asked, the previous answer stays on screen.
 */
import { isService } from '@marketplace/domain/apps';
import type { AppPage, AppSearchResponse, SearchHit } from '@marketplace/domain/calls/catalogue-pages';
import { appPageParams, MAX_PAGE_APPS, suggestibleApps, type ListingSource, type SuggestibleApp } from '@marketplace/domain/catalogue-pages';
import type { App, AppSummary } from '@marketplace/domain/entities/app';
import type { Filters } from '@marketplace/domain/entities/filters';
import type * as Search from '@marketplace/domain/search';
import type { FacetCounts } from '@marketplace/domain/listing-facets';
import type { ListingScope } from '@marketplace/domain/listing';
import { cardsForSteps } from '@marketplace/domain/listing-steps';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useVariant } from '../catalogue/use-variant.ts';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { readFailureOf, type ReadFailure } from './failure.ts';

const noApps: AppSummary[] = [];
const noHits: SearchHit[] = [];
const noChoicePairs: [string, string][] = [];

interface SearchAnswer {
  query: string;
  hits: AppSearchResponse;
}
const noChoices = { languages: [], industries: [], countries: [] };

const mapsOf = (counts: NonNullable<AppPage['facets']>['counts'] | undefined): FacetCounts =>
  Object.fromEntries(
    (['paymentType', 'widgetPlacement', 'category', 'services', 'language', 'industry', 'country', 'verified', 'minRating', 'compatibility'] as const).map((key) => [
      key,
      new Map(Object.entries(counts?.[key] ?? {})),
    ]),
  ) as unknown as FacetCounts;

export interface ListingPages {
  /** The cards loaded so far, in the listing's order. */
  apps: readonly AppSummary[];
  /** How many the listing holds. */
  total: number;
  counts: FacetCounts;
  choices: { languages: string[]; industries: string[]; countries: string[] };
  loading: boolean;
  error: ReadFailure | null;
  reload: () => void;
}

/** A listing for its source and the address's filters, loaded as far as the address's steps reach. */
export function useListingPages(source: ListingSource, filters: Filters, scope: ListingScope, steps: number): ListingPages {
  const { reads } = useMarketplaceStoreApi();
  const { product } = useVariant();
  const params = useMemo(() => appPageParams(source, product, filters, scope), [source, product, filters, scope]);
  const wanted = Math.min(cardsForSteps(steps), MAX_PAGE_APPS);
  const query = useInfiniteQuery({ ...reads.appPages(params, wanted), placeholderData: keepPreviousData });
  const pages = query.data?.pages;
  const apps = useMemo(() => (pages ? pages.flatMap((page) => page.apps) : noApps), [pages]);
  const first = pages?.[0];
  const counts = useMemo(() => mapsOf(first?.facets?.counts), [first]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  // More steps (scrolling, 'Show more') ask for the next window until they are covered.
  useEffect(() => {
    if (!isPlaceholderData && hasNextPage && !isFetchingNextPage && apps.length < cardsForSteps(steps)) void fetchNextPage();
  }, [apps.length, steps, hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage]);
  return {
    apps,
    total: first?.total ?? 0,
    counts,
    choices: first?.facets?.choices ?? noChoices,
    loading: query.isPending,
    error: query.isError ? readFailureOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}

/** Home's rows for the marketplace's product. */
export function useHomeRows() {
  const { reads } = useMarketplaceStoreApi();
  const { product } = useVariant();
  const query = useQuery(reads.home(product));
  return {
    home: query.data,
    loading: query.isPending,
    error: query.isError ? readFailureOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}

/** An app page's rows (more by its developer, related apps), and whether they settled. */
export function useAppRows(app: Pick<App, 'id' | 'developerId' | 'category' | 'customProps'>) {
  const { reads } = useMarketplaceStoreApi();
  const query = useQuery(reads.appRows({ id: app.id, developerId: app.developerId ?? null, category: app.category.id, service: isService(app) }));
  return { moreByDeveloper: query.data?.moreByDeveloper ?? noApps, related: query.data?.related ?? noApps, settled: !query.isPending };
}

/** Search hits and the text they answer: while the hits of a new text are asked, the last answer stays with its own text. */
export function useSearchHits(query: string, limit: number) {
  const { reads } = useMarketplaceStoreApi();
  const { variant } = useVariant();
  const text = query.trim();
  const hits = useQuery(reads.searchHits(text, variant, limit));
  const [last, setLast] = useState<SearchAnswer | null>(null);
  const current = hits.data;
  // Kept as state from the render that got it: the answer shown next is the last one while the new text is asked.
  if (current && last?.hits !== current) setLast({ query: text, hits: current });
  const answer = useMemo<SearchAnswer | null>(() => (current ? { query: text, hits: current } : last), [current, text, last]);
  return {
    /** The text the hits answer (the query, or an earlier one while the query's are asked). */
    answered: answer?.query ?? null,
    apps: answer?.hits.apps ?? noHits,
    /** A near query that finds more, for "Did you mean" (null: none). */
    nearQuery: answer?.hits.nearQuery ?? null,
    loading: answer === null && hits.isPending,
    error: hits.isError ? readFailureOf(hits.error) : null,
    reload: () => void hits.refetch(),
  };
}

/** How long one step of building the page's search index may hold the main thread, ms. */
const INDEX_STEP_MS = 6;

/** The apps' search index and its search, with MiniSearch: loaded once someone starts searching. */
type SearchModule = typeof Search;
let searchModule: SearchModule | null = null;
const loadSearch = async (): Promise<SearchModule> => (searchModule ??= await import('@marketplace/domain/search'));

/** The page's own search: the apps it looks through, indexed, and the domain's search over them. */
export interface SuggestibleIndex {
  apps: SuggestibleApp[];
  searchApps: SearchModule['searchApps'];
  nearQuery: SearchModule['nearQuery'];
}

/**
 * The apps the variant's search looks through, for the page to search itself: asked once someone
 * starts searching (`wanted`), then indexed a few milliseconds at a time between frames; null
 * until the index is built (the platform's search answers meanwhile).
 */
export function useSuggestibleApps(wanted: boolean): SuggestibleIndex | null {
  const { reads } = useMarketplaceStoreApi();
  const { variant } = useVariant();
  const index = useQuery({ ...reads.searchIndex(variant), enabled: wanted });
  const apps = useMemo(() => (index.data ? suggestibleApps(index.data) : null), [index.data]);
  const [built, setBuilt] = useState<SuggestibleIndex | null>(null);
  // The search's code comes beside the index, not after it.
  useEffect(() => {
    // Failing, it is asked again by the indexing below; the platform answers meanwhile.
    if (wanted) loadSearch().catch(() => undefined);
  }, [wanted]);
  // Built already (by another search box, or an earlier mount): no step to wait for.
  const ready = useMemo(() => (apps && searchModule?.hasAppSearchIndex(apps) ? { apps, searchApps: searchModule.searchApps, nearQuery: searchModule.nearQuery } : null), [apps]);
  useEffect(() => {
    if (!apps || searchModule?.hasAppSearchIndex(apps)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    void loadSearch().then(
      ({ stepAppSearchIndex, searchApps, nearQuery }) => {
        const step = () => {
          const until = performance.now() + INDEX_STEP_MS;
          while (performance.now() < until) {
            if (stepAppSearchIndex(apps)) return setBuilt({ apps, searchApps, nearQuery });
          }
          timer = setTimeout(step, 0);
        };
        if (!stopped) timer = setTimeout(step, 0);
      },
      // Without the search's code, the platform keeps answering.
      () => undefined,
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [apps]);
  return apps && built?.apps === apps ? built : ready;
}

const noCounts: ReadonlyMap<string, number> = new Map();

/** Each developer's number of published products (the developers' page counts and sorts by it). */
export function useProductCounts() {
  const { reads } = useMarketplaceStoreApi();
  const query = useQuery(reads.productCounts());
  const counts = useMemo(() => (query.data ? new Map(Object.entries(query.data.counts)) : noCounts), [query.data]);
  return { counts, loading: query.isPending, error: query.isError ? readFailureOf(query.error) : null, reload: () => void query.refetch() };
}

/** A developer's published apps and services. */
export function useDeveloperApps(developerId: string) {
  const { reads } = useMarketplaceStoreApi();
  const query = useQuery(reads.developerApps(developerId));
  return { apps: query.data ?? noApps, loading: query.isPending, error: query.isError ? readFailureOf(query.error) : null, reload: () => void query.refetch() };
}

/** The apps compared (by slug, in that order) and what else can be added; the last ones stay while others are asked. */
export function useComparedApps(slugs: readonly string[]) {
  const { reads } = useMarketplaceStoreApi();
  const compared = useQuery({ ...reads.appsBySlugs(slugs), placeholderData: keepPreviousData });
  const choices = useQuery(reads.compareChoices());
  const failed = compared.error ?? choices.error;
  return {
    apps: compared.data ?? noApps,
    choices: choices.data?.apps ?? noChoicePairs,
    loading: compared.isPending,
    error: failed ? readFailureOf(failed) : null,
    reload: () => {
      void compared.refetch();
      void choices.refetch();
    },
  };
}
