/** Button looks shared by every screen. */
import { css, type Theme } from '@emotion/react';

/** A bordered, quiet button (also for links that act as buttons); 44 px high, a finger's target. */
export const quietButton = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  box-sizing: border-box;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${t.radius.control}px;
  border: 1px solid ${t.color.border};
  background: ${t.color.surface};
  color: ${t.color.text};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  max-width: 100%;
  &:hover {
    background: ${t.color.subtle};
  }
  /* A long label wraps on a phone rather than pushing the page sideways. */
  @media ${t.breakpoint.narrow} {
    white-space: normal;
  }
`;

/** The page's one dominant call to action (Pay, Checkout, Add all). */
export const primaryButton = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${t.radius.control}px;
  border: 1px solid ${t.color.accent};
  background: ${t.color.accent};
  color: ${t.color.accentText};
  font-weight: ${t.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  max-width: 100%;
  @media ${t.breakpoint.narrow} {
    white-space: normal;
    text-align: center;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${t.color.subtle};
    border-color: ${t.color.border};
    color: ${t.color.muted};
  }
`;
