import { describe, expect, it } from 'vitest';
import { afterPurchaseText, billedLabel, billingCycleOf, billingStartLine, billingStartText, noCardAtTrialEndText, paymentText } from './billing-text.ts';

describe('billingCycleOf', () => {
  it.each([
    [null, 'pay-once'],
    [undefined, 'pay-once'],
    [1, 'pay-monthly'],
    [12, 'pay-yearly'],
    [6, 'pay-yearly'],
  ])('months %j → %s', (months, expected) => {
    expect(billingCycleOf({ months })).toBe(expected);
  });
});

describe('paymentText', () => {
  it.each([
    ['pay-once', 0, 'One time payment'],
    ['pay-monthly', 0, 'Monthly payment'],
    ['pay-yearly', 0, 'Yearly payment'],
    ['pay-monthly', 14, '14-day free trial'],
    ['pay-yearly', 30, '30-day free trial'],
    ['pay-once', 7, '7-day free trial'],
  ] as const)('%s with %i trial days → %s', (cycle, trialDays, expected) => {
    expect(paymentText(cycle, trialDays)).toBe(expected);
  });
});

describe('afterPurchaseText', () => {
  it.each([
    ['pay-monthly', 0, '2024-01-31T10:00:00Z', 'Renews on Feb 29, 2024'],
    ['pay-yearly', 0, '2024-01-15T10:00:00Z', 'Renews on Jan 15, 2025'],
    ['pay-monthly', 14, '2024-01-15T10:00:00Z', 'Free trial ends Jan 29, 2024'],
    ['pay-yearly', 30, '2024-12-15T10:00:00Z', 'Free trial ends Jan 14, 2025'],
    ['pay-once', 0, '2024-01-15T10:00:00Z', null],
  ] as const)('%s, %i trial days, bought %s → %j', (cycle, trialDays, purchasedAt, expected) => {
    expect(afterPurchaseText(cycle, trialDays, purchasedAt)).toBe(expected);
  });
});

describe('billingStartText', () => {
  it.each([
    ['pay-monthly', 14, 'billing starts Jan 15, 2024'],
    ['pay-yearly', 7, 'billing starts Jan 8, 2024'],
    ['pay-monthly', 0, 'billed now'],
    // A one-time trial too: "free trial" means nothing charged until it ends (billsAfterTrial).
    ['pay-once', 14, 'billing starts Jan 15, 2024'],
    ['pay-once', 0, 'billed now'],
  ] as const)('%s with %i trial days → %s', (cycle, trialDays, expected) => {
    expect(billingStartText(cycle, trialDays, '2024-01-01T12:00:00Z')).toBe(expected);
  });

  it('says how much is taken then', () => {
    expect(billingStartLine('pay-once', 14, '2026-12-01T12:00:00Z', 4900)).toBe('billing starts Dec 15, 2026: $49.00');
    expect(billingStartLine('pay-monthly', 0, '2026-12-01T12:00:00Z', 900)).toBe('billed now: $9.00');
  });
});

describe('billedLabel', () => {
  it.each([
    ['pay-monthly', 'Billed monthly'],
    ['pay-yearly', 'Billed annually'],
    ['pay-once', null],
  ] as const)('%s → %j', (cycle, expected) => {
    expect(billedLabel(cycle)).toBe(expected);
  });
});

describe('noCardAtTrialEndText', () => {
  it('says a trial without a card on file ends owing its payment; nothing without a trial', () => {
    expect(noCardAtTrialEndText(14, '2026-12-03T10:00:00.000Z')).toBe('No card on file: add one before Dec 17, 2026, or the payment is owed until you do.');
    expect(noCardAtTrialEndText(0, '2026-12-03T10:00:00.000Z')).toBeNull();
  });
});
