/**
 * The apps picked for comparison: a UI choice held here so a card's Compare box
 * changes the moment it is clicked; the comparison page keeps the same list in its address.
 */
import { comparedSlugs, toggleCompared } from '@marketplace/domain/compare';
import type { SliceCreator } from './store-deps.ts';

export interface CompareSlice {
  /** Slugs of the compared apps, at most three (domain MAX_COMPARED_APPS), in the order picked. */
  compared: readonly string[];
  /** Adds the app when there is room, or takes it out. */
  toggleCompared: (slug: string) => void;
  /** Follows the comparison page's address. */
  setCompared: (slugs: readonly string[]) => void;
}

export const createCompareSlice: SliceCreator<CompareSlice> = () => (set) => ({
  compared: [],
  toggleCompared: (slug) => set((state) => ({ compared: toggleCompared(state.compared, slug) })),
  setCompared: (slugs) =>
    set((state) => {
      const next = comparedSlugs(slugs.join(','));
      // The same list keeps its identity, so subscribers do not re-render for nothing.
      return next.length === state.compared.length && next.every((slug, index) => slug === state.compared[index]) ? state : { compared: next };
    }),
});
