import { describe, expect, it } from 'vitest';
import { daysLeft, installedAppBillingView, type InstalledAppBilling } from './installed-app-billing.ts';

const paid = (overrides: Partial<NonNullable<InstalledAppBilling['paid']>>): InstalledAppBilling => ({
  appId: 'a',
  product: 'livechat',
  installedAt: '2025-01-10T00:00:00.000Z',
  paid: {
    source: 'recurrent_charge',
    billingCycle: 'pay-monthly',
    price: 1500,
    trialDays: 0,
    startedAt: '2025-01-10T00:00:00.000Z',
    chargeStatus: 'active',
    cancelledAt: null,
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
});
