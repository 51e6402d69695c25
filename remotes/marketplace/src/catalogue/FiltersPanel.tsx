/**
 * The filters of spec 3 as labelled controls. Their state is the query string (useListingQuery),
 * so a filtered listing can be shared and the back button undoes a change. Each option says how
 * many apps it would show with the other filters in force.
 */
import { css, type Theme } from '@emotion/react';
import { categorySlugs, widgetPlacements } from '@marketplace/domain/entities/app-fields';
import { EXPERT_SERVICES } from '@marketplace/domain/constants';
import type { Filters } from '@marketplace/domain/entities/filters';
import { paymentTypes } from '@marketplace/domain/entities/filter-lists';
import { isOneOf } from '@marketplace/domain/one-of';
import { queryString } from '@marketplace/domain/query-string';
import { minRatingText } from '@marketplace/domain/counted-copy';
import { categoryListingPath } from '@marketplace/domain/routes';
import { listingScopeParams } from '@marketplace/domain/listing';
import { useNavigate } from 'react-router-dom';
import type { FacetCounts } from '@marketplace/domain/listing-facets';
import { selectControl } from '../ui/page-styles.ts';
import { useId, type ReactNode } from 'react';
import { quietButton } from '../ui/buttons.ts';
import { categoryDisplay } from './category-names.ts';
import { compatibilityChoices, compatibilityLabel, paymentTypeLabels, serviceLabels, widgetPlacementLabels } from '../ui/labels.ts';
import type { ListingSource } from './listing-pages.ts';
import type { ListingQuery } from './use-listing-query.ts';
import { earlyHrefAttribute, earlyParamAttribute } from '@marketplace/shared/early-controls';

/** The minimum-rating choices: 1 to 4 stars and up. */
const minRatingChoices = [4, 3, 2, 1] as const;

const panel = (t: Theme) => css`
  display: grid;
  gap: 14px;
  align-content: start;
  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
    font-weight: ${t.font.weight.medium};
  }
  select {
    ${selectControl(t)}
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  legend {
    font-size: 14px;
    font-weight: ${t.font.weight.medium};
    margin-bottom: 4px;
  }
  fieldset label,
  label:has(> input[type='checkbox']) {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
    font-weight: ${t.font.weight.regular};
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 0;
    flex: none;
  }
`;

/** `param`: the query parameter the choice sets (what a change does before the page is live). */
function Choice({ label, param, value, onChange, children }: { label: string; param: keyof Filters; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} {...{ [earlyParamAttribute]: param }} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        {children}
      </select>
    </label>
  );
}

/** 'Free (12)': an option with the number of apps it would show. */
const counted = (label: string, count: number | undefined) => `${label} (${count ?? 0})`;

export function FiltersPanel({
  query,
  source,
  choices,
  counts,
}: {
  query: ListingQuery;
  source: ListingSource;
  choices: { languages: string[]; industries: string[]; countries: string[] };
  counts: FacetCounts;
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
    void navigate(categoryListingPath(categorySlugs.find((slug) => slug === value) ?? null, others));
  };
  return (
    <section css={panel} aria-label="Filters">
      <Choice
        label="Compatibility"
        param="compatibility"
        value={filters.compatibility ?? ''}
        onChange={(v) =>
          set(
            'compatibility',
            compatibilityChoices.find((p) => p === v),
          )
        }
      >
        {compatibilityChoices.map((product) => (
          <option key={product} value={product}>
            {counted(compatibilityLabel(product), counts.compatibility.get(product))}
          </option>
        ))}
      </Choice>
      <Choice label="Payment" param="paymentType" value={filters.paymentType ?? ''} onChange={(v) => set('paymentType', isOneOf(paymentTypes, v) ? v : undefined)}>
        {paymentTypes.map((type) => (
          <option key={type} value={type}>
            {counted(paymentTypeLabels[type], counts.paymentType.get(type))}
          </option>
        ))}
      </Choice>
      <Choice
        label="Widget placement"
        param="widgetPlacement"
        value={filters.widgetPlacement ?? ''}
        onChange={(v) => set('widgetPlacement', isOneOf(widgetPlacements, v) ? v : undefined)}
      >
        {widgetPlacements.map((placement) => (
          <option key={placement} value={placement}>
            {counted(widgetPlacementLabels[placement], counts.widgetPlacement.get(placement))}
          </option>
        ))}
      </Choice>
      <Choice label="Category" param="category" value={categoryValue} onChange={chooseCategory}>
        {categorySlugs.map((slug) => (
          <option key={slug} value={slug}>
            {counted(categoryDisplay(slug).name, counts.category.get(slug))}
          </option>
        ))}
      </Choice>
      {source.kind === 'services' && (
        <fieldset>
          <legend>Services</legend>
          {EXPERT_SERVICES.map((service) => {
            const chosen = filters.services ?? [];
            return (
              <label key={service}>
                <input
                  type="checkbox"
                  checked={chosen.includes(service)}
                  onChange={(event) => set('services', event.target.checked ? [...chosen, service] : chosen.filter((s) => s !== service))}
                  {...{ [earlyHrefAttribute]: hrefWith('services', chosen.includes(service) ? chosen.filter((s) => s !== service) : [...chosen, service]) }}
                />
                {counted(serviceLabels[service], counts.services.get(service))}
              </label>
            );
          })}
        </fieldset>
      )}
      <label>
        <input
          type="checkbox"
          checked={filters.verified === 'true'}
          onChange={(event) => set('verified', event.target.checked ? 'true' : undefined)}
          {...{ [earlyHrefAttribute]: hrefWith('verified', filters.verified === 'true' ? undefined : 'true') }}
        />
        {counted('Verified developer', counts.verified.get('true'))}
      </label>
      <Choice
        label="Minimum rating"
        param="minRating"
        value={String(filters.minRating ?? '')}
        onChange={(v) =>
          set(
            'minRating',
            minRatingChoices.find((n) => String(n) === v),
          )
        }
      >
        {minRatingChoices.map((stars) => (
          <option key={stars} value={stars}>
            {counted(minRatingText(stars), counts.minRating.get(String(stars)))}
          </option>
        ))}
      </Choice>
      <Choice label="Language" param="language" value={filters.language ?? ''} onChange={(v) => set('language', v || undefined)}>
        {choices.languages.map((language) => (
          <option key={language} value={language}>
            {counted(language, counts.language.get(language))}
          </option>
        ))}
      </Choice>
      <Choice label="Industry" param="industry" value={filters.industry ?? ''} onChange={(v) => set('industry', v || undefined)}>
        {choices.industries.map((industry) => (
          <option key={industry} value={industry}>
            {counted(industry, counts.industry.get(industry))}
          </option>
        ))}
      </Choice>
      <Choice label="Country" param="country" value={filters.country ?? ''} onChange={(v) => set('country', v || undefined)}>
        {choices.countries.map((country) => (
          <option key={country} value={country}>
            {counted(country, counts.country.get(country))}
          </option>
        ))}
      </Choice>
      {activeCount > 0 && (
        <button type="button" css={quietButton} onClick={clearFilters} {...{ [earlyHrefAttribute]: clearedHref }}>
          Clear filters ({activeCount})
        </button>
      )}
    </section>
  );
}
