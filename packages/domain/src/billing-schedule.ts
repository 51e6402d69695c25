/**
 * When an app's payments fall due, one rule for the platform's ledger and for the screens that
 * forecast it (My apps). A paid period's billing starts at purchase, or when its trial ends
 * (billing-text billsAfterTrial); a one-time payment is due once then, a recurring plan then and
 * every cycle after (spec 4: one month or one year ahead) until it stops.
 */
import { addDays, addMonths, toDate, type DateInput } from './dates.ts';

export interface BillingSchedule {
  /** When the first payment is due: the purchase, or the end of the trial. */
  billsFrom: DateInput;
  /** Months between payments; null for a one-time payment. */
  cycleMonths: number | null;
  /** The first payment and each renewal, in cents with taxes (a coupon's discount kept, see coupons). */
  firstAmount: number;
  renewalAmount: number;
  /** When payments stop: the app uninstalled, its recurring charge cancelled or frozen (a payment due then is not taken). */
  until?: DateInput | null | undefined;
}

export interface DuePayment {
  /** 0 for the first payment, n for the n-th renewal. */
  period: number;
  at: Date;
  amount: number;
}

/** More periods than any plan lives through (a monthly plan for a century): a bound on every loop. */
const MAX_PERIODS = 1200;

/** When billing starts for a period opened at `startedAt` with `trialDays`. */
export const billingStartsAt = (startedAt: DateInput, trialDays: number): Date => addDays(startedAt, Math.max(0, trialDays));

/** The payment of one period (null past a one-time payment's only one). */
export function paymentOfPeriod(schedule: BillingSchedule, period: number): DuePayment | null {
  const from = toDate(schedule.billsFrom);
  if (from === null || period < 0 || (schedule.cycleMonths === null && period > 0)) return null;
  const at = period === 0 ? from : addMonths(from, (schedule.cycleMonths ?? 0) * period);
  const until = toDate(schedule.until);
  if (until !== null && at.getTime() >= until.getTime()) return null;
  return { period, at, amount: period === 0 ? schedule.firstAmount : schedule.renewalAmount };
}

/** The payments due in [from, until]: what the ledger must hold once `until` has passed. */
export function paymentsBetween(schedule: BillingSchedule, from: DateInput, until: DateInput): DuePayment[] {
  const [start, end] = [toDate(from), toDate(until)];
  if (start === null || end === null) return [];
  const due: DuePayment[] = [];
  for (let period = 0; period < MAX_PERIODS; period += 1) {
    const payment = paymentOfPeriod(schedule, period);
    if (payment === null || payment.at.getTime() > end.getTime()) break;
    if (payment.at.getTime() >= start.getTime()) due.push(payment);
  }
  return due;
}

/** Every payment due up to `until` (the periods a ledger settles), oldest first. */
export const paymentsDue = (schedule: BillingSchedule, until: DateInput): DuePayment[] => paymentsBetween(schedule, new Date(0), until);

/** The next payment after `now`, or null when none is left (a one-time payment made). */
export function nextPayment(schedule: BillingSchedule, now: DateInput): DuePayment | null {
  const at = toDate(now);
  if (at === null) return null;
  for (let period = 0; period < MAX_PERIODS; period += 1) {
    const payment = paymentOfPeriod(schedule, period);
    if (payment === null) return null;
    if (payment.at.getTime() > at.getTime()) return payment;
  }
  return null;
}
