/**
 * A listing screen (all apps, a collection, a category, services, a landing collection): filters,
 * sort, the count of results announced as it changes, and an empty state with a way out.
 */
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { css, type Theme } from '@emotion/react';
import { paths } from '@marketplace/domain/routes';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { quietButton } from '../ui/buttons.ts';
import { usePageTitle } from '../app-shell/page-title.ts';
import { ActiveFilters, filterChips } from './ActiveFilters.tsx';
import { FiltersPanel, opensFiltersSheet } from './FiltersPanel.tsx';
import { FiltersSheet } from './FiltersSheet.tsx';
import { phoneMedia } from './filter-media.ts';
import { ListingGrid } from './ListingGrid.tsx';
import type { ListingPageConfig } from './listing-pages.ts';
import { pageHeading, pageIntro } from '../ui/page-styles.ts';
import { SortSelect } from './SortSelect.tsx';
import { useListingPages } from '../data/use-catalogue-pages.ts';
import { useListingQuery } from './use-listing-query.ts';
import { earlyHrefAttribute } from '@marketplace/shared/early-controls';
import { UnknownAppNotice } from './UnknownAppNotice.tsx';

/** The filters in a rail beside the cards; on a phone behind a Filters button that opens them in a sheet. */
const layout = (t: Theme) => css`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 32px;
  @media ${t.breakpoint.medium} {
    grid-template-columns: 200px minmax(0, 1fr);
    gap: 24px;
  }
  @media ${phoneMedia} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
  .filters-toggle {
    display: none;
  }
  @media ${phoneMedia} {
    .filters-toggle {
      display: inline-flex;
      justify-self: start;
    }
    .filters {
      display: none;
    }
  }
`;

/**
 * The count, Beta mode and the sort, each in a box that does not wait for what follows it: a page
 * painted before its end arrived (server-rendered HTML streams in) shows each where the whole page
 * does. Rows of the controls' height; Beta mode and the sort in columns of their own widths, each
 * filled from its start (the sort's select fills its column whichever options have arrived); in a
 * narrow column the sort has a row of its own from the start.
 */
const toolbar = css`
  container-type: inline-size;
  margin-bottom: 16px;
  & > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 8rem 16rem;
    grid-template-areas: 'count beta sort';
    grid-auto-rows: 40px;
    gap: 8px 16px;
  }
  /* By class: the server's HTML also holds emotion's <style> elements among them. */
  .count,
  .beta,
  .sort {
    display: flex;
    align-items: center;
    margin: 0;
    white-space: nowrap;
  }
  .count {
    grid-area: count;
    font-weight: 500;
  }
  .beta {
    grid-area: beta;
    gap: 6px;
  }
  .sort {
    grid-area: sort;
    select {
      flex: 1;
      min-width: 0;
    }
  }
  @container (max-width: 30rem) {
    & > div {
      grid-template-columns: minmax(0, 1fr) 8rem;
      grid-template-areas: 'count beta' 'sort sort';
      grid-template-rows: 40px 40px;
    }
    .sort {
      max-width: 16rem;
    }
  }
`;

export function ListingPage({ config }: { config: ListingPageConfig }) {
  usePageTitle(config.title);
  const query = useListingQuery();
  // A category chosen in the sheet is another listing's page: it opens with the sheet still open.
  const location = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(() => opensFiltersSheet(location.state));
  // A services page counts services, not apps.
  const noun = config.source.kind === 'services' ? { one: 'service', plural: 'services' } : { one: 'app', plural: 'apps' };
  // The platform filters, sorts and counts; the screen asks for the cards it shows, a window at a time.
  const { apps, total, counts, choices, loading, error, reload } = useListingPages(config.source, query.filters, query.scope, query.steps);
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
        <button type="button" className="filters-toggle" css={quietButton} aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          Filters{query.activeCount > 0 ? ` (${query.activeCount})` : ''}
        </button>
        <div className="filters">
          <FiltersPanel query={query} source={config.source} choices={choices} counts={counts} />
        </div>
        {filtersOpen && (
          <FiltersSheet
            onClose={() => setFiltersOpen(false)}
            onClear={query.clearFilters}
            applyLabel={loading ? `Show ${noun.plural}` : `Show ${total} ${total === 1 ? noun.one : noun.plural}`}
          >
            <FiltersPanel query={query} source={config.source} choices={choices} counts={counts} inSheet />
          </FiltersSheet>
        )}
        <div>
          <div css={toolbar}>
            <div>
              <p role="status" className="count" ref={countRef} tabIndex={-1} data-testid="listing-count">
                {loading ? `Loading ${noun.plural}…` : `${total} ${total === 1 ? noun.one : noun.plural}`}
              </p>
              <label className="beta">
                <input
                  type="checkbox"
                  checked={query.scope.mode === 'beta'}
                  onChange={(event) => query.setBetaMode(event.target.checked)}
                  {...{ [earlyHrefAttribute]: query.betaHref(query.scope.mode !== 'beta') }}
                />
                Beta mode
              </label>
              <SortSelect query={query} className="sort" />
            </div>
          </div>
          <ActiveFilters chips={chips} onClearAll={query.clearFilters} clearedHref={query.clearedHref} focusAfter={() => countRef.current} />
          {/* The cards' headings sit under one of this level, for a screen reader's list of headings. */}
          <h2 css={visuallyHidden}>{noun.plural === 'apps' ? 'Apps' : 'Services'}</h2>
          <ListingGrid
            apps={apps}
            total={total}
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
