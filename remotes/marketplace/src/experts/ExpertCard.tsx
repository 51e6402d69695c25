/** One partner in a list: logo, name, what they offer, linking to the profile. */
import { css, type Theme } from '@emotion/react';
import type { Expert } from '@marketplace/domain/entities/expert';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { serviceLabels } from '../ui/labels.ts';

const card = (t: Theme) => css`
  box-sizing: border-box;
  height: 100%;
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: 12px;
  padding: 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  color: ${t.color.text};
  text-decoration: none;
  &:hover {
    box-shadow: 0 4px 16px rgb(0 0 0 / 14%);
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  p {
    margin: 0 0 6px;
    font-size: 14px;
    color: ${t.color.muted};
  }
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
