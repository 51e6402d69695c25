/**
 * Partners and recommended partners (spec 2): every expert, or those we recommend, narrowed by the
 * expert services filter (spec 9 values) kept in the query string.
 */
import { css, type Theme } from '@emotion/react';
import { EXPERT_SERVICES } from '@marketplace/domain/constants';
import { countedNoun } from '@marketplace/domain/counted-copy';
import type { ExpertService } from '@marketplace/domain/entities/expert';
import { expertServicesFromQuery, expertServicesQuery, filterExpertsByServices } from '@marketplace/domain/experts';
import { pageCopy } from '@marketplace/domain/page-copy';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { useQueryString } from '../app-shell/use-query-string.ts';
import { serviceLabels } from '../ui/labels.ts';
import { usePageTitle } from '../app-shell/page-title.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { cardGrid, pageHeading, pageIntro, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { ExpertCard } from './ExpertCard.tsx';
import { useExperts } from '../data/use-experts.ts';

const filters = (t: Theme) => css`
  margin: 0 0 24px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-weight: ${t.font.weight.medium};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${t.color.accent};
  }
`;

/** The expert services filter, read from and written to the query string. */
function useServicesFilter(): [ExpertService[], (service: ExpertService, on: boolean) => void] {
  const [search, writeSearch] = useQueryString();
  const chosen = expertServicesFromQuery(search);
  const toggle = (service: ExpertService, on: boolean) => {
    const next = on ? [...chosen, service] : chosen.filter((s) => s !== service);
    writeSearch(expertServicesQuery(next), { replace: true, preventScrollReset: true });
  };
  return [chosen, toggle];
}

export function PartnersPage({ recommendedOnly }: { recommendedOnly: boolean }) {
  const copy = recommendedOnly ? pageCopy.recommendedPartners : pageCopy.partners;
  usePageTitle(copy.title);
  const { experts, loading, error, reload } = useExperts();
  const [services, toggleService] = useServicesFilter();
  const shown = filterExpertsByServices(recommendedOnly ? experts.filter((expert) => expert.recommended) : experts, services);
  return (
    <section aria-labelledby="partners-title">
      <h1 id="partners-title" css={pageHeading}>
        {copy.title}
      </h1>
      <p css={pageIntro}>
        {copy.description} {recommendedOnly ? <Link to={paths.partners()}>See all partners</Link> : <Link to={paths.recommendedPartners()}>See recommended partners</Link>}
      </p>
      <fieldset css={filters}>
        <legend>Services</legend>
        <div>
          {EXPERT_SERVICES.map((service) => (
            <label key={service}>
              <input type="checkbox" checked={services.includes(service)} onChange={(event) => toggleService(service, event.target.checked)} />
              {serviceLabels[service]}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <LoadError what="partners" message={error.message} onRetry={reload} />
      ) : loading ? (
        <SkeletonCards count={6} label="Loading partners" />
      ) : shown.length === 0 ? (
        <div css={statePanel}>
          <p>{services.length > 0 ? 'No partners offer all the chosen services.' : 'No partners to show yet.'}</p>
        </div>
      ) : (
        <>
          {/* The cards' headings sit under one of this level, for a screen reader's list of headings. */}
          <h2 css={visuallyHidden}>{countedNoun(shown.length, 'partner', 'partners')}</h2>
          <ul css={cardGrid(300)} aria-label={copy.title}>
            {shown.map((expert) => (
              <li key={expert.id}>
                <ExpertCard expert={expert} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
