/**
 * A listing screen (all apps, a collection, a category, services, a landing collection): filters,
 * sort, the count of results announced as it changes, and an empty state with a way out.
 */
import { css, type Theme } from '@emotion/react';
import { paths } from '@marketplace/domain/routes';
import { facetCounts } from '@marketplace/domain/listing-facets';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { quietButton } from '../ui/buttons.ts';
import { usePageTitle } from '../app-shell/page-title.ts';
import { ActiveFilters, filterChips } from './ActiveFilters.tsx';
import { FiltersPanel } from './FiltersPanel.tsx';
import { ListingGrid } from './ListingGrid.tsx';
import { filterChoices, listingFor, sourceKey } from './listing.ts';
import type { ListingPageConfig } from './listing-pages.ts';
import { pageHeading, pageIntro } from '../ui/page-styles.ts';
import { SortSelect } from './SortSelect.tsx';
import { useCatalogue } from '../data/use-catalogue.ts';
import { useVariant } from './use-variant.ts';
import { useListingQuery } from './use-listing-query.ts';
import { earlyHrefAttribute } from '../../../../shared/early-controls.ts';
import { UnknownAppNotice } from './UnknownAppNotice.tsx';

const layout = (t: Theme) => css`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 32px;
  @media ${t.breakpoint.medium} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
  .filters-toggle {
    display: none;
  }
  @media ${t.breakpoint.medium} {
    .filters-toggle {
      display: inline-flex;
      justify-self: start;
    }
    .filters[data-open='false'] {
      display: none;
    }
  }
`;

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

export function ListingPage({ config }: { config: ListingPageConfig }) {
  usePageTitle(config.title);
  const { apps, loading, error, reload } = useCatalogue();
  const { product } = useVariant();
  const query = useListingQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A services page counts services, not apps.
  const noun = config.source.kind === 'services' ? { one: 'service', plural: 'services' } : { one: 'app', plural: 'apps' };
  // Made again only for another catalogue or source (a route may hand over an equal config anew).
  const key = sourceKey(config.source);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const listing = useMemo(() => listingFor(apps, config.source, product, query.scope), [apps, key, product, query.scope]);
  // The list follows a change in the same render as the controls, like a page without a framework.
  const shown = useMemo(() => listing(query.filters), [listing, query.filters]);
  const choices = useMemo(() => filterChoices(listing({})), [listing]);
  // The counts beside the options ask many filters at once: a listing of their own keeps the
  // screen's recent lists (Back and forth between choices) in its cache.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const counter = useMemo(() => listingFor(apps, config.source, product), [apps, key, product]);
  const counts = useMemo(() => facetCounts(counter, query.filters), [counter, query.filters]);
  const chips = filterChips(query, { category: config.source.kind === 'category' });
  const countRef = useRef<HTMLParagraphElement>(null);

  return (
    <section aria-labelledby="listing-title">
      <h1 id="listing-title" css={pageHeading}>
        {config.title}
      </h1>
      <p css={pageIntro}>{config.intro}</p>
      <UnknownAppNotice />
      <div css={layout}>
        <button type="button" className="filters-toggle" css={quietButton} aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
          Filters{query.activeCount > 0 ? ` (${query.activeCount})` : ''}
        </button>
        <div className="filters" data-open={filtersOpen}>
          <FiltersPanel query={query} source={config.source} choices={choices} counts={counts} />
        </div>
        <div>
          <div css={toolbar}>
            <p role="status" css={{ margin: 0, fontWeight: 500 }} ref={countRef} tabIndex={-1} data-testid="listing-count">
              {loading ? `Loading ${noun.plural}…` : `${shown.length} ${shown.length === 1 ? noun.one : noun.plural}`}
            </p>
            <label css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={query.scope.mode === 'beta'}
                onChange={(event) => query.setBetaMode(event.target.checked)}
                {...{ [earlyHrefAttribute]: query.betaHref(query.scope.mode !== 'beta') }}
              />
              Beta mode
            </label>
            <SortSelect query={query} />
          </div>
          <ActiveFilters chips={chips} onClearAll={query.clearFilters} clearedHref={query.clearedHref} focusAfter={() => countRef.current} />
          <ListingGrid
            apps={shown}
            label={config.title}
            noun={noun.plural}
            steps={query.steps}
            onSteps={query.setSteps}
            loading={loading}
            error={error}
            onRetry={reload}
            empty={
              <>
                <p>No {noun.plural} match these filters.</p>
                {query.activeCount > 0 && (
                  <button type="button" css={quietButton} onClick={query.clearFilters} {...{ [earlyHrefAttribute]: query.clearedHref }}>
                    Clear filters
                  </button>
                )}{' '}
                <Link to={paths.apps()}>See all apps</Link>
              </>
            }
          />
        </div>
      </div>
    </section>
  );
}
