/** Styles shared by the app-detail parts: focus ring, section frame, links and buttons. */
import { css, type Theme } from '@emotion/react';
import { focusRing } from '../ui/focus-ring.ts';

// Doubled class (&&): the shell's 'button { color: inherit }' and 'a { color }' must not win.
export const button = (t: Theme) => css`
  && {
    border: 1px solid ${t.color.accent};
    background: ${t.color.accent};
    color: ${t.color.accentText};
  }
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 8px 16px;
  border: 1px solid ${t.color.accent};
  border-radius: ${t.radius.control}px;
  background: ${t.color.accent};
  color: ${t.color.accentText};
  font: inherit;
  font-weight: ${t.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
  ${focusRing(t)}
`;

export const secondaryButton = (t: Theme) => css`
  ${button(t)}
  && {
    background: ${t.color.surface};
    color: ${t.color.accent};
  }
`;

export const link = (t: Theme) => css`
  color: ${t.color.accent};
  text-underline-offset: 2px;
  /* A long address (an email) breaks rather than pushing a phone's page sideways. */
  overflow-wrap: anywhere;
  ${focusRing(t)}
`;
