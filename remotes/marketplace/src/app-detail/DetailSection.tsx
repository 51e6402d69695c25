/** One section of the detail page: an h2 and an id from appDetailSections, so #reviews lands here. */
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

const frame = (t: Theme) => css`
  padding: 24px 0;
  border-top: 1px solid ${t.color.border};
  scroll-margin-top: 20px;
  h2 {
    margin: 0 0 16px;
    font-size: 22px;
    font-weight: ${t.font.weight.bold};
  }
  p,
  li {
    line-height: 1.6;
  }
`;

export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} css={frame} data-section={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
