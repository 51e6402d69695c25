/** Prices: discounts, USD formatting, yearly price and the monthly-equivalent cart total (spec 4, 9). */
import { cycleOfMonths, cyclePeriods } from './billing-cycles.ts';
import { DISCOUNT_PERCENT, MONTHS_PER_YEAR, YEARLY_DISCOUNT_FACTOR } from './constants.ts';
import { isWithin, type DateInput } from './dates.ts';
import type { AppPayment, CustomProps } from './entities/app.ts';
import type { BillingCycle, Plan } from './entities/cart.ts';

/** A discount percent is a number from 0 up to below 100; anything else is no discount. */
export function isValidDiscountPercent(percent: number): boolean {
  return Number.isFinite(percent) && percent >= DISCOUNT_PERCENT.min && percent < DISCOUNT_PERCENT.belowMax;
}

/** customProps.discountPercent as a number, or null when it is blank or not a number. */
export function readDiscountPercent(customProps: Pick<CustomProps, 'discountPercent'>): number | null {
  const raw = customProps.discountPercent?.trim() ?? '';
  if (raw === '') return null;
  const percent = Number(raw);
  return isValidDiscountPercent(percent) ? percent : null;
}

/** Active only while now lies between discountFrom and discountTo and the percent is valid. */
export function isDiscountActive(customProps: Pick<CustomProps, 'discountFrom' | 'discountTo' | 'discountPercent'>, now: DateInput): boolean {
  return readDiscountPercent(customProps) !== null && isWithin(now, customProps.discountFrom, customProps.discountTo);
}

/** The price after taking `percent` off, in whole cents. */
export function discountedPrice(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}

declare const listPriceBrand: unique symbol;
/**
 * A payment as the catalogue stores it, at its list price: the only input applyDiscount takes.
 * What the platform serves (App.payment) is the charged payment, already discounted, so it cannot
 * be discounted a second time by mistake: it is not a ListPayment.
 */
export type ListPayment = AppPayment & { readonly [listPriceBrand]: true };

/** The platform reading its own catalogue row: that payment is at list price. */
export const listPayment = (stored: AppPayment): ListPayment => stored as ListPayment;

/**
 * The payment as charged at `now`: while a discount is active the price drops by its percent and
 * the old price and percent are kept beside it; otherwise the payment is returned unchanged.
 */
export function applyDiscount(payment: ListPayment, customProps: CustomProps, now: DateInput): AppPayment {
  const percent = readDiscountPercent(customProps);
  if (percent === null || !isDiscountActive(customProps, now)) return payment;
  return { ...payment, price: discountedPrice(payment.price, percent), oldPrice: payment.price, discountPercent: percent };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents shown as US dollars with two decimals: 1999 → '$19.99'. */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}

/** Yearly price of a monthly price: price × 0.85 × 12, in whole cents. */
export function yearlyPrice(monthlyCents: number): number {
  return Math.round(monthlyCents * YEARLY_DISCOUNT_FACTOR * MONTHS_PER_YEAR);
}

/**
 * Monthly-equivalent total of cart lines (spec 9): pay-once and yearly totals count one twelfth,
 * monthly totals whole, rounded. Whole cents are summed first and divided once, so the figure does
 * not drift with the order of the lines (a sum of twelfths in floating point does).
 */
export function monthlyEquivalentTotal(lines: readonly Pick<Plan, 'billingCycle' | 'price'>[]): number {
  const whole = (monthly: boolean) => lines.filter((line) => (line.billingCycle === 'pay-monthly') === monthly).reduce((sum, line) => sum + line.price.total, 0);
  return Math.round(whole(true) + whole(false) / MONTHS_PER_YEAR);
}

/**
 * The cycles an app can be bought in: a one-time payment once; a monthly app monthly or yearly
 * (yearly at price × 0.85 × 12); an app billed every n ≠ 1 months yearly only.
 */
export function billingCyclesOffered(payment: Pick<AppPayment, 'months'> | null): BillingCycle[] {
  const cycle = cycleOfMonths(payment?.months);
  return cycle === 'pay-monthly' ? ['pay-monthly', 'pay-yearly'] : [cycle];
}

/**
 * A cart line's total in cents: the (discounted) price per cycle, times the seats when the app is
 * priced per agent (perAccount). A yearly line of a monthly app costs yearlyPrice(price).
 */
export function planTotal(payment: Pick<AppPayment, 'price' | 'months' | 'perAccount'>, cycle: BillingCycle, seats: number): number {
  return seatPrice(payment, cycle) * billedSeatCount(payment, seats);
}

/** The price of one agent (or of the organisation) per cycle: a yearly plan of a monthly app is yearlyPrice(price). */
function seatPrice(payment: Pick<AppPayment, 'price' | 'months'>, cycle: BillingCycle): number {
  return cycle === 'pay-yearly' && cycleOfMonths(payment.months) === 'pay-monthly' ? yearlyPrice(payment.price) : payment.price;
}

/** How many times a plan's price is billed: once per agent (at least one) when priced per agent, otherwise once. */
const billedSeatCount = (payment: Pick<AppPayment, 'perAccount'>, seats: number): number => (payment.perAccount ? Math.max(1, seats) : 1);

/** The agents an organisation is billed for: its active accounts (the ones kept, spec 3). */
export const seatsOf = (accounts: readonly { properties: { active: boolean } }[]): number => accounts.filter((account) => account.properties.active).length;

/** '7 agents × $33.00' for a per-agent plan, null for a plan priced per organisation. */
export function seatsText(payment: Pick<AppPayment, 'price' | 'months' | 'perAccount'>, cycle: BillingCycle, seats: number): string | null {
  if (!payment.perAccount) return null;
  const count = billedSeatCount(payment, seats);
  return `${count} ${count === 1 ? 'agent' : 'agents'} × ${formatPrice(seatPrice(payment, cycle))}`;
}

/**
 * What a per-agent plan costs the organisation: '12 agents × $9.67 = $116.04 per month' (the
 * total the cart and the checkout then charge); null for a plan priced per organisation.
 */
export function organisationTotalText(payment: Pick<AppPayment, 'price' | 'months' | 'perAccount'>, cycle: BillingCycle, seats: number): string | null {
  const seatsLine = seatsText(payment, cycle, seats);
  if (seatsLine === null) return null;
  const period = cyclePeriods[cycle];
  return `${seatsLine} = ${formatPrice(planTotal(payment, cycle, seats))}${period === null ? '' : ` ${period}`}`;
}
