/**
 * The figures of a cart or one-app checkout summary (spec 4, 5, 9): one-time and recurrent totals,
 * the monthly-equivalent total, what is billed now (lines with a trial start billing
 * when their trial ends), taxes at the previewed rate, and whether a card is needed before paying.
 */
import { billsAfterTrial } from './billing-text.ts';
import type { BillingCycle, CartProduct } from './entities/cart.ts';
import type { TransactionSnapshot } from './entities/checkout-transaction.ts';
import { TRANSACTION_DATA_TTL_MS } from './constants.ts';
import { monthlyEquivalentTotal, planTotal } from './pricing.ts';

/** One line as the summary needs it: its cycle, its total in cents and its trial. */
export interface SummaryLine {
  billingCycle: BillingCycle;
  price: { total: number };
  trialDays: number;
  /** The app asks for a card even during its trial. */
  creditCardRequired: boolean;
}

export interface SummaryFigures {
  /** Sum of pay-once lines. */
  oneTime: number;
  /** Sum of monthly lines, and of yearly lines. */
  monthly: number;
  yearly: number;
  /** Pay-once and yearly totals / 12 plus monthly totals, rounded (spec 9). */
  monthlyEquivalent: number;
  /** What is charged at purchase: every line except those still in their trial. */
  dueNow: number;
  /** The amount of each line charged at purchase (each is taxed on its own), smallest first: the figures do not depend on the lines' order. */
  dueNowAmounts: number[];
  /** Whether every line starts with a free trial that needs no card (spec 5). */
  freeTrial: boolean;
  /** A card must be on file: something is billed now, or a trial asks for one. */
  cardNeeded: boolean;
}

/** A line with trial days, of any cycle, is billed when the trial ends (domain/billing-text billsAfterTrial). */
export const isBilledNow = (line: Pick<SummaryLine, 'billingCycle' | 'trialDays'>): boolean => !billsAfterTrial(line.trialDays);

const sum = (lines: readonly SummaryLine[]): number => lines.reduce((total, line) => total + line.price.total, 0);

/** A cart product as the summary reads it. */
export const summaryLineOf = (product: Pick<CartProduct, 'plan' | 'trialDays' | 'payment'>): SummaryLine => ({
  billingCycle: product.plan.billingCycle,
  price: product.plan.price,
  trialDays: product.trialDays,
  creditCardRequired: product.payment?.creditCardRequired ?? false,
});

/**
 * The figures of the lines that can be bought: a line the platform would refuse (inactive
 * licence, already owned, plan limit, maintenance) is left out of every total and of Pay, as the
 * purchase leaves it unbought and uncharged.
 */
export const buyableFigures = <P extends Pick<CartProduct, 'id' | 'plan' | 'trialDays' | 'payment'>>(products: readonly P[], refused: ReadonlySet<string>): SummaryFigures =>
  summaryFigures(products.filter((product) => !refused.has(product.id)).map(summaryLineOf));

/** A line's price before the cart's coupon: its plan's price for the cart's seats; null when no coupon takes anything off it. */
export function priceBeforeCoupon(product: Pick<CartProduct, 'payment' | 'plan'>, seats: number, coupon: { percent: number } | null): number | null {
  if (coupon === null || product.payment === null || product.payment === undefined) return null;
  const before = planTotal(product.payment, product.plan.billingCycle, seats);
  return before > product.plan.price.total ? before : null;
}

/** What the coupon takes off the lines (before tax), for the cart's discount line. */
export function couponDiscount(products: readonly Pick<CartProduct, 'payment' | 'plan'>[], seats: number, coupon: { percent: number } | null): number {
  return products.reduce((total, product) => total + (priceBeforeCoupon(product, seats, coupon) ?? product.plan.price.total) - product.plan.price.total, 0);
}

/** The cart's sentence on renewals: the platform charges every renewal of a plan bought with a coupon at the discounted price. */
export const couponRenewalText = (coupon: { code: string; percent: number }): string =>
  `Renewals keep the discount: monthly and yearly plans bought with ${coupon.code} renew at ${coupon.percent} % off.`;

/** What the cart's monthly equivalent is (spec 9). */
export const MONTHLY_EQUIVALENT_NOTE = 'What these plans cost per month: monthly plans in full, one-time and yearly payments spread over 12 months.';

/** What the cart says of the lines it leaves out of the total. */
export const notBuyableText = (count: number): string =>
  count === 1 ? '1 app cannot be bought: it is not in the total and will not be charged.' : `${count} apps cannot be bought: they are not in the total and will not be charged.`;

/** The words on a line that cannot be bought, beside the reason. */
export const NOT_IN_TOTAL = 'Not in the total';

export function summaryFigures(lines: readonly SummaryLine[]): SummaryFigures {
  // A free trial: every line starts with trial days and asks for no card (spec 5).
  const freeTrial = lines.length > 0 && lines.every((line) => line.trialDays > 0 && !line.creditCardRequired && !isBilledNow(line));
  const dueNow = sum(lines.filter(isBilledNow));
  return {
    oneTime: sum(lines.filter((line) => line.billingCycle === 'pay-once')),
    monthly: sum(lines.filter((line) => line.billingCycle === 'pay-monthly')),
    yearly: sum(lines.filter((line) => line.billingCycle === 'pay-yearly')),
    monthlyEquivalent: monthlyEquivalentTotal(lines),
    dueNow,
    dueNowAmounts: lines
      .filter(isBilledNow)
      .map((line) => line.price.total)
      .sort((a, b) => a - b),
    freeTrial,
    cardNeeded: lines.length > 0 && !freeTrial && (dueNow > 0 || lines.some((line) => line.creditCardRequired)),
  };
}

/** What a line charges at purchase: its total when billed now, nothing while its trial runs. */
export const dueNowOf = (line: Pick<SummaryLine, 'billingCycle' | 'trialDays' | 'price'>): number => (isBilledNow(line) ? line.price.total : 0);

/** Taxes on `cents` at a rate (a fraction, 0.23), in whole cents. */
export function taxesAt(cents: number, rate: number): { taxValue: number; total: number } {
  const taxValue = Math.round(cents * rate);
  return { taxValue, total: cents + taxValue };
}

/**
 * Taxes on several amounts charged together (a cart's lines): each amount is taxed and rounded on
 * its own, as each is charged on its own, so the total is the sum of what the charges record.
 */
export function taxesOfAmounts(amounts: readonly number[], rate: number): { taxValue: number; total: number } {
  const taxValue = amounts.reduce((total, cents) => total + taxesAt(cents, rate).taxValue, 0);
  return { taxValue, total: amounts.reduce((total, cents) => total + cents, 0) + taxValue };
}

/** Transaction data kept in session storage resumes a checkout only within 30 minutes (spec 9). */
export function isResumable(snapshot: Pick<TransactionSnapshot, 'savedAt'>, now: Date): boolean {
  const saved = Date.parse(snapshot.savedAt);
  return Number.isFinite(saved) && now.getTime() - saved >= 0 && now.getTime() - saved < TRANSACTION_DATA_TTL_MS;
}
