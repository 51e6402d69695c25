/** Features and benefits: a plain list from the app's resources. */
import { css, type Theme } from '@emotion/react';
import type { AppDetailSection } from '@marketplace/domain/routes';
import { DetailSection } from './DetailSection.tsx';
import { sectionTitles } from './section-titles.ts';

const list = (t: Theme) => css`
  margin: 0;
  padding-left: 20px;
  li::marker {
    color: ${t.color.accent};
  }
`;

export function ListSection({ id, items, empty }: { id: Extract<AppDetailSection, 'features' | 'benefits'>; items: readonly string[]; empty: string }) {
  return (
    <DetailSection id={id} title={sectionTitles[id]}>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul css={list}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
