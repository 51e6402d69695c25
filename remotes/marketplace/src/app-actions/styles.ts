/** Looks of the action buttons: one dominant call to action, quieter secondary actions. */
import { css, type Theme } from '@emotion/react';

const base = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  gap: 6px;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: ${t.radius.control}px;
  font: inherit;
  font-weight: ${t.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  max-width: 100%;
  cursor: pointer;
  /* A long label wraps on a phone rather than pushing the page sideways. */
  @media ${t.breakpoint.narrow} {
    white-space: normal;
    text-align: center;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
  &:focus-visible {
    outline: 3px solid ${t.color.focus};
    outline-offset: 2px;
  }
`;

// Doubled class (&&): the shell's 'button { color: inherit }' and 'a { color }' must not win.
export const primaryAction = (t: Theme) => css`
  ${base(t)}
  && {
    border: 1px solid ${t.color.accent};
    background: ${t.color.accent};
    color: ${t.color.accentText};
  }
`;

export const secondaryAction = (t: Theme) => css`
  ${base(t)}
  && {
    border: 1px solid ${t.color.accent};
    background: ${t.color.surface};
    color: ${t.color.accent};
  }
`;

export const dangerAction = (t: Theme) => css`
  ${base(t)}
  && {
    border: 1px solid ${t.color.danger};
    background: ${t.color.surface};
    color: ${t.color.danger};
  }
`;

/** Smaller beside a pointer; on a narrow (touch) screen still a 44 px target. */
export const compactSize = (t: Theme) => css`
  && {
    min-height: 32px;
    padding: 4px 12px;
    font-size: 14px;
  }
  @media ${t.breakpoint.narrow} {
    && {
      min-height: 44px;
    }
  }
`;
