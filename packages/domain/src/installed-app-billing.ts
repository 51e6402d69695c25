/**
 * What the organisation pays for each installed app (My apps): the plan, the price as charged,
 * the billing cycle, the next renewal or the end of the trial with the days left, the date a
 * recurring charge was cancelled, and one status word. The platform answers the facts (which
 * payment opened the app's paid period, and its terms); these rules say what follows from them.
 */
import { z } from 'zod';
import { monthsOfCycle } from './billing-cycles.ts';
import { billedLabel, paymentText } from './billing-text.ts';
import { billingStartsAt, nextPayment, paymentsBetween, type BillingSchedule } from './billing-schedule.ts';
import { addDays, addMonths, formatDate, toDate, type DateInput } from './dates.ts';
import { formatPrice } from './pricing.ts';
import { billingCycleSchema, type BillingCycle } from './entities/cart.ts';
import { recurrentChargeStatusSchema } from './entities/charges.ts';
import { isoDateTimeSchema } from './entities/common.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /applications/installed/billing (ours): one entry per installed app, then one per paid period
 * no install holds: a recurrent charge naming no app of the catalogue (appId null), and an
 * uninstalled app's period while it owes money (installedAt null).
 */
export const installedAppBillingSchema = z.object({
  /** Null for a recurrent charge that names no app of the catalogue. */
  appId: z.string().nullable(),
  /** The product the app is installed on (or the charge is billed on). */
  product: z.string(),
  /** Null when no install holds the period. */
  installedAt: isoDateTimeSchema.nullable(),
  /** Null for an app installed without paying (a free app, or nothing paid yet). */
  paid: z
    .object({
      source: z.enum(['cart', 'direct_charge', 'recurrent_charge']),
      /** The cart or charge that opened the period. */
      sourceId: z.string(),
      billingCycle: billingCycleSchema,
      /** What one cycle (or the one-time payment) costs, in cents, as charged. */
      price: z.number().int().nonnegative(),
      trialDays: z.number().int().nonnegative(),
      startedAt: isoDateTimeSchema,
      /** The recurring charge's status (spec 4), null for a cart line or a direct charge. */
      chargeStatus: recurrentChargeStatusSchema.nullable(),
      cancelledAt: isoDateTimeSchema.nullable(),
      /** The latest payment of the period as the ledger holds it (taxes and any coupon included), null before the first. */
      lastCharge: z.object({ amount: z.number().int(), at: isoDateTimeSchema }).nullable().default(null),
      /** When the period's payments fall due (domain/billing-schedule), null when none will (a test charge). */
      schedule: z
        .object({
          billsFrom: isoDateTimeSchema,
          cycleMonths: z.number().int().positive().nullable(),
          firstAmount: z.number().int().nonnegative(),
          renewalAmount: z.number().int().nonnegative(),
          until: isoDateTimeSchema.nullable(),
          /** A frozen recurring charge's spells before it was reactivated: nothing falls due inside them. */
          pauses: z.array(z.object({ from: isoDateTimeSchema, until: isoDateTimeSchema })).optional(),
        })
        .nullable()
        .default(null),
      /**
       * Payments that fell due and the ledger does not hold (billing-schedule unpaidPayments): no
       * working card was on file. Each is taken, dated when it fell due, once one is.
       */
      owed: z.array(z.object({ amount: z.number().int().nonnegative(), at: isoDateTimeSchema })).default([]),
      /** The cart's coupon the period was bought with (its discount is in every amount above). */
      coupon: z.object({ code: z.string(), percent: z.number() }).nullable().default(null),
    })
    .nullable(),
});
export type InstalledAppBilling = z.infer<typeof installedAppBillingSchema>;
export const installedAppsBillingResponseSchema = z.array(installedAppBillingSchema);

export type InstalledAppStatus = 'free' | 'trial' | 'active' | 'owed' | 'cancelled' | 'pending' | 'frozen' | 'declined';

export const installedAppStatusWords: Readonly<Record<InstalledAppStatus, string>> = {
  free: 'Free',
  trial: 'Free trial',
  active: 'Active',
  owed: 'Payment due',
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
  /** The plan's price per cycle (or once), before tax, after any coupon. */
  price: number | null;
  /** What was last taken for the app, as the ledger holds it (taxes and coupon included). */
  lastCharge: { amount: number; date: string; text: string } | null;
  /** What the next payment will take and when: the end of the trial or the next renewal. */
  nextCharge: { amount: number; date: string; text: string } | null;
  /** What fell due and was not taken, no card being on file: '$49.00 due since Dec 16, 2026, taken once a card is on file'. */
  owed: { amount: number; since: string; text: string } | null;
  /** The next date that matters: the end of the trial, or the next renewal of a running recurring plan. */
  next: { kind: 'trial-end' | 'renewal'; date: string; text: string; daysLeft: number } | null;
  /** 'WELCOME10: 10 % off, renewals keep the discount'. */
  coupon: string | null;
  cancelledAt: string | null;
}

/** What a coupon does to an app bought with it: the platform charges every renewal the discounted price too. */
export const couponText = (coupon: { code: string; percent: number }): string => `${coupon.code}: ${coupon.percent} % off, renewals keep the discount`;

