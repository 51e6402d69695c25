/**
 * The filters in force, each a chip that removes itself when pressed, and 'Clear all'. Removing a
 * chip moves focus to the next chip (or the count of results), so a keyboard keeps its place.
 */
import { minRatingText } from '@marketplace/domain/counted-copy';
import { countryName } from '@marketplace/domain/country-names';
import { css, type Theme } from '@emotion/react';
import { categorySlugs } from '@marketplace/domain/entities/app-fields';
import type { Filters } from '@marketplace/domain/entities/filters';
import { useRef } from 'react';
import { quietButton } from '../ui/buttons.ts';
import { compatibilityLabel, paymentTypeLabels, serviceLabels, widgetPlacementLabels } from '../ui/labels.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { categoryDisplay } from './category-names.ts';
import type { ListingQuery } from './use-listing-query.ts';
import { earlyHrefAttribute } from '@marketplace/shared/early-controls';

export interface FilterChip {
  /** Unique among the chips. */
  id: string;
  label: string;
  remove: () => void;
  /** The listing's address without this filter (before the page is live). */
  href: string;
}

const categoryName = (id: string) => {
  const slug = categorySlugs.find((each) => each === id);
  return slug ? categoryDisplay(slug).name : id;
};

/** One chip per filter value in force (a chip per chosen service). */
export function filterChips({ filters, set, hrefWith }: Pick<ListingQuery, 'filters' | 'set' | 'hrefWith'>, fixed: { category?: boolean }): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = <K extends keyof Filters>(id: string, label: string, key: K, value?: Filters[K]) =>
    chips.push({ id, label, remove: () => set(key, value), href: hrefWith(key, value) });
  if (filters.compatibility) add('compatibility', `Compatibility: ${compatibilityLabel(filters.compatibility)}`, 'compatibility');
  if (filters.paymentType) add('paymentType', `Payment: ${paymentTypeLabels[filters.paymentType]}`, 'paymentType');
  if (filters.widgetPlacement) add('widgetPlacement', `Widget placement: ${widgetPlacementLabels[filters.widgetPlacement]}`, 'widgetPlacement');
  if (filters.category && !fixed.category) add('category', `Category: ${categoryName(filters.category)}`, 'category');
  if (filters.service) add('service', `Service: ${serviceLabels[filters.service]}`, 'service');
  for (const service of filters.services ?? []) {
    add(
      `services:${service}`,
      `Service: ${serviceLabels[service]}`,
      'services',
      (filters.services ?? []).filter((s) => s !== service),
    );
  }
  if (filters.verified) add('verified', 'Verified developer', 'verified');
  if (filters.minRating) add('minRating', minRatingText(Number(filters.minRating)), 'minRating');
  if (filters.language) add('language', `Language: ${filters.language}`, 'language');
  if (filters.industry) add('industry', `Industry: ${filters.industry}`, 'industry');
  if (filters.country) add('country', `Country: ${countryName(filters.country)}`, 'country');
  return chips;
}

const row = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 0 0 16px;
  ul {
    display: contents;
    list-style: none;
  }
  li {
    display: inline-flex;
  }
  .chip {
    min-height: 32px;
    padding: 0 10px;
    border-radius: 999px;
    border-color: ${t.color.accent};
    background: ${t.color.accentSoft};
    font-size: 14px;
    &:focus-visible {
      outline: 3px solid ${t.color.focus};
      outline-offset: 2px;
    }
  }
  .clear {
    min-height: 32px;
    font-size: 14px;
    &:focus-visible {
      outline: 3px solid ${t.color.focus};
      outline-offset: 2px;
    }
  }
`;

export function ActiveFilters({
  chips,
  onClearAll,
  clearedHref,
  focusAfter,
}: {
  chips: readonly FilterChip[];
  onClearAll: () => void;
  clearedHref: string;
  focusAfter: () => HTMLElement | null;
}) {
  const list = useRef<HTMLDivElement>(null);
  if (chips.length === 0) return null;
  const removeAt = (index: number) => {
    chips[index]?.remove();
    // The chip that takes this one's place, else the one before, else the results' count.
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button.chip');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1] ?? null;
    (next ?? focusAfter())?.focus();
  };
  return (
    <div css={row} ref={list} data-testid="active-filters">
      <span id="active-filters-label">Active filters:</span>
      <ul aria-labelledby="active-filters-label">
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button type="button" className="chip" css={quietButton} onClick={() => removeAt(index)} {...{ [earlyHrefAttribute]: chip.href }}>
              <span css={visuallyHidden}>Remove filter </span>
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="clear"
        css={quietButton}
        {...{ [earlyHrefAttribute]: clearedHref }}
        onClick={() => {
          onClearAll();
          focusAfter()?.focus();
        }}
      >
        Clear all
      </button>
    </div>
  );
}
