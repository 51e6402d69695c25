/**
 * How far down a listing the visitor has come, kept in the address as ?page=N (N steps of
 * LISTING_STEP cards), so a reload, a shared link or Back shows as many cards again.
 */
import { parseDecimalInteger } from './decimal-integer.ts';
import { LISTING_STEP } from './listing.ts';

export const LISTING_PAGE_PARAM = 'page';

/** The steps the address asks for: a whole number from 1 (anything else is the first). */
export function listingStepsOf(query: Readonly<Record<string, string>>): number {
  const raw = query[LISTING_PAGE_PARAM];
  const steps = raw === undefined ? null : parseDecimalInteger(raw);
  return steps !== null && steps >= 1 ? Math.min(steps, 10_000) : 1;
}

/** How many cards those steps draw. */
export const cardsForSteps = (steps: number): number => steps * LISTING_STEP;
