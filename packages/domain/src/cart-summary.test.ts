import { describe, expect, it } from 'vitest';
import { dueNowOf, isBilledNow, isResumable, summaryFigures, taxesAt, taxesOfAmounts, type SummaryLine } from './cart-summary.ts';

const line = (billingCycle: SummaryLine['billingCycle'], total: number, trialDays = 0, creditCardRequired = false): SummaryLine => ({
  billingCycle,
  price: { total },
  trialDays,
  creditCardRequired,
});

describe('summary figures of a cart', () => {
  it('adds one-time, monthly and yearly lines and the monthly equivalent', () => {
    const figures = summaryFigures([line('pay-once', 1200), line('pay-monthly', 1000), line('pay-yearly', 2400)]);
    expect(figures).toMatchObject({ oneTime: 1200, monthly: 1000, yearly: 2400, monthlyEquivalent: 100 + 1000 + 200, dueNow: 4600 });
    expect(figures.cardNeeded).toBe(true);
    expect(figures.freeTrial).toBe(false);
  });

  it('bills any line with a trial later, one-time too, and a line without one now', () => {
    expect(isBilledNow(line('pay-monthly', 1000, 14))).toBe(false);
    expect(isBilledNow(line('pay-once', 1000, 14))).toBe(false);
    expect(isBilledNow(line('pay-once', 1000, 0))).toBe(true);
    expect(summaryFigures([line('pay-monthly', 1000, 14), line('pay-once', 900, 14), line('pay-once', 500)]).dueNow).toBe(500);
  });

  it('qualifies for a free trial without a card only when every line has a trial that needs no card', () => {
    expect(summaryFigures([line('pay-monthly', 1000, 14), line('pay-yearly', 9000, 7)])).toMatchObject({ freeTrial: true, cardNeeded: false, dueNow: 0 });
    expect(summaryFigures([line('pay-monthly', 1000, 14, true)])).toMatchObject({ freeTrial: false, cardNeeded: true });
    expect(summaryFigures([])).toMatchObject({ freeTrial: false, cardNeeded: false });
  });

  it('offers a free trial for a one-time payment with trial days: nothing is due now and, asking for no card, none is needed', () => {
    expect(summaryFigures([line('pay-once', 1500, 14)])).toMatchObject({ freeTrial: true, cardNeeded: false, dueNow: 0 });
    expect(summaryFigures([line('pay-once', 1500, 14, true)])).toMatchObject({ freeTrial: false, cardNeeded: true, dueNow: 0 });
    expect(dueNowOf(line('pay-once', 1500, 14))).toBe(0);
    expect(dueNowOf(line('pay-yearly', 9000, 7))).toBe(0);
  });
});

describe('taxes at a previewed rate', () => {
  it('rounds the tax to whole cents and adds it', () => {
    expect(taxesAt(1999, 0.23)).toEqual({ taxValue: 460, total: 2459 });
    expect(taxesAt(1000, 0)).toEqual({ taxValue: 0, total: 1000 });
  });

  it('taxes amounts charged together one by one, so the total is what the charges record', () => {
    // 0.5 cent of tax each: rounded per amount (1 + 1), not on the sum (1).
    expect(taxesOfAmounts([50, 50], 0.01)).toEqual({ taxValue: 2, total: 102 });
    expect(taxesOfAmounts([9180], 0.04)).toEqual(taxesAt(9180, 0.04));
    expect(taxesAt(9180, 0.04)).toEqual({ taxValue: 367, total: 9547 });
  });
});

describe('a stored transaction resumes within 30 minutes', () => {
  it('accepts a snapshot younger than 30 minutes only', () => {
    const now = new Date('2026-01-01T10:30:00Z');
    expect(isResumable({ savedAt: '2026-01-01T10:00:01Z' }, now)).toBe(true);
    expect(isResumable({ savedAt: '2026-01-01T10:00:00Z' }, now)).toBe(false);
    expect(isResumable({ savedAt: 'not a date' }, now)).toBe(false);
  });
});
