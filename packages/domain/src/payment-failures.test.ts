import { describe, expect, it } from 'vitest';
import { nextStepLabels, paymentFailureHelp, paymentFailureOf } from './payment-failures.ts';

describe('payment failures', () => {
  it("says the spec's words for a refused card and offers another card", () => {
    expect(paymentFailureOf('paymentFailed')).toBe('card-refused');
    expect(paymentFailureOf('paymentDeclined')).toBe('card-refused');
    expect(paymentFailureOf('notePaymentFailed')).toBe('card-refused');
    expect(paymentFailureHelp('card-refused')).toEqual({
      kind: 'card-refused',
      message: 'Unfortunately, we were unable to charge your card. Please, ensure that all Credit Card details are valid and you have sufficient funds in the account.',
      nextSteps: ['use-another-card', 'contact-support'],
    });
  });

  it('offers a retry for an error on our side and a failed cart transaction', () => {
    expect(paymentFailureHelp('billing-side')).toMatchObject({
      message: "It looks like there's been an error on our side. Don't worry, your card details are valid. Please retry or contact our support.",
      nextSteps: ['retry', 'contact-support'],
    });
    expect(paymentFailureHelp('cart-transaction')).toMatchObject({
      message: "We're sorry, but there's been an error and the transaction failed. Try again or contact our support.",
      nextSteps: ['retry', 'contact-support'],
    });
    expect(paymentFailureOf('paymentCancelled')).toBeNull();
    expect(nextStepLabels['use-another-card']).toBe('Use another card');
  });
});
