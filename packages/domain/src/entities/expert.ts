/** Partner experts: profile, message, review and visit (spec 3), with the limits of spec 5. */
import { z } from 'zod';
import { EXPERT_REVIEW_NAME, EXPERT_REVIEW_TEXT, EXPERT_SERVICES, PLAUSIBLE_YEARS } from '../constants.ts';
import { webAddressSchema } from '../web-address.ts';

export const expertServiceSchema = z.enum(EXPERT_SERVICES);
export type ExpertService = z.infer<typeof expertServiceSchema>;

/** A partner (expert) profile. The spec shows few fields; these are what the screens need. */
export const expertSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  languages: z.array(z.string()),
  services: z.array(expertServiceSchema),
  recommended: z.boolean(),
  /** Testimonials shown on the profile tab. */
  testimonials: z.array(z.object({ author: z.string(), content: z.string() })),
});
export type Expert = z.infer<typeof expertSchema>;

/**
 * The spec fixes no messages for expert forms; these are ours, in the spec's tone. The limits are
 * the spec's (review 10 to 2000, name 3 to 64).
 */
export const expertFormMessages = {
  email: 'Please enter a valid email address',
  nameTooShort: `Name must be at least ${EXPERT_REVIEW_NAME.min} characters`,
  nameTooLong: `Name cannot be longer than ${EXPERT_REVIEW_NAME.max} characters`,
  reviewTooShort: `Review must be at least ${EXPERT_REVIEW_TEXT.min} characters`,
  reviewTooLong: `Review cannot be longer than ${EXPERT_REVIEW_TEXT.max} characters`,
  messageTooShort: `Message must be at least ${EXPERT_REVIEW_TEXT.min} characters`,
  messageTooLong: `Message cannot be longer than ${EXPERT_REVIEW_TEXT.max} characters`,
  surname: 'Please enter your surname',
  website: 'Please enter a valid website address',
} as const;

const emailSchema = z.email(expertFormMessages.email);
const nameSchema = z.string().trim().min(EXPERT_REVIEW_NAME.min, expertFormMessages.nameTooShort).max(EXPERT_REVIEW_NAME.max, expertFormMessages.nameTooLong);
/** Optional website: empty string means none. */
const websiteSchema = z.union([z.literal(''), webAddressSchema(expertFormMessages.website)]).optional();

/** POST partners/experts_marketplace/{id}/message */
export const expertMessageSchema = z.object({
  /** Where the expert answers: the address typed in the form. */
  email: emailSchema,
  /** The account that sends it (the signed-in user's address). */
  userEmail: emailSchema,
  message: z.string().trim().min(EXPERT_REVIEW_TEXT.min, expertFormMessages.messageTooShort).max(EXPERT_REVIEW_TEXT.max, expertFormMessages.messageTooLong),
  name: nameSchema,
  surname: z.string().trim().min(1, expertFormMessages.surname).max(EXPERT_REVIEW_NAME.max, expertFormMessages.nameTooLong),
  website: websiteSchema,
});
export type ExpertMessage = z.infer<typeof expertMessageSchema>;

/** POST partners/experts_marketplace/{id}/comment */
export const expertReviewSchema = z.object({
  email: emailSchema,
  userEmail: emailSchema,
  comment: z.string().trim().min(EXPERT_REVIEW_TEXT.min, expertFormMessages.reviewTooShort).max(EXPERT_REVIEW_TEXT.max, expertFormMessages.reviewTooLong),
  name: nameSchema,
  website: websiteSchema,
});
export type ExpertReview = z.infer<typeof expertReviewSchema>;

/** POST partners/experts/visits */
/** A visit's time: an ISO date-time in a plausible year (year 0000 and the like cannot be stored). */
const visitTimeSchema = z.iso.datetime({ offset: true }).refine((text) => {
  const year = new Date(text).getUTCFullYear();
  return year >= PLAUSIBLE_YEARS.min && year <= PLAUSIBLE_YEARS.max;
}, `The visit must be dated between ${PLAUSIBLE_YEARS.min} and ${PLAUSIBLE_YEARS.max}.`);
export const expertVisitSchema = z.object({ expert_id: z.string().max(200), visited_at: visitTimeSchema });
export type ExpertVisit = z.infer<typeof expertVisitSchema>;
