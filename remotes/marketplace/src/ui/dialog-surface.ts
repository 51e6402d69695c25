/** A dialog's card over a dimmed page: the confirmations' modal and the screenshot viewer. */
import { css, type Theme } from '@emotion/react';

export const dialogSurface = (t: Theme) => css`
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.surface};
  color: ${t.color.text};
  &::backdrop {
    background: ${t.color.overlay};
  }
`;
