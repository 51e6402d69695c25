/** The keyboard focus ring of every control (WCAG 2.4.7: focus visible). */
import { css, type Theme } from '@emotion/react';

export const focusRing = (t: Theme) => css`
  &:focus-visible {
    outline: 3px solid ${t.color.focus};
    outline-offset: 2px;
  }
`;
