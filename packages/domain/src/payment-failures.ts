/**
 * What a failed payment tells the user where it failed, and what they can do next (spec 8): a
 * refused card ('Unfortunately, we were unable to charge your card…'), an error on the billing
 * side ('It looks like there's been an error on our side…'), a failed cart transaction ('We're
 * sorry, but there's been an error and the transaction failed…').
 */
import { catalogueMessage, type ErrorCode } from './errors.ts';

export type PaymentFailureKind = 'card-refused' | 'billing-side' | 'cart-transaction';
export type NextStep = 'use-another-card' | 'retry' | 'contact-support';

export interface PaymentFailureHelp {
  kind: PaymentFailureKind;
  message: string;
  /** In the order the screen offers them. */
  nextSteps: readonly NextStep[];
}

/** The address the demo vendor's support answers at (seeded as the support account's). */
export const SUPPORT_EMAIL = 'support@vendor.example';

export const nextStepLabels: Readonly<Record<NextStep, string>> = {
  'use-another-card': 'Use another card',
  retry: 'Try again',
  'contact-support': 'Contact support',
};

const help: Readonly<Record<PaymentFailureKind, { code: ErrorCode; nextSteps: readonly NextStep[] }>> = {
  'card-refused': { code: 'cardChargeFailed', nextSteps: ['use-another-card', 'contact-support'] },
  'billing-side': { code: 'billingSideError', nextSteps: ['retry', 'contact-support'] },
  'cart-transaction': { code: 'cartTransactionFailed', nextSteps: ['retry', 'contact-support'] },
};

/**
 * The failure a notice code stands for: a charge that failed, was declined or refused at accept,
 * and a cart line noted 'Payment failed', are the card being refused; null for anything that is
 * not a payment failure (a cancelled payment was the user's own doing).
 */
export function paymentFailureOf(code: ErrorCode): PaymentFailureKind | null {
  switch (code) {
    case 'paymentFailed':
    case 'paymentDeclined':
    case 'cardChargeFailed':
    case 'notePaymentFailed':
      return 'card-refused';
    case 'billingSideError':
      return 'billing-side';
    case 'cartTransactionFailed':
      return 'cart-transaction';
    default:
      return null;
  }
}

export function paymentFailureHelp(kind: PaymentFailureKind): PaymentFailureHelp {
  const { code, nextSteps } = help[kind];
  return { kind, message: catalogueMessage(code), nextSteps };
}
