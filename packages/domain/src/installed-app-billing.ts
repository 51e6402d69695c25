/**
 * What the organisation pays for each installed app (My apps): the plan, the price as charged,
 * the billing cycle, the next renewal or the end of the trial with the days left, the date a
 * recurring charge was cancelled, and one status word. The platform answers the facts (which
 * payment opened the app's paid period, and its terms); these rules say what follows from them.
 */
import { z } from 'zod';
import { monthsOfCycle } from './billing-cycles.ts';
import { billedLabel, paymentText } from './billing-text.ts';
import { addDays, addMonths, formatDate, toDate, type DateInput } from './dates.ts';
import { billingCycleSchema, type BillingCycle } from './entities/cart.ts';
import { recurrentChargeStatusSchema } from './entities/charges.ts';
import { isoDateTimeSchema } from './entities/common.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /applications/installed/billing (ours): one entry per installed app. */
export const installedAppBillingSchema = z.object({
  appId: z.string(),
  /** The product the app is installed on. */
  product: z.string(),
  installedAt: isoDateTimeSchema,
  /** Null for an app installed without paying (a free app, or nothing paid yet). */
  paid: z
    .object({
      source: z.enum(['cart', 'direct_charge', 'recurrent_charge']),
      billingCycle: billingCycleSchema,
      /** What one cycle (or the one-time payment) costs, in cents, as charged. */
      price: z.number().int().nonnegative(),
      trialDays: z.number().int().nonnegative(),
      startedAt: isoDateTimeSchema,
      /** The recurring charge's status (spec 4), null for a cart line or a direct charge. */
      chargeStatus: recurrentChargeStatusSchema.nullable(),
      cancelledAt: isoDateTimeSchema.nullable(),
    })
    .nullable(),
});
export type InstalledAppBilling = z.infer<typeof installedAppBillingSchema>;
export const installedAppsBillingResponseSchema = z.array(installedAppBillingSchema);

export type InstalledAppStatus = 'free' | 'trial' | 'active' | 'cancelled' | 'pending' | 'frozen' | 'declined';

export const installedAppStatusWords: Readonly<Record<InstalledAppStatus, string>> = {
  free: 'Free',
  trial: 'Free trial',
  active: 'Active',
  cancelled: 'Cancelled',
  pending: 'Payment pending',
  frozen: 'Frozen',
  declined: 'Payment declined',
};

/** Whole days from now until `date`, rounded up (a date later today is 1 day left), never below 0. */
export function daysLeft(date: DateInput, now: DateInput): number {
  const [until, at] = [toDate(date), toDate(now)];
  if (!until || !at) return 0;
  return Math.max(0, Math.ceil((until.getTime() - at.getTime()) / DAY_MS));
}

export interface InstalledAppBillingView {
  status: InstalledAppStatus;
  /** 'Monthly payment', '14-day free trial', or null for a free app. */
  plan: string | null;
  billingCycle: BillingCycle | null;
  /** 'Billed monthly' / 'Billed annually'; null for a one-time payment or a free app. */
  cycleLabel: string | null;
  price: number | null;
  /** The next date that matters: the end of the trial, or the next renewal of a running recurring plan. */
  next: { kind: 'trial-end' | 'renewal'; date: string; text: string; daysLeft: number } | null;
  cancelledAt: string | null;
}

/**
 * The view of one installed app's billing at `now`. A recurring plan renews every cycle after its
 * trial (spec 4: one month or one year ahead); a cancelled, declined or frozen charge renews no more.
 */
export function installedAppBillingView(billing: InstalledAppBilling, now: DateInput): InstalledAppBillingView {
  const paid = billing.paid;
  if (paid === null) return { status: 'free', plan: null, billingCycle: null, cycleLabel: null, price: null, next: null, cancelledAt: null };
  const trialEnd = addDays(paid.startedAt, paid.trialDays);
  const at = toDate(now) ?? new Date(0);
  const inTrial = paid.trialDays > 0 && at.getTime() < trialEnd.getTime();
  const stopped = paid.chargeStatus === 'cancelled' || paid.chargeStatus === 'declined' || paid.chargeStatus === 'frozen';
  const status: InstalledAppStatus =
    paid.chargeStatus === 'cancelled'
      ? 'cancelled'
      : paid.chargeStatus === 'declined'
        ? 'declined'
        : paid.chargeStatus === 'frozen'
          ? 'frozen'
          : paid.chargeStatus === 'pending' || paid.chargeStatus === 'accepted'
            ? 'pending'
            : inTrial
              ? 'trial'
              : 'active';
  let next: InstalledAppBillingView['next'] = null;
  if (!stopped && inTrial) {
    next = { kind: 'trial-end', date: trialEnd.toISOString(), text: `Free trial ends ${formatDate(trialEnd)}`, daysLeft: daysLeft(trialEnd, at) };
  } else if (!stopped && monthsOfCycle(paid.billingCycle) !== null) {
    // The first renewal one cycle after billing starts (after the trial), then every cycle.
    const months = monthsOfCycle(paid.billingCycle) ?? 1;
    let renewal = addMonths(trialEnd, months);
    for (let cycles = 2; renewal.getTime() <= at.getTime(); cycles += 1) renewal = addMonths(trialEnd, months * cycles);
    next = { kind: 'renewal', date: renewal.toISOString(), text: `Renews on ${formatDate(renewal)}`, daysLeft: daysLeft(renewal, at) };
  }
  return {
    status,
    plan: paymentText(paid.billingCycle, paid.trialDays),
    billingCycle: paid.billingCycle,
    cycleLabel: billedLabel(paid.billingCycle),
    price: paid.price,
    next,
    cancelledAt: paid.cancelledAt,
  };
}

/** '1 day left' / '12 days left'. */
export const daysLeftText = (days: number): string => (days === 1 ? '1 day left' : `${days} days left`);
