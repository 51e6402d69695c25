/**
 * How a payment write fails (spec 8, billing failure): the words the screen shows, the kind of
 * notice with its next steps, and the platform's error it came from. The write throws it; the
 * screen reads it from its mutation, never back from the toasts.
 */
import { isApiError } from '@marketplace/api/api-error';
import { catalogueMessage, type ErrorCode } from '@marketplace/domain/errors';
import { paymentFailureOf, type PaymentFailureKind } from '@marketplace/domain/payment-failures';
import { failureMessage, Refused } from './failure.ts';

export class PaymentFailed extends Error {
  constructor(
    message: string,
    readonly kind: PaymentFailureKind | null,
    override readonly cause: unknown = null,
  ) {
    super(message);
  }

  static of(code: ErrorCode, cause: unknown = null): PaymentFailed {
    // Slowed by a rate limit: the platform's sentence says how long to wait.
    const slowed = isApiError(cause) && cause.status === 429;
    return new PaymentFailed(slowed ? cause.message : catalogueMessage(code), paymentFailureOf(code), cause);
  }
}

/** What a failed payment write shows: its words and notice kind (a refusal already said is none). */
export function paymentFailureShown(error: unknown): { message: string | null; kind: PaymentFailureKind | null } {
  if (error === null || error === undefined || error instanceof Refused) return { message: null, kind: null };
  if (error instanceof PaymentFailed) return { message: error.message, kind: error.kind };
  // A refusal (403, 409, 422) says its own reason; a failure of the billing side says so and offers a retry.
  const billingSide = isApiError(error) && error.status !== undefined && error.status >= 500;
  return { message: failureMessage(error), kind: billingSide ? 'billing-side' : null };
}
