/**
 * The filters of spec 3 as groups of options to scan, each option with how many apps it would show
 * with the other filters in force. Their state is the query string (useListingQuery), so a filtered
 * listing can be shared and the back button undoes a change. A filter the spec gives one value
 * takes one (radios); services take several (checkboxes).
 */
import { css } from '@emotion/react';
import { categorySlugs, widgetPlacements } from '@marketplace/domain/entities/app-fields';
import { EXPERT_SERVICES } from '@marketplace/domain/constants';
import { paymentTypes } from '@marketplace/domain/entities/filter-lists';
import { isOneOf } from '@marketplace/domain/one-of';
import { queryString } from '@marketplace/domain/query-string';
import { minRatingText } from '@marketplace/domain/counted-copy';
import { countryName } from '@marketplace/domain/country-names';
import { categoryListingPath } from '@marketplace/domain/routes';
import { listingScopeParams } from '@marketplace/domain/listing';
import { useNavigate } from 'react-router-dom';
import type { FacetCounts } from '@marketplace/domain/listing-facets';
import { quietButton } from '../ui/buttons.ts';
import { categoryDisplay } from './category-names.ts';
import { compatibilityChoices, compatibilityLabel, paymentTypeLabels, serviceLabels, widgetPlacementLabels } from '../ui/labels.ts';
import type { ListingSource } from './listing-pages.ts';
import type { ListingQuery } from './use-listing-query.ts';
import { earlyHrefAttribute } from '@marketplace/shared/early-controls';
import { FilterGroup, type FilterOption } from './FilterGroup.tsx';

/** The navigation state of a category chosen in the sheet: the next listing opens with its sheet open. */
const filtersSheetState = { filtersSheet: true } as const;

/** Whether a listing arrived at with this navigation state opens with its sheet open. */
export const opensFiltersSheet = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'filtersSheet' in state && state.filtersSheet === filtersSheetState.filtersSheet;

/** The minimum-rating choices: 1 to 4 stars and up. */
const minRatingChoices = [4, 3, 2, 1] as const;

const panel = css`
  display: grid;
  gap: 20px;
  align-content: start;
`;

const options = <V extends string>(values: readonly V[], label: (value: V) => string, counts: ReadonlyMap<string, number>): FilterOption[] =>
  values.map((value) => ({ value, label: label(value), count: counts.get(value) ?? 0 }));

/** By name, for a list whose values are codes ('AU') but whose options read as names. */
const byLabel = (list: FilterOption[]) => [...list].sort((a, b) => a.label.localeCompare(b.label, 'en'));

export function FiltersPanel({
  query,
  source,
  choices,
  counts,
  inSheet = false,
}: {
  query: ListingQuery;
  source: ListingSource;
  choices: { languages: string[]; industries: string[]; countries: string[] };
  counts: FacetCounts;
  /** In the phone's sheet: the sheet has its own Clear, and stays open on the next category's page. */
  inSheet?: boolean;
}) {
  const { filters, scope, set, clearFilters, activeCount, hrefWith, clearedHref } = query;
  const navigate = useNavigate();
  // All apps and a category page name the category in the path (spec 2): choosing one goes there,
  // keeping the other filters; elsewhere (a collection, services) it is one more filter.
  const inPath = source.kind === 'all' || source.kind === 'category';
  const categoryValue = source.kind === 'category' ? source.category : (filters.category ?? '');
  const chooseCategory = (value: string) => {
    if (!inPath) return set('category', value || undefined);
    const others = queryString({ ...filters, category: undefined, ...listingScopeParams(scope) });
    void navigate(categoryListingPath(categorySlugs.find((slug) => slug === value) ?? null, others), inSheet ? { state: filtersSheetState } : undefined);
  };
  const services = filters.services ?? [];
  const toggled = (value: string, on: boolean) => EXPERT_SERVICES.filter((s) => (s === value ? on : services.includes(s)));
  return (
    <section css={panel} aria-label="Filters">
      {source.kind === 'services' && (
        <FilterGroup
          legend="Services"
          options={options(EXPERT_SERVICES, (service) => serviceLabels[service], counts.services)}
          control={{
            type: 'checkbox',
            chosen: services,
            onToggle: (value, on) => set('services', toggled(value, on)),
            hrefOf: (value, on) => hrefWith('services', toggled(value, on)),
          }}
        />
      )}
      <FilterGroup
        legend="Category"
        options={options(categorySlugs, (slug) => categoryDisplay(slug).name, counts.category)}
        control={{ type: 'radio', param: 'category', chosen: categoryValue, onChoose: chooseCategory, anyLabel: 'All categories' }}
      />
      <FilterGroup
        legend="Payment"
        options={options(paymentTypes, (type) => paymentTypeLabels[type], counts.paymentType)}
        control={{ type: 'radio', param: 'paymentType', chosen: filters.paymentType ?? '', onChoose: (v) => set('paymentType', isOneOf(paymentTypes, v) ? v : undefined) }}
      />
      <FilterGroup
        legend="Minimum rating"
        options={options(minRatingChoices.map(String), (stars) => minRatingText(Number(stars)), counts.minRating)}
        control={{
          type: 'radio',
          param: 'minRating',
          chosen: String(filters.minRating ?? ''),
          onChoose: (v) =>
            set(
              'minRating',
              minRatingChoices.find((n) => String(n) === v),
            ),
        }}
      />
      <FilterGroup
        legend="Developer"
        options={options(['true'], () => 'Verified developer', counts.verified)}
        control={{
          type: 'checkbox',
          chosen: filters.verified === 'true' ? ['true'] : [],
          onToggle: (_value, on) => set('verified', on ? 'true' : undefined),
          hrefOf: (_value, on) => hrefWith('verified', on ? 'true' : undefined),
        }}
      />
      <FilterGroup
        legend="Compatibility"
        options={compatibilityChoices.map((product) => ({ value: product, label: compatibilityLabel(product), count: counts.compatibility.get(product) ?? 0 }))}
        control={{
          type: 'radio',
          param: 'compatibility',
          chosen: filters.compatibility ?? '',
          onChoose: (v) =>
            set(
              'compatibility',
              compatibilityChoices.find((p) => p === v),
            ),
        }}
      />
      <FilterGroup
        legend="Widget placement"
        options={options(widgetPlacements, (placement) => widgetPlacementLabels[placement], counts.widgetPlacement)}
        control={{
          type: 'radio',
          param: 'widgetPlacement',
          chosen: filters.widgetPlacement ?? '',
          onChoose: (v) => set('widgetPlacement', isOneOf(widgetPlacements, v) ? v : undefined),
        }}
      />
      <FilterGroup
        legend="Language"
        options={options(choices.languages, (language) => language, counts.language)}
        control={{ type: 'radio', param: 'language', chosen: filters.language ?? '', onChoose: (v) => set('language', v || undefined) }}
      />
      <FilterGroup
        legend="Industry"
        options={options(choices.industries, (industry) => industry, counts.industry)}
        control={{ type: 'radio', param: 'industry', chosen: filters.industry ?? '', onChoose: (v) => set('industry', v || undefined) }}
      />
      <FilterGroup
        legend="Country"
        options={byLabel(options(choices.countries, countryName, counts.country))}
        control={{ type: 'radio', param: 'country', chosen: filters.country ?? '', onChoose: (v) => set('country', v || undefined) }}
      />
      {activeCount > 0 && !inSheet && (
        <button type="button" css={quietButton} onClick={clearFilters} {...{ [earlyHrefAttribute]: clearedHref }}>
          Clear filters ({activeCount})
        </button>
      )}
    </section>
  );
}
