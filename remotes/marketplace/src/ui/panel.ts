/** A bordered panel with its heading: the cart's summary and lines, the checkout's cards. */
import { css, type Theme } from '@emotion/react';

export const panel = (t: Theme) => css`
  display: grid;
  /* One column no wider than the panel: a long figure or form wraps inside it, never past its edge. */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.surface};
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;
