/**
 * When an app's payments fall due, one rule for the platform's ledger and for the screens that
 * forecast it (My apps). A paid period's billing starts at purchase, or when its trial ends
 * (billing-text billsAfterTrial); a one-time payment is due once then, a recurring plan then and
 * every cycle after (spec 4: one month or one year ahead) until it stops. A frozen recurring charge
 * takes nothing while frozen; reactivated, it renews again on its own dates (the periods that fell
 * due while it was frozen are skipped, never taken later).
 *
 * The card rule at a due date: a payment is taken from a working card of the app's product. A trial
 * that needed no card (spec 5) may end with none on file: the payment is not taken, stays owed
 * (unpaidPayments) and is taken, dated when it fell due, once a working card is on file. A recurring
 * plan then freezes (unpaidStop) rather than owe one period after another.
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
  /** When a recurring charge was frozen and reactivated: the payments due inside each pause are skipped. */
  pauses?: readonly Pause[] | undefined;
}

/** A frozen spell of a recurring charge: from the freeze up to its reactivation. */
export interface Pause {
  from: DateInput;
  until: DateInput;
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

/** When a period falls due, or null past the last one (a one-time payment's only one, or after billing stopped). */
function dueDateOf(schedule: BillingSchedule, period: number): Date | null {
  const from = toDate(schedule.billsFrom);
  if (from === null || period < 0 || (schedule.cycleMonths === null && period > 0)) return null;
  const at = period === 0 ? from : addMonths(from, (schedule.cycleMonths ?? 0) * period);
  const until = toDate(schedule.until);
  return until !== null && at.getTime() >= until.getTime() ? null : at;
}

const isPaused = (schedule: BillingSchedule, at: Date): boolean =>
  (schedule.pauses ?? []).some((pause) => {
    const [from, until] = [toDate(pause.from), toDate(pause.until)];
    return from !== null && until !== null && at.getTime() >= from.getTime() && at.getTime() < until.getTime();
  });

/** The payment of one period (null past a one-time payment's only one, after billing stopped, or inside a pause). */
export function paymentOfPeriod(schedule: BillingSchedule, period: number): DuePayment | null {
  const at = dueDateOf(schedule, period);
  if (at === null || isPaused(schedule, at)) return null;
  return { period, at, amount: period === 0 ? schedule.firstAmount : schedule.renewalAmount };
}

/** Each period's payment, oldest first, up to `end` (paused periods left out). */
function* paymentsUpTo(schedule: BillingSchedule, end: Date | null): Generator<DuePayment> {
  for (let period = 0; period < MAX_PERIODS; period += 1) {
    const at = dueDateOf(schedule, period);
    if (at === null || (end !== null && at.getTime() > end.getTime())) return;
    const payment = paymentOfPeriod(schedule, period);
    if (payment !== null) yield payment;
  }
}

/** The payments due in [from, until]: what the ledger must hold once `until` has passed. */
export function paymentsBetween(schedule: BillingSchedule, from: DateInput, until: DateInput): DuePayment[] {
  const [start, end] = [toDate(from), toDate(until)];
  if (start === null || end === null) return [];
  return [...paymentsUpTo(schedule, end)].filter((payment) => payment.at.getTime() >= start.getTime());
}

/** Every payment due up to `until` (the periods a ledger settles), oldest first. */
export const paymentsDue = (schedule: BillingSchedule, until: DateInput): DuePayment[] => paymentsBetween(schedule, new Date(0), until);

/** The payments due by `now` that the ledger does not hold (`paidPeriods`): owed, waiting for a working card. */
export const unpaidPayments = (schedule: BillingSchedule, paidPeriods: readonly number[], now: DateInput): DuePayment[] =>
  paymentsDue(schedule, now).filter((payment) => !paidPeriods.includes(payment.period));

/** The next payment after `now`, or null when none is left (a one-time payment made). */
export function nextPayment(schedule: BillingSchedule, now: DateInput): DuePayment | null {
  const at = toDate(now);
  if (at === null) return null;
  for (const payment of paymentsUpTo(schedule, null)) if (payment.at.getTime() > at.getTime()) return payment;
  return null;
}

/**
 * When a recurring plan whose payment could not be taken stops billing, or null when none is owed
 * (or it is paid once). As the best app stores do (Shopify freezes a subscription whose payment
 * fails), debt does not pile up: the first unpaid period stays owed, and billing stops at the date
 * of the period after it, so nothing more falls due. A working card, once on file, takes what is
 * owed and resumes the plan (resumedSchedule): nothing is taken for the frozen spell.
 */
export function unpaidStop(schedule: BillingSchedule, paidPeriods: readonly number[], now: DateInput): Date | null {
  const first = schedule.cycleMonths === null ? undefined : unpaidPayments(schedule, paidPeriods, now)[0];
  const from = toDate(schedule.billsFrom);
  if (first === undefined || from === null) return null;
  return addMonths(from, (schedule.cycleMonths ?? 0) * (first.period + 1));
}

/**
 * A frozen charge reactivated at `at`: billing that stopped when it froze (`until`) runs again, the
 * frozen spell kept as a pause (none when it stopped at a date still ahead). Unchanged when billing
 * had not stopped.
 */
export function resumedSchedule<S extends BillingSchedule>(schedule: S, at: DateInput): S {
  const [stopped, now] = [toDate(schedule.until), toDate(at)];
  if (stopped === null || now === null) return schedule;
  if (stopped.getTime() >= now.getTime()) return { ...schedule, until: null };
  return { ...schedule, until: null, pauses: [...(schedule.pauses ?? []), { from: stopped, until: now }] };
}

/**
 * Whether a frozen charge reactivated at `at` would freeze again at once: a payment stays owed and
 * no working card is on file to take it, so the settlement's unpaidStop falls on or before `at`.
 * Such a reactivation is refused (errors reactivationNeedsCard): the user adds a card first, which
 * takes what is owed and resumes the plan by itself. One whose next unpaid period lies ahead runs
 * until then, as any plan without a card does.
 */
export function reactivationNeedsCard(schedule: BillingSchedule, paidPeriods: readonly number[], at: DateInput, hasWorkingCard: boolean): boolean {
  const now = toDate(at);
  if (hasWorkingCard || now === null) return false;
  const stop = unpaidStop(resumedSchedule(schedule, now), paidPeriods, now);
  return stop !== null && stop.getTime() <= now.getTime();
}
