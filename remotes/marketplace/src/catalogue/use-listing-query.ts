/**
 * A listing's filters and sort live in the query string (shareable, back-button safe, empty values
 * dropped). The compatibility filter is also remembered in the browser and offered again on the
 * next listing; clearing it forgets it (spec 4). Beta mode (?mode=beta) and the ids listed
 * explicitly (?listed=a,b) live there too and stay while filters change.
 */
import type { Filters } from '@marketplace/domain/entities/filters';
import { listingScopeParams, readFilters, readListingScope, type ListingScope } from '@marketplace/domain/listing';
import { LISTING_PAGE_PARAM, listingStepsOf } from '@marketplace/domain/listing-steps';
import { parseQuery, queryString, type QueryParams } from '@marketplace/domain/query-string';
import { useCallback, useEffect, useMemo } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { useQueryString } from '../app-shell/use-query-string.ts';
import { readCompatibilityPreference, writeCompatibilityPreference } from '../app-shell/preferences.ts';

export interface ListingQuery {
  filters: Filters;
  /** Beta mode and the ids listed explicitly: kept while filters change. */
  scope: ListingScope;
  /** Turns beta mode on or off. */
  setBetaMode: (on: boolean) => void;
  /** Sets one filter (or the sort); an empty value removes it. */
  set: <K extends keyof Filters>(key: K, value: Filters[K] | undefined) => void;
  /** Removes every filter but keeps the sort. */
  clearFilters: () => void;
  activeCount: number;
  /** How many steps of cards the listing shows (?page=N): kept in the address, back to 1 with any filter or sort change. */
  steps: number;
  setSteps: (steps: number) => void;
  /**
   * The address of this listing with one filter (or the sort) set: what a control does before the
   * page is live (shared/early-controls.ts).
   */
  hrefWith: <K extends keyof Filters>(key: K, value: Filters[K] | undefined) => string;
  /** The address of this listing with beta mode on or off. */
  betaHref: (on: boolean) => string;
  /** The address of this listing without its filters (its sort kept). */
  clearedHref: string;
}

export function useListingQuery(): ListingQuery {
  const { pathname } = useLocation();
  const [search, writeSearch] = useQueryString();
  const query = useMemo(() => parseQuery(search), [search]);
  const filters = useMemo(() => readFilters(query), [query]);
  const steps = listingStepsOf(query);
  // The same scope object while only filters change, so a listing made for it is kept.
  const { mode, listed } = query;
  const scope = useMemo(() => readListingScope({ ...(mode === undefined ? {} : { mode }), ...(listed === undefined ? {} : { listed }) }), [mode, listed]);

  const apply = useCallback(
    (next: QueryParams, replace = false, nextScope: ListingScope = scope) => {
      writeSearch(queryString({ ...next, ...listingScopeParams(nextScope) }), { replace });
    },
    [writeSearch, scope],
  );

  const setBetaMode = useCallback((on: boolean) => apply(filters, false, { ...scope, mode: on ? 'beta' : 'default' }), [apply, filters, scope]);

  // A remembered compatibility choice comes back on a listing that names none.
  useEffect(() => {
    if (filters.compatibility !== undefined) return;
    const remembered = readCompatibilityPreference();
    if (remembered !== null) apply({ ...filters, compatibility: remembered }, true);
    // Only on arriving at a listing; later changes go through set/clear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const set = useCallback<ListingQuery['set']>(
    (key, value) => {
      if (key === 'compatibility') writeCompatibilityPreference((value as Filters['compatibility']) ?? null);
      apply({ ...filters, [key]: value });
    },
    [apply, filters],
  );

  const clearFilters = useCallback(() => {
    writeCompatibilityPreference(null);
    apply({ sortBy: filters.sortBy });
  }, [apply, filters.sortBy]);

  // More cards replace the address rather than add to history: Back leaves the listing, as after scrolling.
  const setSteps = useCallback((next: number) => apply({ ...filters, [LISTING_PAGE_PARAM]: next > 1 ? String(next) : undefined }, true), [apply, filters]);

  const here = useHref({ pathname });
  const hrefOf = useCallback((next: QueryParams, nextScope: ListingScope = scope) => `${here}${queryString({ ...next, ...listingScopeParams(nextScope) })}`, [here, scope]);
  const hrefWith = useCallback<ListingQuery['hrefWith']>((key, value) => hrefOf({ ...filters, [key]: value }), [hrefOf, filters]);
  const clearedHref = hrefOf({ sortBy: filters.sortBy });

  const activeCount = Object.entries(filters).filter(([key, value]) => key !== 'sortBy' && value !== undefined && !(Array.isArray(value) && value.length === 0)).length;

  return {
    filters,
    scope,
    setBetaMode,
    set,
    clearFilters,
    activeCount,
    steps,
    setSteps,
    hrefWith,
    clearedHref,
    betaHref: (on: boolean) => hrefOf(filters, { ...scope, mode: on ? 'beta' : 'default' }),
  };
}
