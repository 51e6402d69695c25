/** Partners and recommended partners (spec 2): every expert, or those we recommend. */
import { css } from '@emotion/react';
import { pageCopy } from '@marketplace/domain/page-copy';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { pageHeading, pageIntro, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';
import { ExpertCard } from './ExpertCard.tsx';
import { useExperts } from '../data/use-experts.ts';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function PartnersPage({ recommendedOnly }: { recommendedOnly: boolean }) {
  const copy = recommendedOnly ? pageCopy.recommendedPartners : pageCopy.partners;
  usePageTitle(copy.title);
  const { experts, loading, error, reload } = useExperts();
  const shown = recommendedOnly ? experts.filter((expert) => expert.recommended) : experts;
  return (
    <section aria-labelledby="partners-title">
      <h1 id="partners-title" css={pageHeading}>
        {copy.title}
      </h1>
      <p css={pageIntro}>
        {copy.description}{' '}
        {recommendedOnly ? <Link to={paths.partners()}>See all partners</Link> : <Link to={paths.recommendedPartners()}>See recommended partners</Link>}
      </p>
      {error ? (
        <div role="alert" css={statePanel}>
          <p>The partners couldn’t be loaded: {error.message}</p>
          <button type="button" onClick={reload}>
            Try again
          </button>
        </div>
      ) : loading ? (
        <SkeletonCards count={6} label="Loading partners" />
      ) : shown.length === 0 ? (
        <div css={statePanel}>
          <p>No partners to show yet.</p>
        </div>
      ) : (
        <ul css={grid} aria-label={copy.title}>
          {shown.map((expert) => (
            <li key={expert.id}>
              <ExpertCard expert={expert} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
