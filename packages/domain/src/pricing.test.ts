import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  organisationTotalText,
  listPayment,
  billingCyclesOffered,
  planTotal,
  discountedPrice,
  formatPrice,
  isDiscountActive,
  isValidDiscountPercent,
  monthlyEquivalentTotal,
  readDiscountPercent,
  seatsOf,
  seatsText,
  yearlyPrice,
} from './pricing.ts';
import { makePayment, makePlan } from './test/fixtures.ts';

const discountWindow = { discountFrom: '2024-01-01T00:00:00Z', discountTo: '2024-01-31T23:59:59Z' };

describe('isValidDiscountPercent', () => {
  it.each([
    [0, true],
    [20, true],
    [99.9, true],
    [100, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d → %s', (percent, expected) => {
    expect(isValidDiscountPercent(percent)).toBe(expected);
  });
});

describe('readDiscountPercent', () => {
  it.each([
    ['20', 20],
    [' 15.5 ', 15.5],
    ['0', 0],
    ['100', null],
    ['-5', null],
    ['abc', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (discountPercent, expected) => {
    expect(readDiscountPercent(discountPercent === undefined ? {} : { discountPercent })).toBe(expected);
  });
});

describe('isDiscountActive', () => {
  it.each([
    ['inside the discountWindow', { ...discountWindow, discountPercent: '20' }, '2024-01-15T00:00:00Z', true],
    ['before the discountWindow', { ...discountWindow, discountPercent: '20' }, '2023-12-31T23:00:00Z', false],
    ['after the discountWindow', { ...discountWindow, discountPercent: '20' }, '2024-02-01T00:00:00Z', false],
    ['percent of 100', { ...discountWindow, discountPercent: '100' }, '2024-01-15T00:00:00Z', false],
    ['percent not a number', { ...discountWindow, discountPercent: 'lots' }, '2024-01-15T00:00:00Z', false],
    ['no dates', { discountPercent: '20' }, '2024-01-15T00:00:00Z', false],
  ])('%s → %s', (_case, customProps, now, expected) => {
    expect(isDiscountActive(customProps, now)).toBe(expected);
  });
});

describe('discountedPrice', () => {
  it.each([
    [1000, 20, 800],
    [999, 15, 849],
    [1000, 0, 1000],
    [1999, 33.3, 1333],
  ])('%i less %d%% → %i', (price, percent, expected) => {
    expect(discountedPrice(price, percent)).toBe(expected);
  });
});

describe('applyDiscount', () => {
  it('drops the price and keeps the old price while active', () => {
    expect(applyDiscount(listPayment(makePayment({ price: 2000 })), { ...discountWindow, discountPercent: '25' }, '2024-01-10T00:00:00Z')).toEqual(
      makePayment({ price: 1500, oldPrice: 2000, discountPercent: 25 }),
    );
  });

  it.each([
    ['outside the discountWindow', { ...discountWindow, discountPercent: '25' }],
    ['invalid percent', { ...discountWindow, discountPercent: '120' }],
    ['no discount', {}],
  ])('leaves the payment as is when %s', (_case, customProps) => {
    const payment = listPayment(makePayment({ price: 2000 }));
    expect(applyDiscount(payment, customProps, '2024-03-10T00:00:00Z')).toBe(payment);
  });
});

describe('formatPrice', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1999, '$19.99'],
    [100000, '$1,000.00'],
    [1050, '$10.50'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatPrice(cents)).toBe(expected);
  });
});

describe('yearlyPrice', () => {
  it.each([
    [1000, 10200],
    [1999, 20390],
    [0, 0],
  ])('%i a month → %i a year', (monthly, expected) => {
    expect(yearlyPrice(monthly)).toBe(expected);
  });
});

