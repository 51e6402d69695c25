/**
 * Developers (spec 2): every developer profile, sorted by developer name or number of products
 * (spec 3 and 9), the sort kept in the query string as sortBy like the app listings'.
 */
import { css, type Theme } from '@emotion/react';
import { developerSortSchema, type DeveloperSort } from '@marketplace/domain/entities/filters';
import { pageCopy } from '@marketplace/domain/page-copy';
import { sortDevelopers } from '@marketplace/domain/sorting';
import { paths } from '@marketplace/domain/routes';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { useProductCounts } from '../data/use-catalogue-pages.ts';
import { useDevelopers } from '../data/use-developers.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { cardGrid, pageHeading, pageIntro, profileCard, selectControl, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';

const sortLabels: Readonly<Record<DeveloperSort, string>> = { developerName: 'Developer name', numberOfProducts: 'Number of products' };

const sortStyle = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 16px;
  select {
    ${selectControl(t)}
  }
`;

const card = (t: Theme) => profileCard(t, '12px');

export const productCountLabel = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

export function DevelopersPage() {
  usePageTitle(pageCopy.developers.title);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const sort = developerSortSchema.safeParse(params.get('sortBy')).data ?? 'developerName';
  const { developers, loading, error, reload } = useDevelopers();
  // Products are counted by the platform from the published catalogue, the counts the sort of spec 9 reads.
  const products = useProductCounts();
  const { counts } = products;
  const shown = useMemo(() => sortDevelopers(developers, counts, sort), [developers, counts, sort]);
  const choose = (next: DeveloperSort) => setParams(next === 'developerName' ? {} : { sortBy: next }, { replace: true, preventScrollReset: true });
  return (
    <section aria-labelledby="developers-title">
      <h1 id="developers-title" css={pageHeading}>
        {pageCopy.developers.title}
      </h1>
      <p css={pageIntro}>{pageCopy.developers.description}</p>
      <label css={sortStyle} htmlFor={id}>
        Sort by
        <select id={id} value={sort} onChange={(event) => choose(developerSortSchema.safeParse(event.target.value).data ?? 'developerName')}>
          {developerSortSchema.options.map((option) => (
            <option key={option} value={option}>
              {sortLabels[option]}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <LoadError what="developers" message={error.message} onRetry={reload} />
      ) : loading || products.loading ? (
        <SkeletonCards count={6} label="Loading developers" />
      ) : developers.length === 0 ? (
        <div css={statePanel}>
          <p>No developers to show yet.</p>
        </div>
      ) : (
        <ul css={cardGrid(300)} aria-label="Developers">
          {shown.map((developer) => (
            <li key={developer.id}>
              <Link to={paths.developer(developer.slug)} css={card} data-testid="developer-card">
                {developer.logo ? <img src={developer.logo} alt="" width={56} height={56} /> : <span />}
                <div>
                  <h2>{developer.name}</h2>
                  <p>{developer.description}</p>
                  <p>{productCountLabel(counts.get(developer.id) ?? 0)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
