/**
 * The billing cycle of a plan, the months a charge renews after and the kind of charge that bills
 * it (spec 3, 9), with the cycle's names: one mapping for the server and every screen.
 */
import { MONTHS_PER_YEAR, YEARLY_DISCOUNT_FACTOR } from './constants.ts';
import type { BillingCycle } from './entities/cart.ts';
import type { ChargeType } from './entities/charges.ts';

/** months: absent means once, 1 monthly, any other value yearly (spec 3). */
export function cycleOfMonths(months: number | null | undefined): BillingCycle {
  if (months === null || months === undefined) return 'pay-once';
  return months === 1 ? 'pay-monthly' : 'pay-yearly';
}

/** The months a charge of the cycle renews after: none for a one-time payment. */
export function monthsOfCycle(cycle: BillingCycle): number | null {
  if (cycle === 'pay-once') return null;
  return cycle === 'pay-monthly' ? 1 : MONTHS_PER_YEAR;
}

/** A one-time payment is a direct charge; monthly and yearly plans are recurrent charges. */
export const chargeTypeOf = (cycle: BillingCycle): ChargeType => (cycle === 'pay-once' ? 'direct_charge' : 'recurrent_charge');

/** The cycle a charge bills: a direct charge once; a recurrent one monthly (months 1 or unset) or yearly. */
export function cycleOfCharge(type: ChargeType, months: number | null | undefined): BillingCycle {
  if (type === 'direct_charge') return 'pay-once';
  return cycleOfMonths(months ?? 1);
}

/** The names of the cycles on plan cards, the cart's plan choice and the checkout. */
export const cycleNames: Readonly<Record<BillingCycle, string>> = {
  'pay-once': 'Pay once',
  'pay-monthly': 'Pay monthly',
  'pay-yearly': 'Pay yearly',
};

/** What a price of the cycle is per: nothing for a one-time payment; ' / month' after a figure, 'per month' in words. */
export const cycleUnits: Readonly<Record<BillingCycle, string>> = { 'pay-once': '', 'pay-monthly': ' / month', 'pay-yearly': ' / year' };
export const cyclePeriods: Readonly<Record<BillingCycle, string | null>> = { 'pay-once': null, 'pay-monthly': 'per month', 'pay-yearly': 'per year' };

/** The percent a yearly plan saves on twelve monthly payments, from the yearly factor (15). */
export const yearlySavingPercent = Math.round((1 - YEARLY_DISCOUNT_FACTOR) * 100);

/**
 * The cycle's name with what choosing it saves: 'Pay yearly (save 15 %)' when the app is sold
 * monthly too (a yearly-only app has nothing to compare with).
 */
export function cycleTitle(cycle: BillingCycle, offered: readonly BillingCycle[]): string {
  if (cycle === 'pay-yearly' && offered.includes('pay-monthly')) return `${cycleNames[cycle]} (save ${yearlySavingPercent} %)`;
  return cycleNames[cycle];
}
