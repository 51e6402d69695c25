/** One app in a listing: icon, name and short description, linking to its detail page. */
import { css, type Theme } from '@emotion/react';
import type { App } from '@marketplace/domain/entities/app';
import { Link } from 'react-router-dom';

const card = (t: Theme) => css`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: 12px;
  align-items: start;
  padding: 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.surface};
  color: ${t.color.text};
  text-decoration: none;
  transition: box-shadow 120ms ease;
  &:hover {
    box-shadow: 0 4px 16px rgb(27 31 51 / 12%);
  }
  &:focus-visible {
    outline: 3px solid ${t.color.accent};
    outline-offset: 2px;
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 12px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 16px;
    font-weight: ${t.font.weight.bold};
  }
  p {
    margin: 0;
    font-size: 14px;
    color: ${t.color.muted};
  }
`;

export function AppCard({ app, href }: { app: App; href: string }) {
  return (
    <Link to={href} css={card} data-testid="app-card">
      <img src={app.icon} alt="" loading="lazy" width={56} height={56} />
      <div>
        <h3>{app.name}</h3>
        <p>{app.shortDescription}</p>
      </div>
    </Link>
  );
}
