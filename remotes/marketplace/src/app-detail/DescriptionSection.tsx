/** The long description: developer-written HTML, shown only after sanitising (SanitizedHtml). */
import { css, type Theme } from '@emotion/react';
import type { App } from '@marketplace/domain/entities/app';
import { SanitizedHtml } from '../ui/SanitizedHtml.tsx';
import { DetailSection } from './DetailSection.tsx';
import { sectionTitles } from './section-titles.ts';

const prose = (t: Theme) => css`
  max-width: 72ch;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${t.color.accent};
  }
`;

export function DescriptionSection({ app }: { app: App }) {
  return (
    <DetailSection id="description" title={sectionTitles.description}>
      <SanitizedHtml css={prose} html={app.longDescription} data-testid="long-description" />
    </DetailSection>
  );
}
