/** Looks of the checkout pages: one column, like Stripe Checkout, the total always visible. */
import { css, type Theme } from '@emotion/react';
import { panel } from '../ui/panel.ts';

export const column = css`
  max-width: 640px;
  margin: 0 auto;
  display: grid;
  gap: 16px;
`;

export const card = (t: Theme) => css`
  ${panel(t)}
  p {
    margin: 0;
  }
`;

export const appHead = (t: Theme) => css`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: 12px;
  align-items: center;
  img {
    width: 56px;
    height: 56px;
    border-radius: 12px;
  }
  h1,
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${t.color.muted};
  }
`;

export const planChoice = (t: Theme) => css`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: ${t.font.weight.bold};
    margin-bottom: 8px;
  }
  label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 10px;
    align-items: center;
    padding: 12px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${t.color.accent};
    background: ${t.color.accentSoft};
  }
  .price {
    font-weight: ${t.font.weight.bold};
  }
`;

export const resultList = (t: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    gap: 10px;
    align-items: center;
    padding: 10px 12px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
  }
  li:focus {
    outline: 3px solid ${t.color.focus};
  }
  img {
    width: 40px;
    height: 40px;
    border-radius: 8px;
  }
  p {
    margin: 0;
    color: ${t.color.muted};
  }
  .note {
    color: ${t.color.danger};
    font-weight: ${t.font.weight.medium};
  }
`;

export const alertBox = (t: Theme) => css`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${t.radius.control}px;
  border: 1px solid ${t.color.danger};
  color: ${t.color.danger};
`;
