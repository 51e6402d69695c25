/** Header that makes a money-moving call safe to retry: the same key replays the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
