/**
 * A card's Compare box: picks the app for the side-by-side comparison. Its state
 * is the store's, set on click, so the box changes at once; a fourth app cannot be picked.
 */
import { css, type Theme } from '@emotion/react';
import { canCompareMore } from '@marketplace/domain/compare';
import type { App } from '@marketplace/domain/entities/app';
import { useMarketplaceStore } from '../store/context.tsx';
import { themed } from './themed.ts';

const toggle = themed(
  (t: Theme) => css`
    display: inline-flex;
    /* In a card's grid of actions: the box and its word, not the card's width. */
    justify-self: start;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    margin-top: 4px;
    font-size: 14px;
    color: ${t.color.text};
    cursor: pointer;
    input {
      width: 18px;
      height: 18px;
      margin: 0;
      accent-color: ${t.color.accent};
    }
    input:disabled + span {
      color: ${t.color.muted};
    }
  `,
);

export function CompareToggle({ app }: { app: Pick<App, 'slug' | 'name'> }) {
  const compared = useMarketplaceStore((s) => s.compared);
  const toggleCompared = useMarketplaceStore((s) => s.toggleCompared);
  const checked = compared.includes(app.slug);
  return (
    <label css={toggle}>
      {/* The name says which app (every card has a box), and starts with the visible word. */}
      <input type="checkbox" aria-label={`Compare ${app.name}`} checked={checked} disabled={!checked && !canCompareMore(compared)} onChange={() => toggleCompared(app.slug)} />
      <span>Compare</span>
    </label>
  );
}
