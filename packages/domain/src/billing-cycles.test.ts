import { describe, expect, it } from 'vitest';
import { chargeTypeOf, cycleNames, cycleOfCharge, cycleOfMonths, cycleTitle, monthsOfCycle, yearlySavingPercent } from './billing-cycles.ts';
import { BILLING_CYCLES } from './constants.ts';

describe('the billing cycle mapping', () => {
  it.each([
    [null, 'pay-once'],
    [undefined, 'pay-once'],
    [1, 'pay-monthly'],
    [12, 'pay-yearly'],
    [6, 'pay-yearly'],
  ] as const)('months %j → %s', (months, cycle) => {
    expect(cycleOfMonths(months)).toBe(cycle);
  });

  it('goes from a cycle to its months and charge type and back', () => {
    for (const cycle of BILLING_CYCLES) {
      expect(cycleOfMonths(monthsOfCycle(cycle))).toBe(cycle);
      expect(cycleOfCharge(chargeTypeOf(cycle), monthsOfCycle(cycle))).toBe(cycle);
    }
    expect(chargeTypeOf('pay-once')).toBe('direct_charge');
    expect(chargeTypeOf('pay-yearly')).toBe('recurrent_charge');
    expect(cycleOfCharge('recurrent_charge', null)).toBe('pay-monthly');
    expect(cycleOfCharge('direct_charge', 12)).toBe('pay-once');
  });

  it('names the cycles, and the yearly saving comes from the yearly factor', () => {
    expect(cycleNames).toEqual({ 'pay-once': 'Pay once', 'pay-monthly': 'Pay monthly', 'pay-yearly': 'Pay yearly' });
    expect(yearlySavingPercent).toBe(15);
    expect(cycleTitle('pay-yearly', ['pay-monthly', 'pay-yearly'])).toBe('Pay yearly (save 15 %)');
    expect(cycleTitle('pay-yearly', ['pay-yearly'])).toBe('Pay yearly');
    expect(cycleTitle('pay-once', ['pay-once'])).toBe('Pay once');
  });
});
