/**
 * Where a search sends the searcher past its own answer: "Did you mean" when a near query finds
 * more apps, and, for a query that found none, the categories and collections whose names are
 * closest to it (domain search-fallbacks.ts), so an empty result is never a dead end.
 */
import { css, type Theme } from '@emotion/react';
import type { AppsCollection } from '@marketplace/domain/collections';
import type { CategorySlug } from '@marketplace/domain/entities/app';
import { categoryNames, collectionCopy } from '@marketplace/domain/page-copy';
import { paths } from '@marketplace/domain/routes';
import { closestCategories, closestCollections } from '@marketplace/domain/search-fallbacks';
import { nearQueryText } from '@marketplace/domain/search-query';
import { Link } from 'react-router-dom';

const nearLine = (t: Theme) => css`
  margin: 0 0 12px;
  font-size: 16px;
  a {
    font-weight: ${t.font.weight.medium};
  }
`;

const fallbackLists = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 32px;
  margin: 0 0 12px;
  text-align: start;
  h3 {
    margin: 0 0 6px;
    font-size: 14px;
  }
  ul {
    margin: 0;
    padding: 0 0 0 18px;
  }
`;

/** A link that runs the near query, or nothing when there is none. */
export function NearQueryLink({ near }: { near: string | null }) {
  if (near === null) return null;
  return (
    <p css={nearLine} data-testid="near-query">
      <Link to={paths.search(near)}>{nearQueryText(near)}</Link>
    </p>
  );
}

/** One place an empty result offers, with the name it goes by and its address. */
export interface Fallback {
  kind: 'category' | 'collection';
  name: string;
  to: string;
}

const categoryFallback = (slug: CategorySlug): Fallback => ({ kind: 'category', name: categoryNames[slug], to: paths.listing(slug) });
const collectionFallback = (slug: AppsCollection): Fallback => ({ kind: 'collection', name: collectionCopy[slug].title, to: paths.collection(slug) });

/** The closest categories, then the closest collections, of a query. */
export function searchFallbacks(query: string): Fallback[] {
  return [...closestCategories(query).map(categoryFallback), ...closestCollections(query).map(collectionFallback)];
}

/** The closest categories and collections of a query that found no apps, as two lists of links. */
export function SearchFallbackLinks({ query }: { query: string }) {
  const fallbacks = searchFallbacks(query);
  if (fallbacks.length === 0) return null;
  const list = (kind: Fallback['kind'], title: string) => (
    <nav aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {fallbacks
          .filter((fallback) => fallback.kind === kind)
          .map((fallback) => (
            <li key={fallback.to}>
              <Link to={fallback.to}>{fallback.name}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
  return (
    <div css={fallbackLists}>
      {list('category', 'Closest categories')}
      {list('collection', 'Closest collections')}
    </div>
  );
}
