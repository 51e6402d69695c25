import { describe, expect, it } from 'vitest';
import { appSpendForecast, daysLeft, installedAppBillingView, type InstalledAppBilling } from './installed-app-billing.ts';

const paid = (overrides: Partial<NonNullable<InstalledAppBilling['paid']>>): InstalledAppBilling => ({
  appId: 'a',
  product: 'livechat',
  installedAt: '2025-01-10T00:00:00.000Z',
  paid: {
    source: 'recurrent_charge',
    sourceId: 'rc-1',
    billingCycle: 'pay-monthly',
    price: 1500,
    trialDays: 0,
    startedAt: '2025-01-10T00:00:00.000Z',
    chargeStatus: 'active',
    cancelledAt: null,
    lastCharge: null,
    schedule: null,
    coupon: null,
    owed: [],
    ...overrides,
  },
});

describe('what an installed app costs and when', () => {
  it('a free app is free, with nothing to renew', () => {
    expect(installedAppBillingView({ appId: 'a', product: 'livechat', installedAt: '2025-01-10T00:00:00.000Z', paid: null }, '2025-02-01')).toMatchObject({
      status: 'free',
      plan: null,
      next: null,
    });
  });

  it('a monthly plan renews on the next monthly date after now, with the days left', () => {
    const view = installedAppBillingView(paid({}), '2025-03-05T00:00:00.000Z');
    expect(view).toMatchObject({ status: 'active', plan: 'Monthly payment', cycleLabel: 'Billed monthly', price: 1500 });
    expect(view.next).toEqual({ kind: 'renewal', date: '2025-03-10T00:00:00.000Z', text: 'Renews on Mar 10, 2025', daysLeft: 5 });
  });

  it('a yearly plan renews a year after it started', () => {
    expect(installedAppBillingView(paid({ billingCycle: 'pay-yearly' }), '2025-06-01T00:00:00.000Z').next?.text).toBe('Renews on Jan 10, 2026');
  });

  it('a trial says when it ends and how many days are left, then renews a cycle after it', () => {
    const during = installedAppBillingView(paid({ trialDays: 14 }), '2025-01-20T12:00:00.000Z');
    expect(during).toMatchObject({ status: 'trial', plan: '14-day free trial' });
    expect(during.next).toMatchObject({ kind: 'trial-end', text: 'Free trial ends Jan 24, 2025', daysLeft: 4 });
    expect(installedAppBillingView(paid({ trialDays: 14 }), '2025-01-25T00:00:00.000Z').next).toMatchObject({ kind: 'renewal', text: 'Renews on Feb 24, 2025' });
  });

  it('a cancelled charge renews no more and says when it was cancelled', () => {
    const view = installedAppBillingView(paid({ chargeStatus: 'cancelled', cancelledAt: '2025-02-02T00:00:00.000Z' }), '2025-02-05');
    expect(view).toMatchObject({ status: 'cancelled', next: null, cancelledAt: '2025-02-02T00:00:00.000Z' });
  });

  it('a one-time payment never renews', () => {
    expect(installedAppBillingView(paid({ source: 'direct_charge', billingCycle: 'pay-once', chargeStatus: null }), '2026-01-01')).toMatchObject({
      status: 'active',
      plan: 'One time payment',
      cycleLabel: null,
      next: null,
    });
  });

  it('counts the days left rounded up, never below zero', () => {
    expect(daysLeft('2025-01-02T01:00:00Z', '2025-01-01T00:00:00Z')).toBe(2);
    expect(daysLeft('2025-01-01T00:00:00Z', '2025-01-03T00:00:00Z')).toBe(0);
  });

  it('says what was last taken and what the next payment takes, from the schedule, coupon and tax included', () => {
    const schedule = { billsFrom: '2025-01-10T00:00:00.000Z', cycleMonths: 1, firstAmount: 1404, renewalAmount: 1404, until: null };
    const view = installedAppBillingView(
      paid({ source: 'cart', price: 1350, schedule, lastCharge: { amount: 1404, at: '2025-03-10T00:00:00.000Z' }, coupon: { code: 'WELCOME10', percent: 10 } }),
      '2025-03-20T00:00:00.000Z',
    );
    expect(view.lastCharge?.text).toBe('$14.04 on Mar 10, 2025');
    expect(view.nextCharge?.text).toBe('$14.04 on Apr 10, 2025');
    expect(view.coupon).toBe('WELCOME10: 10 % off, renewals keep the discount');
  });

  it("a one-time trial's next payment is its price when the trial ends, and then none", () => {
    const schedule = { billsFrom: '2026-12-16T00:00:00.000Z', cycleMonths: null, firstAmount: 5096, renewalAmount: 5096, until: null };
    const once = paid({ source: 'direct_charge', billingCycle: 'pay-once', chargeStatus: null, trialDays: 14, startedAt: '2026-12-02T00:00:00.000Z', schedule });
    expect(installedAppBillingView(once, '2026-12-05T00:00:00.000Z')).toMatchObject({ status: 'trial', nextCharge: { amount: 5096, text: '$50.96 on Dec 16, 2026' } });
    expect(installedAppBillingView(once, '2026-12-20T00:00:00.000Z')).toMatchObject({ status: 'active', nextCharge: null, next: null });
  });

  it('forecasts what running periods take in the next 30 days and 12 months, nothing of a cancelled one', () => {
    const monthly = paid({ schedule: { billsFrom: '2025-01-10T00:00:00.000Z', cycleMonths: 1, firstAmount: 1000, renewalAmount: 1000, until: null } });
    const cancelled = paid({ chargeStatus: 'cancelled', cancelledAt: '2025-02-01T00:00:00.000Z' });
    const free = { appId: 'f', product: 'livechat', installedAt: '2025-01-10T00:00:00.000Z', paid: null };
    expect(appSpendForecast([monthly, cancelled, free], '2025-03-05T00:00:00.000Z')).toEqual({ next30Days: 1000, next12Months: 12000, owed: 0 });
  });

  it('a payment due without a card on file is owed, said with its date, and counted apart from what lies ahead', () => {
    const schedule = { billsFrom: '2026-12-16T00:00:00.000Z', cycleMonths: null, firstAmount: 5096, renewalAmount: 5096, until: null };
    const once = paid({
      source: 'direct_charge',
      billingCycle: 'pay-once',
      chargeStatus: null,
      trialDays: 14,
      startedAt: '2026-12-02T00:00:00.000Z',
      schedule,
      owed: [{ amount: 5096, at: '2026-12-16T00:00:00.000Z' }],
    });
    expect(installedAppBillingView(once, '2026-12-20T00:00:00.000Z')).toMatchObject({
      status: 'owed',
      lastCharge: null,
      nextCharge: null,
      owed: { amount: 5096, text: '$50.96 due since Dec 16, 2026, taken once a card is on file' },
    });
    expect(appSpendForecast([once], '2026-12-20T00:00:00.000Z')).toEqual({ next30Days: 0, next12Months: 0, owed: 5096 });
    // A frozen charge's status comes first: it says why nothing more is taken.
    expect(installedAppBillingView(paid({ chargeStatus: 'frozen', owed: [{ amount: 1500, at: '2025-02-10T00:00:00.000Z' }] }), '2025-03-01').status).toBe('frozen');
  });

  it('a reactivated charge renews again after its frozen spell', () => {
    const schedule = {
      billsFrom: '2025-01-10T00:00:00.000Z',
      cycleMonths: 1,
      firstAmount: 1000,
      renewalAmount: 1000,
      until: null,
      pauses: [{ from: '2025-02-20T00:00:00.000Z', until: '2025-04-01T00:00:00.000Z' }],
    };
    expect(installedAppBillingView(paid({ schedule }), '2025-03-15T00:00:00.000Z').nextCharge).toMatchObject({ amount: 1000, text: '$10.00 on Apr 10, 2025' });
    expect(appSpendForecast([paid({ schedule })], '2025-03-01T00:00:00.000Z').next30Days).toBe(0);
  });
});
