/** Partners and recommended partners (spec 2): every expert, or those we recommend. */
import { pageCopy } from '@marketplace/domain/page-copy';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { cardGrid, pageHeading, pageIntro, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';
import { ExpertCard } from './ExpertCard.tsx';
import { useExperts } from '../data/use-experts.ts';

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
        <LoadError what="partners" message={error.message} onRetry={reload} />
      ) : loading ? (
        <SkeletonCards count={6} label="Loading partners" />
      ) : shown.length === 0 ? (
        <div css={statePanel}>
          <p>No partners to show yet.</p>
        </div>
      ) : (
        <ul css={cardGrid(300)} aria-label={copy.title}>
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