type Paid = NonNullable<InstalledAppBilling['paid']>;

function statusOf(paid: Paid, inTrial: boolean): InstalledAppStatus {
  if (paid.chargeStatus === 'cancelled' || paid.chargeStatus === 'declined' || paid.chargeStatus === 'frozen') return paid.chargeStatus;
  if (paid.owed.length > 0) return 'owed';
  if (paid.chargeStatus === 'pending' || paid.chargeStatus === 'accepted') return 'pending';
  return inTrial ? 'trial' : 'active';
}

/** The period's schedule, or the one its terms imply (billing from the trial's end, every cycle after). */
function scheduleOf(paid: Paid): BillingSchedule {
  if (paid.schedule !== null) return paid.schedule;
  return { billsFrom: billingStartsAt(paid.startedAt, paid.trialDays), cycleMonths: monthsOfCycle(paid.billingCycle), firstAmount: paid.price, renewalAmount: paid.price };
}

/** The total owed and since when, or null when nothing is (spec 5's card rule at a due date, billing-schedule). */
export function owedOf(owed: readonly { amount: number; at: string }[]): { amount: number; since: string; text: string } | null {
  const first = owed[0];
  if (first === undefined) return null;
  const amount = owed.reduce((sum, payment) => sum + payment.amount, 0);
  return { amount, since: first.at, text: `${formatPrice(amount)} due since ${formatDate(first.at)}, taken once a card is on file` };
}

/**
 * The view of one installed app's billing at `now`. A recurring plan renews every cycle after its
 * trial (spec 4: one month or one year ahead); a cancelled, declined or frozen charge renews no more.
 */
export function installedAppBillingView(billing: InstalledAppBilling, now: DateInput): InstalledAppBillingView {
  const paid = billing.paid;
  if (paid === null)
    return {
      status: 'free',
      plan: null,
      billingCycle: null,
      cycleLabel: null,
      price: null,
      lastCharge: null,
      nextCharge: null,
      owed: null,
      next: null,
      coupon: null,
      cancelledAt: null,
    };
  const trialEnd = billingStartsAt(paid.startedAt, paid.trialDays);
  const at = toDate(now) ?? new Date(0);
  const inTrial = paid.trialDays > 0 && at.getTime() < trialEnd.getTime();
  const status = statusOf(paid, inTrial);
  const stopped = status === 'cancelled' || status === 'declined' || status === 'frozen';
  const upcoming = stopped ? null : nextPayment(scheduleOf(paid), at);
  let next: InstalledAppBillingView['next'] = null;
  if (!stopped && inTrial) {
    next = { kind: 'trial-end', date: trialEnd.toISOString(), text: `Free trial ends ${formatDate(trialEnd)}`, daysLeft: daysLeft(trialEnd, at) };
  } else if (upcoming !== null && upcoming.period > 0) {
    next = { kind: 'renewal', date: upcoming.at.toISOString(), text: `Renews on ${formatDate(upcoming.at)}`, daysLeft: daysLeft(upcoming.at, at) };
  }
  return {
    status,
    plan: paymentText(paid.billingCycle, paid.trialDays),
    billingCycle: paid.billingCycle,
    cycleLabel: billedLabel(paid.billingCycle),
    price: paid.price,
    lastCharge:
      paid.lastCharge === null
        ? null
        : { amount: paid.lastCharge.amount, date: paid.lastCharge.at, text: `${formatPrice(paid.lastCharge.amount)} on ${formatDate(paid.lastCharge.at)}` },
    nextCharge:
      upcoming === null
        ? null
        : {
            amount: upcoming.amount,
            date: upcoming.at.toISOString(),
            text: `${formatPrice(upcoming.amount)} on ${formatDate(upcoming.at)}`,
          },
    owed: owedOf(paid.owed),
    next,
    coupon: paid.coupon === null ? null : couponText(paid.coupon),
    cancelledAt: paid.cancelledAt,
  };
}

/**
 * What every running period will take from `now` on, over the next 30 days and the next 12 months,
 * taxes included, and what is owed already (due without a card on file, taken once one is).
 */
export function appSpendForecast(billings: readonly InstalledAppBilling[], now: DateInput): { next30Days: number; next12Months: number; owed: number } {
  const at = toDate(now) ?? new Date(0);
  const within = (until: Date) =>
    billings.reduce((total, billing) => {
      const paid = billing.paid;
      if (paid === null) return total;
      const status = statusOf(paid, false);
      if (status === 'cancelled' || status === 'declined' || status === 'frozen') return total;
      // Strictly after now: what is due now has been taken (the platform settles on every read).
      const due = paymentsBetween(scheduleOf(paid), new Date(at.getTime() + 1), until);
      return total + due.reduce((sum, payment) => sum + payment.amount, 0);
    }, 0);
  const owed = billings.reduce((total, billing) => total + (owedOf(billing.paid?.owed ?? [])?.amount ?? 0), 0);
  return { next30Days: within(addDays(at, 30)), next12Months: within(addMonths(at, 12)), owed };
}

/** '1 day left' / '12 days left'. */
export const daysLeftText = (days: number): string => (days === 1 ? '1 day left' : `${days} days left`);
