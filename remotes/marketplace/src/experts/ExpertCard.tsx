/** One partner in a list: logo, name, what they offer, linking to the profile. */
import { css, type Theme } from '@emotion/react';
import type { Expert } from '@marketplace/domain/entities/expert';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { serviceLabels } from '../ui/labels.ts';
import { profileCard } from '../ui/page-styles.ts';

const card = (t: Theme) => css`
  ${profileCard(t, '50%')}
  .badge {
    display: inline-block;
    margin-left: 6px;
    padding: 0 6px;
    border-radius: 4px;
    background: ${t.color.accentSoft};
    color: ${t.color.text};
    font-size: 12px;
    font-weight: ${t.font.weight.medium};
  }
`;

export function ExpertCard({ expert }: { expert: Expert }) {
  return (
    <Link to={paths.expert(expert.slug)} css={card} data-testid="expert-card">
      {expert.logo ? <img src={expert.logo} alt="" width={56} height={56} /> : <span />}
      <div>
        <h3>
          {expert.name}
          {expert.recommended && <span className="badge">Recommended</span>}
        </h3>
        <p>{expert.description}</p>
        <p>{expert.services.map((service) => serviceLabels[service]).join(' · ')}</p>
      </div>
    </Link>
  );
}
