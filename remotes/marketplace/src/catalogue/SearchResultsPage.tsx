/**
 * The full search results page (/search/?query=…): apps and partners, matched words highlighted,
 * ranked by the domain's rules (at most 200).
 */
import { css, type Theme } from '@emotion/react';
import { isTutorialOnly } from '@marketplace/domain/apps';
import { pageCopy } from '@marketplace/domain/page-copy';
import { paths } from '@marketplace/domain/routes';
import { isSearchable, queryTooShortMessage, searchWords } from '@marketplace/domain/search-query';
import { Link, useSearchParams } from 'react-router-dom';
import { AppActions } from '../app-actions/AppActions.tsx';
import { usePageTitle } from '../app-shell/page-title.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { SkeletonCards } from '../ui/Skeleton.tsx';
import { Highlighted } from './Highlighted.tsx';
import { SearchFacts } from './SearchFacts.tsx';
import { NearQueryLink, SearchFallbackLinks } from './SearchFallbacks.tsx';
import { pageHeading, sectionHeading, statePanel } from '../ui/page-styles.ts';
import { useAppHref } from '../data/use-app-href.ts';
import { useSearch } from './use-search.ts';

const results = (t: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  > li {
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
  }
  > li > a {
    display: grid;
    grid-template-columns: 48px 1fr;
    gap: 14px;
    padding: 14px;
    border-radius: ${t.radius.card}px;
    color: ${t.color.text};
    text-decoration: none;
  }
  > li > a:hover {
    background: ${t.color.subtle};
  }
  .result-actions {
    padding: 0 14px 14px 76px;
  }
  .result-actions:empty {
    display: none;
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 10px;
  }
  h3 {
    margin: 0 0 2px;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${t.color.muted};
    font-size: 14px;
  }
`;

export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const heading = query ? `Search results for “${query}”` : null;
  usePageTitle(heading ?? pageCopy.search.title);
  const { apps, nearQuery, partners, loading, error, reload } = useSearch(query);
  const href = useAppHref();
  const words = searchWords(query);

  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title" css={pageHeading}>
        {heading ?? 'Search'}
      </h1>
      {!isSearchable(query) ? (
        <div css={statePanel}>
          <p>{queryTooShortMessage}</p>
        </div>
      ) : error ? (
        <LoadError what="apps" message={error.message} onRetry={reload} />
      ) : loading ? (
        <SkeletonCards count={4} label="Loading results" />
      ) : (
        <>
          <p role="status">
            {apps.length} {apps.length === 1 ? 'app' : 'apps'} and {partners.length} {partners.length === 1 ? 'partner' : 'partners'} found.
          </p>
          <NearQueryLink near={nearQuery} />
          <section aria-labelledby="search-apps">
            <div css={sectionHeading}>
              <h2 id="search-apps">Apps</h2>
            </div>
            {apps.length === 0 ? (
              <div css={statePanel}>
                <p>No apps match “{query}”.</p>
                <SearchFallbackLinks query={query} />
                <Link to={paths.apps()}>Browse all apps</Link>
              </div>
            ) : (
              <ul css={results} aria-label="Apps found">
                {apps.map((app) => (
                  <li key={app.id}>
                    <Link to={href(app)}>
                      <img src={app.icon} alt="" width={48} height={48} />
                      <div>
                        <h3 id={`search-app-${app.id}`}>
                          <Highlighted text={app.name} words={app.matchedWords.name} />
                        </h3>
                        <p>
                          <Highlighted text={app.shortDescription} words={app.matchedWords.shortDescription} />
                        </p>
                        <p>
                          <Highlighted text={app.category.name} words={app.matchedWords.categoryName} />
                        </p>
                        <SearchFacts app={app} tutorial={isTutorialOnly(app)} />
                      </div>
                    </Link>
                    <div className="result-actions">
                      <AppActions app={app} variant="compact" describedBy={`search-app-${app.id}`} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="search-partners">
            <div css={sectionHeading}>
              <h2 id="search-partners">Partners</h2>
            </div>
            {partners.length === 0 ? (
              <div css={statePanel}>
                <p>No partners match “{query}”.</p>
              </div>
            ) : (
              <ul css={results} aria-label="Partners found">
                {partners.map((expert) => (
                  <li key={expert.id}>
                    <Link to={paths.expert(expert.slug)}>
                      {expert.logo ? <img src={expert.logo} alt="" width={48} height={48} /> : <span />}
                      <div>
                        <h3>
                          <Highlighted text={expert.name} words={words} />
                        </h3>
                        <p>
                          <Highlighted text={expert.description} words={words} />
                        </p>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
