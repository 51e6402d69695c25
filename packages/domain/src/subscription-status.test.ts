import { describe, expect, it } from 'vitest';
import { isCancelledOrExpired, isTrialAssigned } from './subscription-status.ts';

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
