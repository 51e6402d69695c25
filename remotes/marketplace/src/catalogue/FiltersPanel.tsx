/**
 * The filters of spec 3 as labelled controls. Their state is the query string (useListingQuery),
 * so a filtered listing can be shared and the back button undoes a change.
 */
import { css, type Theme } from '@emotion/react';
import { categorySlugs, widgetPlacementSchema } from '@marketplace/domain/entities/app';
import { expertServiceSchema } from '@marketplace/domain/entities/expert';
import { paymentTypeSchema } from '@marketplace/domain/entities/filters';
import { selectControl } from '../ui/page-styles.ts';
import { useId, type ReactNode } from 'react';
import { quietButton } from '../ui/buttons.ts';
import { categoryDisplay } from './category-names.ts';
import { compatibilityChoices, compatibilityLabel, paymentTypeLabels, serviceLabels, widgetPlacementLabels } from '../ui/labels.ts';
import type { ListingSource } from './listing-pages.ts';
import type { ListingQuery } from './use-listing-query.ts';

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

function Choice({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        {children}
      </select>
    </label>
  );
}

export function FiltersPanel({
  query,
  source,
  choices,
}: {
  query: ListingQuery;
  source: ListingSource;
  choices: { languages: string[]; industries: string[]; countries: string[] };
}) {
  const { filters, set, clearFilters, activeCount } = query;
  return (
    <section css={panel} aria-label="Filters">
      <Choice
        label="Compatibility"
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
            {compatibilityLabel(product)}
          </option>
        ))}
      </Choice>
      <Choice label="Payment" value={filters.paymentType ?? ''} onChange={(v) => set('paymentType', paymentTypeSchema.safeParse(v).data)}>
        {paymentTypeSchema.options.map((type) => (
          <option key={type} value={type}>
            {paymentTypeLabels[type]}
          </option>
        ))}
      </Choice>
      <Choice label="Widget placement" value={filters.widgetPlacement ?? ''} onChange={(v) => set('widgetPlacement', widgetPlacementSchema.safeParse(v).data)}>
        {widgetPlacementSchema.options.map((placement) => (
          <option key={placement} value={placement}>
            {widgetPlacementLabels[placement]}
          </option>
        ))}
      </Choice>
      {source.kind !== 'category' && (
        <Choice label="Category" value={filters.category ?? ''} onChange={(v) => set('category', v || undefined)}>
          {categorySlugs.map((slug) => (
            <option key={slug} value={slug}>
              {categoryDisplay(slug).name}
            </option>
          ))}
        </Choice>
      )}
      {source.kind === 'services' && (
        <fieldset>
          <legend>Services</legend>
          {expertServiceSchema.options.map((service) => {
            const chosen = filters.services ?? [];
            return (
              <label key={service}>
                <input
                  type="checkbox"
                  checked={chosen.includes(service)}
                  onChange={(event) => set('services', event.target.checked ? [...chosen, service] : chosen.filter((s) => s !== service))}
                />
                {serviceLabels[service]}
              </label>
            );
          })}
        </fieldset>
      )}
      <label>
        <input type="checkbox" checked={filters.verified === 'true'} onChange={(event) => set('verified', event.target.checked ? 'true' : undefined)} />
        Verified developer
      </label>
      <Choice
        label="Minimum rating"
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
            {stars} stars and up
          </option>
        ))}
      </Choice>
      <Choice label="Language" value={filters.language ?? ''} onChange={(v) => set('language', v || undefined)}>
        {choices.languages.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </Choice>
      <Choice label="Industry" value={filters.industry ?? ''} onChange={(v) => set('industry', v || undefined)}>
        {choices.industries.map((industry) => (
          <option key={industry} value={industry}>
            {industry}
          </option>
        ))}
      </Choice>
      <Choice label="Country" value={filters.country ?? ''} onChange={(v) => set('country', v || undefined)}>
        {choices.countries.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </Choice>
      {activeCount > 0 && (
        <button type="button" css={quietButton} onClick={clearFilters}>
          Clear filters ({activeCount})
        </button>
      )}
    </section>
  );
}
