/**
 * Holds the icons the cards showed last, so a card drawn again (the list sorted back, another
 * filter and back) finds its icon ready. Chromium keeps a loaded image in its memory cache only
 * while something refers to it: once the cards of the previous list are gone and the garbage
 * collector has run, the same icon is read again and its SVG parsed again on the main thread,
 * 12–28 ms an icon at 4× slower CPU, in the tasks right after the frame of a listing change (seen
 * in traces of the listing's sort changes). An unattached image per icon is that reference.
 */

/** Four steps of the listing's cards: a few lists' first rows, a bounded amount of memory. */
export const ICONS_KEPT = 96;

const kept = new Map<string, HTMLImageElement>();

/** Keeps the icon at `src` (once it has loaded in a card), forgetting the least recently shown beyond `limit`. */
export function keepIcon(src: string, limit = ICONS_KEPT): void {
  if (src === '' || typeof Image === 'undefined') return;
  const held = kept.get(src);
  kept.delete(src);
  if (held) {
    kept.set(src, held);
    return;
  }
  const image = new Image();
  image.src = src;
  kept.set(src, image);
  for (const oldest of kept.keys()) {
    if (kept.size <= limit) break;
    kept.delete(oldest);
  }
}

/** The sources held, least recently shown first (for tests). */
export function keptIcons(): string[] {
  return [...kept.keys()];
}