describe('monthlyEquivalentTotal', () => {
  it.each([
    ['monthly only', [makePlan({ billingCycle: 'pay-monthly', price: { total: 1000 } })], 1000],
    ['yearly / 12', [makePlan({ billingCycle: 'pay-yearly', price: { total: 12000 } })], 1000],
    ['pay once / 12', [makePlan({ billingCycle: 'pay-once', price: { total: 6000 } })], 500],
    [
      'mixed, summed then rounded',
      [
        makePlan({ billingCycle: 'pay-monthly', price: { total: 999 } }),
        makePlan({ billingCycle: 'pay-yearly', price: { total: 10001 } }),
        makePlan({ billingCycle: 'pay-once', price: { total: 1001 } }),
      ],
      Math.round(999 + 10001 / 12 + 1001 / 12),
    ],
    ['empty cart', [], 0],
  ])('%s', (_case, lines, expected) => {
    expect(monthlyEquivalentTotal(lines)).toBe(expected);
  });
});

describe('billingCyclesOffered', () => {
  it.each([
    [null, ['pay-once']],
    [makePayment({ months: null }), ['pay-once']],
    [makePayment({ months: 1 }), ['pay-monthly', 'pay-yearly']],
    [makePayment({ months: 12 }), ['pay-yearly']],
  ])('%j → %j', (payment, expected) => {
    expect(billingCyclesOffered(payment)).toEqual(expected);
  });
});

describe('planTotal', () => {
  it.each([
    ['monthly per organisation', makePayment({ price: 1000, months: 1, perAccount: false }), 'pay-monthly', 5, 1000],
    ['monthly per agent × seats', makePayment({ price: 1000, months: 1, perAccount: true }), 'pay-monthly', 5, 5000],
    ['yearly of a monthly app', makePayment({ price: 1000, months: 1, perAccount: false }), 'pay-yearly', 1, 10200],
    ['yearly per agent', makePayment({ price: 1000, months: 1, perAccount: true }), 'pay-yearly', 2, 20400],
    ['a yearly app keeps its price', makePayment({ price: 9000, months: 12, perAccount: false }), 'pay-yearly', 3, 9000],
    ['once', makePayment({ price: 4900, months: null, perAccount: false }), 'pay-once', 3, 4900],
    ['per agent with no seats counts one', makePayment({ price: 1000, months: 1, perAccount: true }), 'pay-monthly', 0, 1000],
  ] as const)('%s', (_case, payment, cycle, seats, expected) => {
    expect(planTotal(payment, cycle, seats)).toBe(expected);
  });
});

describe('per-agent prices', () => {
  const perAgent = makePayment({ price: 3300, months: null, frequency: 'direct_charge', perAccount: true });

  it('bills every agent and says how many: 7 agents × $33.00 = $231.00', () => {
    expect(planTotal(perAgent, 'pay-once', 7)).toBe(23100);
    expect(seatsText(perAgent, 'pay-once', 7)).toBe('7 agents × $33.00');
    expect(seatsText(perAgent, 'pay-once', 1)).toBe('1 agent × $33.00');
    expect(seatsText(perAgent, 'pay-once', 0)).toBe('1 agent × $33.00');
  });

  it('prices a yearly seat at the yearly factor, and a plan per organisation has no seats text', () => {
    const monthly = makePayment({ price: 500, perAccount: true });
    expect(seatsText(monthly, 'pay-yearly', 7)).toBe('7 agents × $51.00');
    expect(planTotal(monthly, 'pay-yearly', 7)).toBe(7 * 5100);
    expect(seatsText(makePayment(), 'pay-monthly', 7)).toBeNull();
  });

  it('counts the active accounts of the organisation', () => {
    expect(seatsOf([{ properties: { active: true } }, { properties: { active: false } }, { properties: { active: true } }])).toBe(2);
  });
});

describe('organisationTotalText', () => {
  it("says a per-agent plan's total for the organisation's agents, per cycle", () => {
    const perAgent = { price: 967, months: 1, perAccount: true };
    expect(organisationTotalText(perAgent, 'pay-monthly', 12)).toBe('12 agents × $9.67 = $116.04 per month');
    expect(organisationTotalText(perAgent, 'pay-yearly', 1)).toBe('1 agent × $98.63 = $98.63 per year');
    expect(organisationTotalText({ ...perAgent, months: null }, 'pay-once', 2)).toBe('2 agents × $9.67 = $19.34');
    expect(organisationTotalText({ ...perAgent, perAccount: false }, 'pay-monthly', 12)).toBeNull();
  });
});
