/** Billing texts of spec 4: payment kind, trial, renewal, billing start and cycle labels. */
import { cycleOfMonths, monthsOfCycle } from './billing-cycles.ts';
import { addDays, addMonths, formatDate, type DateInput } from './dates.ts';
import type { AppPayment } from './entities/app.ts';
import type { BillingCycle } from './entities/cart.ts';

/** The cycle an app's payment is billed in (domain/billing-cycles cycleOfMonths). */
export const billingCycleOf = (payment: Pick<AppPayment, 'months'>): BillingCycle => cycleOfMonths(payment.months);

export const isRecurring = (cycle: BillingCycle): boolean => cycle !== 'pay-once';

const paymentTexts: Readonly<Record<BillingCycle, string>> = {
  'pay-once': 'One time payment',
  'pay-monthly': 'Monthly payment',
  'pay-yearly': 'Yearly payment',
};

/** 'One time payment' / 'Monthly payment' / 'Yearly payment', or '{n}-day free trial'. */
export function paymentText(cycle: BillingCycle, trialDays: number): string {
  return trialDays > 0 ? `${trialDays}-day free trial` : paymentTexts[cycle];
}

/**
 * After purchase: 'Free trial ends {date}' while a trial applies, 'Renews on {date}' one month or
 * one year after purchase for recurring plans, nothing for a one-time payment.
 */
export function afterPurchaseText(cycle: BillingCycle, trialDays: number, purchasedAt: DateInput): string | null {
  if (trialDays > 0) return `Free trial ends ${formatDate(addDays(purchasedAt, trialDays))}`;
  const months = monthsOfCycle(cycle);
  return months === null ? null : `Renews on ${formatDate(addMonths(purchasedAt, months))}`;
}

/** 'billing starts {date}' when a recurring plan has trial days, otherwise 'billed now'. */
export function billingStartText(cycle: BillingCycle, trialDays: number, now: DateInput): string {
  return trialDays > 0 && isRecurring(cycle) ? `billing starts ${formatDate(addDays(now, trialDays))}` : 'billed now';
}

/** 'Billed monthly' / 'Billed annually'; a one-time payment has no cycle label. */
export function billedLabel(cycle: BillingCycle): string | null {
  if (cycle === 'pay-monthly') return 'Billed monthly';
  if (cycle === 'pay-yearly') return 'Billed annually';
  return null;
}
