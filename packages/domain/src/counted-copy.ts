/**
 * Words that change with a number or a name, written once for every screen: a count with its noun
 * in the singular or plural, the helpful votes of a review, a minimum rating, a possessive.
 */

/** '1 app', '3 apps', '0 apps'. */
export const countedNoun = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** A review's helpful votes; none yet is an invitation, not '0 people found this helpful'. */
export function helpfulText(count: number): string {
  if (count <= 0) return 'Be the first to find this helpful';
  return count === 1 ? '1 person found this helpful' : `${count} people found this helpful`;
}

/** A minimum-rating choice: '1 star and up', '4 stars and up'. */
export const minRatingText = (stars: number): string => `${countedNoun(stars, 'star', 'stars')} and up`;

/** 'Anna’s', and 'CX Builders’' for a name that ends in s (not 'CX Builders’s'). */
export const possessive = (name: string): string => (/s$/i.test(name.trim()) ? `${name.trim()}’` : `${name.trim()}’s`);
