/**
 * What makes a service page read as a service (spec 2's service template): what is delivered (its
 * kinds of service), by whom (the developer, linked to their page) and how it starts ('Activate').
 */
import { css, type Theme } from '@emotion/react';
import { expertServiceSchema } from '@marketplace/domain/entities/expert';
import type { App } from '@marketplace/domain/entities/app';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { serviceLabels } from '../ui/labels.ts';
import type { DeveloperByline } from './useAppDetail.ts';

const frame = (t: Theme) => css`
  margin: 24px 0;
  padding: 16px 20px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.subtle};
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 8px 16px;
    margin: 0;
  }
  dt {
    font-weight: ${t.font.weight.medium};
  }
  dd {
    margin: 0;
  }
`;

export function ServiceSummary({ app, developer }: { app: App; developer: DeveloperByline }) {
  const kinds = app.types.map((type) => {
    const known = expertServiceSchema.safeParse(type);
    return known.success ? serviceLabels[known.data] : type;
  });
  const by = developer.kind === 'ready' ? developer.name : 'the developer';
  return (
    <section css={frame} aria-labelledby="service-summary-title" data-testid="service-summary">
      <h2 id="service-summary-title">About this service</h2>
      <dl>
        <dt>What is delivered</dt>
        <dd>{kinds.length > 0 ? kinds.join(', ') : app.shortDescription}</dd>
        <dt>Delivered by</dt>
        <dd>{developer.kind === 'ready' ? <Link to={paths.developer(developer.slug)}>{developer.name}</Link> : by}</dd>
        <dt>How it starts</dt>
        <dd>Activate the service and {by} gets in touch to plan the work with you.</dd>
      </dl>
    </section>
  );
}
