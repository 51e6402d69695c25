import { describe, expect, it } from 'vitest';
import {
  billingStartsAt,
  nextPayment,
  paymentsBetween,
  paymentsDue,
  reactivationNeedsCard,
  resumedSchedule,
  unpaidPayments,
  unpaidStop,
  type BillingSchedule,
} from './billing-schedule.ts';

const monthly: BillingSchedule = { billsFrom: '2026-01-15T12:00:00.000Z', cycleMonths: 1, firstAmount: 900, renewalAmount: 900 };
const once: BillingSchedule = { billsFrom: billingStartsAt('2026-12-02T10:00:00.000Z', 14), cycleMonths: null, firstAmount: 4900, renewalAmount: 4900 };

describe('billing schedule', () => {
  it('a monthly plan is due once per month from its start, up to now', () => {
    const due = paymentsDue(monthly, '2026-04-20T00:00:00.000Z');
    expect(due.map((payment) => [payment.period, payment.at.toISOString().slice(0, 10), payment.amount])).toEqual([
      [0, '2026-01-15', 900],
      [1, '2026-02-15', 900],
      [2, '2026-03-15', 900],
      [3, '2026-04-15', 900],
    ]);
    expect(nextPayment(monthly, '2026-04-20T00:00:00.000Z')?.at.toISOString().slice(0, 10)).toBe('2026-05-15');
  });

  it('a one-time trial is due once, when the trial ends, and never again', () => {
    expect(once.billsFrom).toEqual(new Date('2026-12-16T10:00:00.000Z'));
    expect(paymentsDue(once, '2026-12-16T09:59:59.000Z')).toEqual([]);
    expect(paymentsDue(once, '2027-06-01T00:00:00.000Z')).toEqual([{ period: 0, at: new Date('2026-12-16T10:00:00.000Z'), amount: 4900 }]);
    expect(nextPayment(once, '2026-12-20T00:00:00.000Z')).toBeNull();
  });

  it('renewals charge the renewal amount; a window counts what falls inside it', () => {
    const coupon = { ...monthly, firstAmount: 810, renewalAmount: 900 };
    expect(paymentsBetween(coupon, '2026-02-01T00:00:00.000Z', '2026-03-31T00:00:00.000Z').map((payment) => payment.amount)).toEqual([900, 900]);
    expect(paymentsDue(coupon, '2026-01-15T12:00:00.000Z').map((payment) => payment.amount)).toEqual([810]);
  });

  it('takes nothing due at or after the moment payments stop', () => {
    const cancelled = { ...monthly, until: '2026-03-15T12:00:00.000Z' };
    expect(paymentsDue(cancelled, '2026-12-01T00:00:00.000Z').map((payment) => payment.period)).toEqual([0, 1]);
    expect(nextPayment(cancelled, '2026-03-01T00:00:00.000Z')).toBeNull();
    expect(paymentsDue({ ...once, until: '2026-12-10T00:00:00.000Z' }, '2027-01-01T00:00:00.000Z')).toEqual([]);
  });
});

describe('a frozen charge reactivated', () => {
  const frozen = { ...monthly, until: '2026-02-20T00:00:00.000Z' };
  const resumed = resumedSchedule(frozen, '2026-04-01T00:00:00.000Z');

  it('skips what fell due while frozen and renews on its own dates after', () => {
    expect(resumed.until).toBeNull();
    expect(paymentsDue(resumed, '2026-06-01T00:00:00.000Z').map((payment) => payment.at.toISOString().slice(0, 10))).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-04-15',
      '2026-05-15',
    ]);
    expect(paymentsDue(resumed, '2026-06-01T00:00:00.000Z').map((payment) => payment.period)).toEqual([0, 1, 3, 4]);
    expect(nextPayment(resumed, '2026-03-01T00:00:00.000Z')?.at.toISOString().slice(0, 10)).toBe('2026-04-15');
  });

  it('frozen again, it stops again; a schedule that never stopped is unchanged', () => {
    const again = { ...resumed, until: '2026-05-01T00:00:00.000Z' };
    expect(paymentsDue(again, '2027-01-01T00:00:00.000Z').map((payment) => payment.period)).toEqual([0, 1, 3]);
    expect(resumedSchedule(monthly, '2026-04-01T00:00:00.000Z')).toBe(monthly);
  });
});

describe('payments owed without a card', () => {
  it('are the due periods the ledger does not hold', () => {
    expect(unpaidPayments(monthly, [0, 1], '2026-04-20T00:00:00.000Z').map((payment) => payment.period)).toEqual([2, 3]);
    expect(unpaidPayments(once, [], '2026-12-20T00:00:00.000Z')).toEqual([{ period: 0, at: new Date('2026-12-16T10:00:00.000Z'), amount: 4900 }]);
    expect(unpaidPayments(once, [0], '2026-12-20T00:00:00.000Z')).toEqual([]);
  });

  it('freeze a recurring plan after its first unpaid period: that one stays owed, none after it falls due', () => {
    const stop = unpaidStop(monthly, [0], '2026-04-20T00:00:00.000Z');
    expect(stop?.toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(unpaidPayments({ ...monthly, until: stop }, [0], '2026-12-20T00:00:00.000Z').map((payment) => payment.period)).toEqual([1]);
    expect(unpaidStop(monthly, [0, 1, 2, 3], '2026-04-20T00:00:00.000Z')).toBeNull();
    expect(unpaidStop(once, [], '2026-12-20T00:00:00.000Z')).toBeNull();
  });

  it('resume without a pause when the card comes before billing would have stopped', () => {
    expect(resumedSchedule({ ...monthly, until: '2026-03-15T12:00:00.000Z' }, '2026-02-20T00:00:00.000Z')).toEqual({ ...monthly, until: null });
  });
});

describe('reactivating a charge frozen for want of a card', () => {
  // Period 1 (Feb 15) fell due without a card: billing stopped on Mar 15, one period owed.
  const frozen = { ...monthly, until: '2026-03-15T12:00:00.000Z' };

  it('needs a card while the owed period would freeze it again at once', () => {
    expect(reactivationNeedsCard(frozen, [0], '2026-04-20T00:00:00.000Z', false)).toBe(true);
    expect(reactivationNeedsCard(frozen, [0], '2026-04-20T00:00:00.000Z', true)).toBe(false);
  });

  it('does not when nothing is owed (frozen by its developer) or the next unpaid period is still ahead', () => {
    expect(reactivationNeedsCard(frozen, [0, 1], '2026-04-20T00:00:00.000Z', false)).toBe(false);
    // Before the owed period's stop date: it runs until then, as a plan without a card does.
    expect(reactivationNeedsCard(frozen, [0], '2026-03-01T00:00:00.000Z', false)).toBe(false);
  });
});
