/**
 * Home (spec 2): a hero with search, the highlight block of 6, the collections, and a tile for
 * each category. Everything is restricted to the product the marketplace is opened in.
 */
import { countedNoun } from '@marketplace/domain/counted-copy';
import { css, type Theme } from '@emotion/react';
import { HOME_ROW_APPS, homeCollectionsOf } from '@marketplace/domain/catalogue-pages';
import { categorySlugs } from '@marketplace/domain/entities/app-fields';
import { productNames } from '@marketplace/domain/entities/product-names';
import { pageCopy } from '@marketplace/domain/page-copy';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { AppGrid } from '../ui/AppGrid.tsx';
import { categoryDisplay } from './category-names.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import { collectionPage } from './listing-pages.ts';
import { pageIntro, sectionHeading } from '../ui/page-styles.ts';
import { useHomeRows } from '../data/use-catalogue-pages.ts';
import { useVariant } from './use-variant.ts';

const hero = (t: Theme) => css`
  padding: 32px;
  border-radius: ${t.radius.card}px;
  background: ${t.color.accentSoft};
  h1 {
    margin: 0 0 8px;
    font-size: clamp(26px, 5vw, 40px);
    line-height: 1.15;
    font-weight: ${t.font.weight.bold};
  }
  p {
    margin: 0;
    max-width: 60ch;
  }
  @media ${t.breakpoint.narrow} {
    padding: 20px;
  }
`;

const tiles = (t: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 14px 16px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
    color: ${t.color.text};
    text-decoration: none;
    font-weight: ${t.font.weight.medium};
  }
  a:hover {
    background: ${t.color.subtle};
  }
  span.count {
    margin-left: auto;
    color: ${t.color.muted};
    font-weight: ${t.font.weight.regular};
    font-size: 14px;
  }
`;

const noCounts: Record<string, number> = {};

/** The keyboard shortcut is news only where there is a keyboard: not on a phone or a tablet. */
const keyboardHint = css`
  @media (hover: none) and (pointer: coarse) {
    display: none;
  }
`;

export function HomePage() {
  const { product } = useVariant();
  usePageTitle(pageCopy.home.title);
  // The platform picks the rows (the domain's homeRows): the page carries them, not the catalogue.
  const { home, loading, error, reload } = useHomeRows();
  const highlights = home?.highlights ?? [];
  // While the rows load, each collection's row holds its place with skeletons.
  const rows = home?.rows ?? homeCollectionsOf(product).map((collection) => ({ collection, apps: [] }));
  const counts = home?.categoryCounts ?? noCounts;
  const categoryCounts = { get: (slug: string): number | undefined => counts[slug] };

  return (
    <>
      <section css={hero} aria-labelledby="home-title">
        <h1 id="home-title">Apps and integrations for {productNames[product]}</h1>
        <p>
          Connect the tools you already use, automate the busywork and give every customer a better answer.{' '}
          <span css={keyboardHint}>
            Press <kbd>/</kbd> to search.
          </span>
        </p>
      </section>

      <section aria-labelledby="highlights-title">
        <div css={sectionHeading}>
          <h2 id="highlights-title">Most popular</h2>
          <Link to={paths.listing(null, { sortBy: 'popularity' })}>See all apps</Link>
        </div>
        <AppGrid
          apps={highlights}
          label="Most popular"
          loading={loading}
          error={error}
          onRetry={reload}
          empty={<p>No apps are published for {productNames[product]} yet.</p>}
          fill
        />
      </section>

      {rows.map(({ collection, apps: rowApps }) =>
        rowApps.length === 0 && !loading ? null : (
          <section key={collection} aria-labelledby={`collection-${collection}`}>
            <div css={sectionHeading}>
              <h2 id={`collection-${collection}`}>{collectionPage(collection).title}</h2>
              <Link to={paths.collection(collection)} aria-label={`See all: ${collectionPage(collection).title}`}>
                See all
              </Link>
            </div>
            <AppGrid apps={rowApps} label={collectionPage(collection).title} loading={loading} error={null} onRetry={reload} empty={null} skeletons={HOME_ROW_APPS} fill />
          </section>
        ),
      )}

      <section aria-labelledby="categories-title">
        <div css={sectionHeading}>
          <h2 id="categories-title">Browse by category</h2>
        </div>
        <p css={pageIntro}>Find apps by what they help you do.</p>
        <ul css={tiles}>
          {/* A category with none of this product's apps is not offered (a tile of 0 leads nowhere). */}
          {categorySlugs
            .filter((slug) => loading || (categoryCounts.get(slug) ?? 0) > 0)
            .map((slug) => (
              <li key={slug}>
                <Link to={paths.listing(slug)}>
                  <CategoryIcon name={categoryDisplay(slug).icon} />
                  {categoryDisplay(slug).name}
                  <span className="count" aria-label={countedNoun(categoryCounts.get(slug) ?? 0, 'app', 'apps')}>
                    {categoryCounts.get(slug) ?? 0}
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}
