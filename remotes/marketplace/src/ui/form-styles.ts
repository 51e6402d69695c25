/** The look of the marketplace's forms: labelled fields, their errors and hints, and the send button. */
import { css, type Theme } from '@emotion/react';
import { focusRing } from './focus-ring.ts';

/** A form's box: a card-coloured panel with its title. */
const frame = (t: Theme) => css`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.subtle};
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

/** A field's label above it. */
export const fieldLabel = (t: Theme) => css`
  display: block;
  margin-bottom: 6px;
  font-weight: ${t.font.weight.medium};
`;

/** A text field or text area. */
export const textField = (t: Theme) => css`
  box-sizing: border-box;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid ${t.color.muted};
  border-radius: ${t.radius.control}px;
  background: ${t.color.surface};
  color: ${t.color.text};
  font: inherit;
  ${focusRing(t)}
`;

/** A refused field's border, its error and its hint. */
const fieldMessages = (t: Theme) => css`
  [aria-invalid='true'] {
    border-color: ${t.color.danger};
  }
  .error {
    margin: 6px 0 0;
    color: ${t.color.danger};
    font-weight: ${t.font.weight.medium};
  }
  .hint {
    margin: 6px 0 0;
    color: ${t.color.muted};
    font-size: 14px;
  }
`;

/** A form's panel, its labels, text fields and messages; `maxWidth` in px. */
export const formPanel = (t: Theme, maxWidth: number) => css`
  ${frame(t)}
  max-width: ${maxWidth}px;
  label {
    ${fieldLabel(t)}
  }
  ${fieldMessages(t)}
`;

export const formFrame = (t: Theme) => css`
  ${formPanel(t, 640)}
  input,
  textarea {
    ${textField(t)}
  }
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: 16px;
  }
`;

// Doubled class (&&): the shell's 'button { color: inherit }' must not win.
export const primaryButton = (t: Theme) => css`
  && {
    border: 1px solid ${t.color.accent};
    background: ${t.color.accent};
    color: ${t.color.accentText};
  }
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${t.radius.control}px;
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
