/**
 * Reviews in pages: the sorts, the star filter, the page size and the order each sort means, the
 * "helpful" votes and the developer's reply. The platform pages with these rules (its SQL follows
 * `reviewOrder`) and the screens name the sorts and count the pages with them.
 */
import { z } from 'zod';
import { FIRST_REVIEW_PAGE, STAR_MAX, STAR_MIN } from './constants.ts';
import { isoDateTimeSchema } from './entities/common.ts';
import { starSchema } from './entities/feedback.ts';
import { decimalIntegerSchema } from './decimal-integer.ts';

/** Reviews per page. */
export const REVIEW_PAGE_SIZE = 10;

export const reviewSortSchema = z.enum(['recent', 'highest', 'lowest', 'helpful']);
export type ReviewSort = z.infer<typeof reviewSortSchema>;

export const reviewSortLabels: Record<ReviewSort, string> = {
  recent: 'Most recent',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  helpful: 'Most helpful',
};

/** The keys a sort orders by, first to last; every sort ends on the date then the id, so pages never overlap. */
export type ReviewOrderKey = { key: 'rating' | 'helpful' | 'date' | 'id'; direction: 'asc' | 'desc' };
export const reviewOrder: Record<ReviewSort, readonly ReviewOrderKey[]> = {
  recent: [
    { key: 'date', direction: 'desc' },
    { key: 'id', direction: 'asc' },
  ],
  highest: [
    { key: 'rating', direction: 'desc' },
    { key: 'date', direction: 'desc' },
    { key: 'id', direction: 'asc' },
  ],
  lowest: [
    { key: 'rating', direction: 'asc' },
    { key: 'date', direction: 'desc' },
    { key: 'id', direction: 'asc' },
  ],
  helpful: [
    { key: 'helpful', direction: 'desc' },
    { key: 'date', direction: 'desc' },
    { key: 'id', direction: 'asc' },
  ],
};

const PAGE_MESSAGE = 'The page must be a whole number from 1.';
const STARS_MESSAGE = `Stars must be a whole number from ${STAR_MIN} to ${STAR_MAX}.`;
const SORT_MESSAGE = `Sort must be one of ${reviewSortSchema.options.join(', ')}.`;

/** The query of a page of reviews (strings in an address): sort, stars (none = every rating) and page from 1. */
export const reviewPageQuerySchema = z.object({
  sort: z.enum(reviewSortSchema.options, { error: SORT_MESSAGE }).default(FIRST_REVIEW_PAGE.sort),
  stars: decimalIntegerSchema({ min: STAR_MIN, max: STAR_MAX, message: STARS_MESSAGE }).optional(),
  page: decimalIntegerSchema({ min: 1, max: 1_000_000, message: PAGE_MESSAGE }).default(FIRST_REVIEW_PAGE.page),
});

export const REVIEW_REPLY_TEXT = { min: 2, max: 1000 } as const;

/** The developer's reply to a review: one per review, written again to edit it. */
export const reviewReplyBodySchema = z.object({
  reply: z
    .string({ error: 'Please enter your reply' })
    .trim()
    .min(REVIEW_REPLY_TEXT.min, 'Please enter your reply')
    .max(REVIEW_REPLY_TEXT.max, `Reply cannot be longer than ${REVIEW_REPLY_TEXT.max} characters`),
});

export const reviewReplySchema = z.object({ text: z.string(), createdAt: isoDateTimeSchema, updatedAt: isoDateTimeSchema });

/** A written review as a page shows it: its date, its helpful votes (and the caller's), the developer's reply. */
export const pagedReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  review: z.string(),
  rating: starSchema,
  createdAt: isoDateTimeSchema,
  helpful: z.number().int().nonnegative(),
  /** Whether the signed-in caller marked it helpful (false for a visitor). */
  votedHelpful: z.boolean(),
  /** Whether it is the signed-in caller's own review (which the caller cannot vote for). */
  own: z.boolean(),
  reply: reviewReplySchema.nullable(),
  /** Since when the reviewer's organisation had used the app when it rated (null: a rating from before that was kept). */
  usedSince: isoDateTimeSchema.nullable(),
});
export type PagedReview = z.infer<typeof pagedReviewSchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(pagedReviewSchema),
  /** Written reviews matching the star filter, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Whether the caller is the app's developer, who may reply. */
  canReply: z.boolean(),
  /** Whether the caller's organisation may rate and review the app (review-eligibility.ts; false for a visitor). */
  canReview: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** How many pages `total` reviews fill (at least one, empty). */
export const reviewPageCount = (total: number, pageSize = REVIEW_PAGE_SIZE): number => Math.max(1, Math.ceil(total / pageSize));

/** Where a page starts and how much it holds. */
export const reviewPageWindow = (page: number, pageSize = REVIEW_PAGE_SIZE) => ({ offset: (page - 1) * pageSize, limit: pageSize });

/** 'Reviews 11–20 of 34', or 'No reviews' for an empty list. */
export function reviewRangeText(page: number, total: number, pageSize = REVIEW_PAGE_SIZE): string {
  if (total === 0) return 'No reviews';
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return `Reviews ${first}–${last} of ${total}`;
}

type Orderable = Pick<PagedReview, 'id' | 'rating' | 'helpful' | 'createdAt'>;
const valueOf = (review: Orderable, key: ReviewOrderKey['key']): number | string =>
  key === 'rating' ? review.rating : key === 'helpful' ? review.helpful : key === 'date' ? Date.parse(review.createdAt) : review.id;

/** The comparator a sort means, for lists held in memory and to check the platform's pages. */
export function compareReviews(sort: ReviewSort): (a: Orderable, b: Orderable) => number {
  return (a, b) => {
    for (const { key, direction } of reviewOrder[sort]) {
      const [x, y] = [valueOf(a, key), valueOf(b, key)];
      if (x === y) continue;
      const ascending = x < y ? -1 : 1;
      return direction === 'asc' ? ascending : -ascending;
    }
    return 0;
  };
}

/** The platform's refusals of a helpful vote or a reply, one message each. */
export const reviewMessages = {
  reviewNotFound: 'Review not found.',
  ownReviewVote: 'You cannot mark your own review as helpful.',
  alreadyVoted: 'You have already marked this review as helpful.',
  notDeveloper: 'Only the developer of this app can reply to its reviews.',
} as const;
