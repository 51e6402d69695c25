import { describe, expect, it } from 'vitest';
import { isCancelledOrExpired, isTrialAssigned, subscriptionState } from './subscription-status.ts';

describe('isTrialAssigned', () => {
  it.each([
    [{ assigned: true, plan: null, active: false, cancelled: false }, true],
    [{ assigned: false, plan: null, active: false, cancelled: false }, false],
    [{ assigned: true, plan: 'team', active: false, cancelled: false }, false],
    [{ assigned: true, plan: null, active: true, cancelled: false }, false],
  ] as const)('%j → %s', (subscription, expected) => {
    expect(isTrialAssigned(subscription)).toBe(expected);
  });
});

describe('isCancelledOrExpired', () => {
  it.each([
    [{ assigned: true, plan: 'team', active: false, cancelled: false }, true],
    [{ assigned: true, plan: 'team', active: true, cancelled: true }, true],
    [{ assigned: true, plan: null, active: false, cancelled: true }, true],
    [{ assigned: true, plan: null, active: false, cancelled: false }, false],
    [{ assigned: true, plan: 'team', active: true, cancelled: false }, false],
    [{ assigned: false, plan: 'team', active: false, cancelled: true }, false],
  ] as const)('%j → %s', (subscription, expected) => {
    expect(isCancelledOrExpired(subscription)).toBe(expected);
  });
});

describe('subscriptionState names a subscription in one word', () => {
  const base = { assigned: true, plan: 'team' as const, active: true, cancelled: false, trial: false };
  it.each([
    ['paid and active', base, 'active'],
    ['assigned trial without a plan', { ...base, plan: null, active: false }, 'trial'],
    ['active trial', { ...base, trial: true }, 'trial'],
    ['cancelled', { ...base, cancelled: true }, 'cancelled-or-expired'],
    ['expired plan', { ...base, active: false }, 'cancelled-or-expired'],
    ['not assigned, inactive', { ...base, assigned: false, active: false }, 'inactive'],
  ])('%s → %s', (_name, subscription, expected) => {
    expect(subscriptionState(subscription)).toBe(expected);
  });
});
