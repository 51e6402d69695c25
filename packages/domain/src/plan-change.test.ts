import { describe, expect, it } from 'vitest';
import type { InstallContext } from './installability.ts';
import { planChangeIntent, planChangeMessages, planChangeOption, planChangeRefusal, planChangeTargets, planChangeText } from './plan-change.ts';

const context = (installed: readonly string[], overrides: Partial<InstallContext['session']> = {}): InstallContext => ({
  app: { id: 'app-1', product: 'livechat', installable: true, customProps: {}, organizationId: 'org-dev' },
  installedAppIds: installed,
  session: { isAuthorized: true, organizationId: 'org-1', permissions: ['billing_manage'], roles: [{ product: 'livechat', role: 'owner' }], ...overrides },
  subscriptions: {},
});

describe('changing an installed app’s plan', () => {
  it('offers the plans the app sells other than the current one', () => {
    expect(planChangeTargets({ months: 1 }, 'pay-monthly')).toEqual(['pay-yearly']);
    expect(planChangeTargets({ months: 1 }, 'pay-yearly')).toEqual(['pay-monthly']);
    expect(planChangeTargets({ months: null }, 'pay-once')).toEqual([]);
    expect(planChangeTargets(null, null)).toEqual([]);
  });

  it('charges the price with the tax of the payment it replaces, in cents', () => {
    expect(planChangeOption('pay-yearly', 23562, 0.04)).toEqual({ planId: 'pay-yearly', price: 23562, taxValue: 942, amount: 24504 });
    expect(planChangeOption('pay-monthly', 1999, 0)).toEqual({ planId: 'pay-monthly', price: 1999, taxValue: 0, amount: 1999 });
  });

  it('needs the app installed, then refuses what a purchase refuses except being installed', () => {
    expect(planChangeRefusal(context([]))).toMatchObject({ message: planChangeMessages.notInstalled });
    expect(planChangeRefusal(context(['app-1']))).toBeNull();
    expect(planChangeRefusal(context(['app-1'], { permissions: [] }))?.reason).toBe('billing-permission');
    expect(planChangeRefusal(context(['app-1'], { isGhostLogin: true }))?.reason).toBe('ghost-login');
  });

  it('says the new plan without a trial, and names one intent per period left', () => {
    expect(planChangeText('pay-yearly')).toBe('Yearly payment');
    expect(planChangeIntent('app-1', '2026-01-01T00:00:00.000Z', 'pay-yearly')).toEqual(['plan', 'app-1', '2026-01-01T00:00:00.000Z', 'pay-yearly']);
    expect(planChangeIntent('app-1', null, 'pay-monthly')).not.toEqual(planChangeIntent('app-1', '2026-01-01T00:00:00.000Z', 'pay-monthly'));
  });
});
