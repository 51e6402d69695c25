/**
 * Forgiving word matching for search: the Damerau–Levenshtein distance (optimal string alignment:
 * a swap of two neighbouring letters is one edit, like a wrong, an extra or a missing letter), with
 * as many edits forgiven as the word's length allows, looked up in a sorted list of words.
 */

/** Edits forgiven in a query word: none under 4 letters, one to 5, two from 6 (a third of its letters, at most two). */
export function editBudget(length: number): number {
  return length < 4 ? 0 : Math.min(2, Math.floor(length / 3));
}

/** Words longer than this are matched exactly or by their beginning only (a pasted text, not a typed word). */
const MAX_FUZZY_LENGTH = 32;

/** A word of the list near the query word: its position in the list and the edits between them. */
export interface NearWord {
  at: number;
  edits: number;
  /** True when only a beginning of the word is near (the query word is a misspelled beginning). */
  beginning: boolean;
}

/**
 * The words of a sorted list within `max` edits of `word`, or, with `beginnings`, whose
 * beginning is. Words sharing a beginning share its rows of the distance table, and a beginning
 * already too far skips every word it begins, so a list of many thousand words costs a few
 * milliseconds.
 */
export function nearWords(sorted: readonly string[], word: string, max: number, beginnings = false): NearWord[] {
  const m = word.length;
  const found: NearWord[] = [];
  if (max <= 0 || m === 0 || m > MAX_FUZZY_LENGTH) return found;
  const query = Array.from({ length: m }, (_, j) => word.charCodeAt(j));
  // rows[d] is the table's row after the first d letters of the current word.
  const rows: Int32Array[] = [Int32Array.from({ length: m + 1 }, (_, j) => j)];
  // The least value of each row, and the least distance of the query to any beginning up to d.
  const rowMin: number[] = [0];
  const bestBeginning: number[] = [m];
  let previous = '';
  let valid = 0;
  for (let at = 0; at < sorted.length; at++) {
    const term = sorted[at] as string;
    const n = term.length;
    if (n < m - max || (!beginnings && n > m + max)) {
      valid = Math.min(valid, sharedLength(previous, term, valid));
      previous = term;
      continue;
    }
    let d = sharedLength(previous, term, Math.min(valid, n));
    previous = term;
    let dead = d > 0 && isDead(rowMin, d, max);
    while (!dead && d < n) {
      d++;
      const row = (rows[d] ??= new Int32Array(m + 1));
      const above = rows[d - 1] as Int32Array;
      const twoAbove = d >= 2 ? (rows[d - 2] as Int32Array) : null;
      const letter = term.charCodeAt(d - 1);
      const letterBefore = d >= 2 ? term.charCodeAt(d - 2) : -1;
      row[0] = d;
      let least = d;
      for (let j = 1; j <= m; j++) {
        const q = query[j - 1] as number;
        let cell = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + (q === letter ? 0 : 1));
        if (twoAbove && j >= 2 && q === letterBefore && query[j - 2] === letter) cell = Math.min(cell, (twoAbove[j - 2] as number) + 1);
        row[j] = cell;
        if (cell < least) least = cell;
      }
      rowMin[d] = least;
      bestBeginning[d] = Math.min(bestBeginning[d - 1] as number, row[m] as number);
      dead = isDead(rowMin, d, max);
    }
    valid = d;
    const whole = d === n ? ((rows[n] as Int32Array)[m] as number) : max + 1;
    if (whole <= max && (beginnings || n >= m - max)) found.push({ at, edits: whole, beginning: false });
    else if (beginnings && (bestBeginning[d] as number) <= max) found.push({ at, edits: bestBeginning[d] as number, beginning: true });
  }
  return found;
}

/** No longer word can come back within `max` edits: this row and, for a swap, the one above are too far. */
const isDead = (rowMin: readonly number[], d: number, max: number): boolean => (rowMin[d] as number) > max && (d < 2 || (rowMin[d - 1] as number) >= max);

/** How many first letters two words share, at most `limit`. */
function sharedLength(a: string, b: string, limit: number): number {
  let k = 0;
  while (k < limit && a.charCodeAt(k) === b.charCodeAt(k)) k++;
  return k;
}

/** The optimal string alignment distance of two words (for tests and short lists). */
export function editDistance(a: string, b: string): number {
  const near = nearWords([b], a, Math.max(a.length, b.length) + 1);
  return near[0]?.edits ?? Math.max(a.length, b.length);
}
