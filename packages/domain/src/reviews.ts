/**
 * Form validation of app reviews and expert reviews/messages (spec 5). The schemas (and their
 * messages) live with the entities; these helpers turn a parse into one message per field.
 */
import type { z } from 'zod';
import { appReviewSchema } from './entities/feedback.ts';
import { expertMessageSchema, expertReviewSchema } from './entities/expert.ts';

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Partial<Record<string, string>> };

/** The first message for each field that failed. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export const validateAppReview = (input: unknown) => validate(appReviewSchema, input);
export const validateExpertReview = (input: unknown) => validate(expertReviewSchema, input);
export const validateExpertMessage = (input: unknown) => validate(expertMessageSchema, input);
