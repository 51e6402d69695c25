/** Ratings and reviews of apps (spec 3, feedback). */
import { z } from 'zod';
import { APP_REVIEW_NAME, APP_REVIEW_TEXT, STAR_MAX, STAR_MIN } from '../constants.ts';
import { isoDateTimeSchema } from './common.ts';

export const starSchema = z.number().int().min(STAR_MIN).max(STAR_MAX);

/** An app's rate: average stars and number of votes. */
export const rateSchema = z.object({ rate: z.number().min(0).max(STAR_MAX), votes: z.number().int().nonnegative() });
export type Rate = z.infer<typeof rateSchema>;

export const histogramBucketSchema = z.object({ percent: z.number().min(0).max(100), votes: z.number().int().nonnegative() });

/** Buckets 1 to 5. */
export const histogramSchema = z.object({
  1: histogramBucketSchema,
  2: histogramBucketSchema,
  3: histogramBucketSchema,
  4: histogramBucketSchema,
  5: histogramBucketSchema,
});
export type Histogram = z.infer<typeof histogramSchema>;

/** A published review of an app. */
export const reviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  review: z.string(),
  rating: starSchema,
  createdAt: isoDateTimeSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const feedbackSummarySchema = z.object({
  /** The app (product) id the summary belongs to. */
  product: z.string(),
  rate: z.number().min(0).max(STAR_MAX),
  votes: z.number().int().nonnegative(),
  histogram: histogramSchema,
  reviews: z.array(reviewSchema),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/**
 * The app review form (spec 5): review 2 to 255, name 2 to 64, rating 1 to 5, with the spec's
 * messages. Also the body of PUT /feedback/rate/application/{id}.
 */
const RATING_MESSAGE = 'This field cannot be blank, please rate the app on a scale from 1-5';

export const appReviewSchema = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(STAR_MIN, RATING_MESSAGE).max(STAR_MAX, RATING_MESSAGE),
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(APP_REVIEW_NAME.min, 'Please enter your name')
    .max(APP_REVIEW_NAME.max, 'Name cannot be longer than 64 characters'),
  review: z
    .string({ error: 'Please enter your review' })
    .trim()
    .min(APP_REVIEW_TEXT.min, 'Please enter your review')
    .max(APP_REVIEW_TEXT.max, 'Review cannot be longer than 255 characters'),
});
export type AppReviewInput = z.input<typeof appReviewSchema>;

/**
 * Ours ('My reviews'): one of the signed-in account's own ratings, with the app it rates
 * (name and icon to show it, slug to link it). The text is null for a rating left without words.
 */
export const ownReviewSchema = z.object({
  appId: z.string(),
  slug: z.string(),
  appName: z.string(),
  icon: z.string(),
  rating: starSchema,
  name: z.string(),
  review: z.string().nullable(),
  updatedAt: isoDateTimeSchema,
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
