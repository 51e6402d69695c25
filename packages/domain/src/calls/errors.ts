/** The body of every failed call: a machine code (the spec's codes where it has them) and a message. */
import { z } from 'zod';

export const errorBodySchema = z.object({ code: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Header that makes a money-moving call safe to retry: the same key replays the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
