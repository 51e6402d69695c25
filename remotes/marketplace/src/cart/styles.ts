/** Looks of the cart: one column of lines, the summary beside it on wide screens, a sticky total. */
import { css, type Theme } from '@emotion/react';

export const cartLayout = (t: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 380px);
  gap: 24px;
  align-items: start;
  @media ${t.breakpoint.medium} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const lineList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const lineRow = (t: Theme) => css`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 12px 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  img {
    width: 48px;
    height: 48px;
    border-radius: 10px;
  }
  h2 {
    margin: 0;
    font-size: 16px;
  }
  .meta {
    margin: 2px 0 0;
    color: ${t.color.muted};
    font-size: 14px;
  }
  .refusal {
    margin: 4px 0 0;
    color: ${t.color.danger};
    font-size: 14px;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: end;
  }
  .price {
    font-weight: ${t.font.weight.bold};
    min-width: 9ch;
    text-align: right;
  }
  @media ${t.breakpoint.narrow} {
    grid-template-columns: 48px minmax(0, 1fr);
    .controls {
      grid-column: 1 / -1;
      justify-content: start;
    }
  }
`;

export const figures = (t: Theme) => css`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  dt {
    color: ${t.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: ${t.font.weight.bold};
    color: ${t.color.text};
  }
`;

export const stickyBar = (t: Theme) => css`
  position: sticky;
  bottom: 0;
  z-index: 5;
  margin-top: 24px;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.surface};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 10%);
  .total {
    font-size: 18px;
    font-weight: ${t.font.weight.bold};
  }
  .actions {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

export const inlineAlert = (t: Theme) => css`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${t.radius.control}px;
  border: 1px solid ${t.color.danger};
  color: ${t.color.danger};
`;
