/** The sorts of spec 9 for a listing, kept in the query string as sortBy. */
import { css, type Theme } from '@emotion/react';
import { appSorts } from '@marketplace/domain/entities/filter-lists';
import { isOneOf } from '@marketplace/domain/one-of';
import { selectControl } from '../ui/page-styles.ts';
import { useId } from 'react';
import { sortLabels } from '../ui/labels.ts';
import type { ListingQuery } from './use-listing-query.ts';
import { earlyParamAttribute } from '@marketplace/shared/early-controls';

const style = (t: Theme) => css`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  select {
    ${selectControl(t)}
  }
`;

export function SortSelect({ query, className }: { query: ListingQuery; className?: string }) {
  const id = useId();
  return (
    <label css={style} className={className} htmlFor={id}>
      Sort by
      <select
        id={id}
        {...{ [earlyParamAttribute]: 'sortBy' }}
        value={query.filters.sortBy ?? 'recommended'}
        onChange={(event) => query.set('sortBy', isOneOf(appSorts, event.target.value) ? event.target.value : undefined)}
      >
        {appSorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
