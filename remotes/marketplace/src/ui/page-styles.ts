/** Headings, sections and state panels shared by the marketplace's pages. */
import { css, type Theme } from '@emotion/react';

export const pageHeading = (t: Theme) => css`
  margin: 8px 0 4px;
  font-size: clamp(24px, 4vw, 32px);
  font-weight: ${t.font.weight.bold};
  line-height: 1.2;
`;

export const pageIntro = (t: Theme) => css`
  margin: 0 0 24px;
  color: ${t.color.muted};
  max-width: 70ch;
`;

export const sectionHeading = (t: Theme) => css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin: 32px 0 12px;
  h2 {
    margin: 0;
    font-size: 20px;
    font-weight: ${t.font.weight.bold};
  }
  a {
    font-weight: ${t.font.weight.medium};
    white-space: nowrap;
  }
`;

/** A framed message for loading failures and empty results. */
export const statePanel = (t: Theme) => css`
  padding: 32px 24px;
  border: 1px dashed ${t.color.border};
  border-radius: ${t.radius.card}px;
  text-align: center;
  p {
    margin: 0 0 12px;
  }
`;

/** A responsive grid of cards, as many columns as fit at `minWidth` each. */
export const cardGrid = (minWidth: number) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minWidth}px, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A native select in the marketplace's look. */
export const selectControl = (t: Theme) => css`
  height: 40px;
  padding: 0 8px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.control}px;
  background: ${t.color.surface};
`;
