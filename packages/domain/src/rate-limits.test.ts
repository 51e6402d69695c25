import { describe, expect, it } from 'vitest';
import { defaultRateLimits, parseRateLimits, rateLimitedMessage } from './rate-limits.ts';

describe('parseRateLimits', () => {
  it('keeps the defaults without a value', () => {
    expect(parseRateLimits(undefined)).toEqual(defaultRateLimits);
    expect(parseRateLimits('')).toEqual(defaultRateLimits);
  });

  it('sets the named limits, and every limit with *', () => {
    const limits = parseRateLimits('coupon=5/600, expert-visit=2/10');
    expect(limits.coupon).toEqual({ max: 5, windowSeconds: 600 });
    expect(limits['expert-visit']).toEqual({ max: 2, windowSeconds: 10 });
    expect(limits['new-organization']).toEqual(defaultRateLimits['new-organization']);
    const all = parseRateLimits('*=1000/60,coupon=3/60');
    expect(Object.values(all).filter((limit) => limit.max === 1000)).toHaveLength(6);
    expect(all.coupon).toEqual({ max: 3, windowSeconds: 60 });
  });

  it('refuses a malformed entry or an unknown name', () => {
    for (const value of ['coupon=5', 'coupons=5/60', 'coupon=0x5/60', 'coupon=5/0', 'coupon=-1/60']) expect(() => parseRateLimits(value)).toThrow(/MARKETPLACE_RATE_LIMITS/);
  });
});

describe('rateLimitedMessage', () => {
  it('says how long to wait', () => {
    expect(rateLimitedMessage(1)).toBe('Too many attempts in a short time. Please wait 1 second and try again.');
    expect(rateLimitedMessage(42.2)).toBe('Too many attempts in a short time. Please wait 43 seconds and try again.');
    expect(rateLimitedMessage(3600)).toBe('Too many attempts in a short time. Please wait 60 minutes and try again.');
    expect(rateLimitedMessage(0)).toBe('Too many attempts in a short time. Please wait 1 second and try again.');
  });
});
