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

/**
 * A card that links to a profile (a developer, a partner): the logo beside the name and a few lines
 * of text. `logoRadius`: developers show square logos, partners round ones.
 */
export const profileCard = (t: Theme, logoRadius: string) => css`
  box-sizing: border-box;
  height: 100%;
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: 12px;
  padding: 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  color: ${t.color.text};
  text-decoration: none;
  &:hover {
    box-shadow: 0 4px 16px rgb(0 0 0 / 14%);
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: ${logoRadius};
  }
  h2,
  h3 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  p {
    margin: 0 0 6px;
    font-size: 14px;
    color: ${t.color.muted};
  }
`;
