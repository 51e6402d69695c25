/**
 * The filters in force, each a chip that removes itself when pressed, and 'Clear all'. Removing a
 * chip moves focus to the next chip (or the count of results), so a keyboard keeps its place.
 */
import { css, type Theme } from '@emotion/react';
import { categorySlugs } from '@marketplace/domain/entities/app';
import type { Filters } from '@marketplace/domain/entities/filters';
import { useRef } from 'react';
import { quietButton } from '../ui/buttons.ts';
import { compatibilityLabel, paymentTypeLabels, serviceLabels, widgetPlacementLabels } from '../ui/labels.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { categoryDisplay } from './category-names.ts';
import type { ListingQuery } from './use-listing-query.ts';

export interface FilterChip {
  /** Unique among the chips. */
  id: string;
  label: string;
  remove: () => void;
}

const categoryName = (id: string) => {
  const slug = categorySlugs.find((each) => each === id);
  return slug ? categoryDisplay(slug).name : id;
};

/** One chip per filter value in force (a chip per chosen service). */
export function filterChips(filters: Filters, set: ListingQuery['set'], fixed: { category?: boolean }): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, remove: () => void) => chips.push({ id, label, remove });
  if (filters.compatibility) add('compatibility', `Compatibility: ${compatibilityLabel(filters.compatibility)}`, () => set('compatibility', undefined));
  if (filters.paymentType) add('paymentType', `Payment: ${paymentTypeLabels[filters.paymentType]}`, () => set('paymentType', undefined));
  if (filters.widgetPlacement) add('widgetPlacement', `Widget placement: ${widgetPlacementLabels[filters.widgetPlacement]}`, () => set('widgetPlacement', undefined));
  if (filters.category && !fixed.category) add('category', `Category: ${categoryName(filters.category)}`, () => set('category', undefined));
  if (filters.service) add('service', `Service: ${serviceLabels[filters.service]}`, () => set('service', undefined));
  for (const service of filters.services ?? []) {
    add(`services:${service}`, `Service: ${serviceLabels[service]}`, () =>
      set(
        'services',
        (filters.services ?? []).filter((s) => s !== service),
      ),
    );
  }
  if (filters.verified) add('verified', 'Verified developer', () => set('verified', undefined));
  if (filters.minRating) add('minRating', `${filters.minRating} stars and up`, () => set('minRating', undefined));
  if (filters.language) add('language', `Language: ${filters.language}`, () => set('language', undefined));
  if (filters.industry) add('industry', `Industry: ${filters.industry}`, () => set('industry', undefined));
  if (filters.country) add('country', `Country: ${filters.country}`, () => set('country', undefined));
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

export function ActiveFilters({ chips, onClearAll, focusAfter }: { chips: readonly FilterChip[]; onClearAll: () => void; focusAfter: () => HTMLElement | null }) {
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
            <button type="button" className="chip" css={quietButton} onClick={() => removeAt(index)}>
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
