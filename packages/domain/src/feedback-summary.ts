/**
 * The feedback summary of an app (spec 3): average rate, votes, the 1–5 histogram with each
 * bucket's votes and percent, and the reviews. Percent is rounded to one decimal.
 */
import type { FeedbackSummary, Histogram, Rate, Review } from './entities/feedback.ts';

export type Rating = { id: string; name: string; rate: 1 | 2 | 3 | 4 | 5; review: string | null; createdAt: string };

const stars = [1, 2, 3, 4, 5] as const;

export function histogramOf(rates: readonly number[]): Histogram {
  const total = rates.length;
  const bucket = (star: number) => {
    const votes = rates.filter((r) => r === star).length;
    return { votes, percent: total === 0 ? 0 : Math.round((votes / total) * 1000) / 10 };
  };
  return { 1: bucket(1), 2: bucket(2), 3: bucket(3), 4: bucket(4), 5: bucket(5) };
}

/**
 * An app's rate from its votes and the sum of their stars: the average to one decimal, or null
 * when nobody voted (there is no average then). The app entity, the page metadata and the
 * feedback summary all take their rate from here.
 */
export function rateOf(votes: number, starSum: number): Rate | null {
  if (votes === 0) return null;
  return { rate: Math.round((starSum / votes) * 10) / 10, votes };
}

/** Newest reviews first; ratings without text count in the histogram but are not reviews. */
export function feedbackSummary(product: string, ratings: readonly Rating[]): FeedbackSummary {
  const rates = ratings.map((r) => r.rate).filter((r) => stars.includes(r));
  const reviews: Review[] = ratings
    .filter((r): r is Rating & { review: string } => r.review !== null && r.review.trim() !== '')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
    .map((r) => ({ id: r.id, name: r.name, review: r.review, rating: r.rate, createdAt: r.createdAt }));
  const rate = rateOf(
    rates.length,
    rates.reduce((sum, r) => sum + r, 0),
  );
  // The summary's schema has a number for the rate: 0 stands for "no votes" (votes says so too).
  return { product, rate: rate?.rate ?? 0, votes: rates.length, histogram: histogramOf(rates), reviews };
}
