/**
 * A row of cards that leaves no empty slot: at each width the grid takes as many columns as fit,
 * then the largest number of them that divides the cards into full rows (6 cards in 3 columns, not
 * 4 and 2); when none does, the cards past the last full row wait behind the row's "See all".
 */
import { css } from '@emotion/react';

/** The columns and the cards shown for `count` cards where `fit` columns fit. */
export function filledLayout(count: number, fit: number): { columns: number; shown: number } {
  if (count <= fit) return { columns: Math.max(count, 1), shown: count };
  for (let columns = fit; columns > 1; columns -= 1) if (count % columns === 0) return { columns, shown: count };
  return { columns: fit, shown: fit === 1 ? count : count - (count % fit) };
}

/**
 * The grid's styles, by the width of its container (the element that gets `filledRowsContainer`):
 * `minWidth` per card, `gap` between, up to `maxColumns`.
 */
export function filledRows(count: number, { minWidth, gap, maxColumns }: { minWidth: number; gap: number; maxColumns: number }) {
  const widthFor = (columns: number) => columns * minWidth + (columns - 1) * gap;
  const rules = Array.from({ length: maxColumns }, (_x, index) => {
    const fit = index + 1;
    const { columns, shown } = filledLayout(count, fit);
    const from = fit === 1 ? 0 : widthFor(fit);
    const below = fit === maxColumns ? null : widthFor(fit + 1);
    const query = [fit === 1 ? null : `(min-width: ${from}px)`, below === null ? null : `(max-width: ${below - 0.02}px)`].filter(Boolean).join(' and ');
    const hide = shown < count ? `& > li:nth-child(n + ${shown + 1}) { display: none; }` : '';
    return `@container ${query} { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); ${hide} }`;
  });
  return css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${gap}px;
    list-style: none;
    margin: 0;
    padding: 0;
    ${rules.join('\n')}
  `;
}

/** What the rows measure their width against. */
export const filledRowsContainer = css`
  container-type: inline-size;
`;
