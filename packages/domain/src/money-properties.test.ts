/**
 * The money rules as properties, over every price, percent, seat count and cart the
 * bounds allow: the discount is taken once, totals add up, what is due now never exceeds the
 * total, and totals stay exact whole cents. Seeded, so a failure replays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefundedOnCancel, nextRecurrentStatus, recurrentChargeActions } from './charge-machines.ts';
import { summaryFigures } from './cart-summary.ts';
import type { SummaryLine } from './cart-summary.ts';
import { MAX_PRICE_CENTS } from './constants.ts';
import type { AppPayment } from './entities/app.ts';
import { recurrentChargeStatusSchema } from './entities/charges.ts';
import { applyDiscount, discountedPrice, listPayment, monthlyEquivalentTotal, planTotal } from './pricing.ts';

const settings = { seed: 9, numRuns: 500 } as const;
const cents = fc.integer({ min: 0, max: MAX_PRICE_CENTS });
const percent = fc.integer({ min: 0, max: 99 });
const cycle = fc.constantFrom('pay-once' as const, 'pay-monthly' as const, 'pay-yearly' as const);
const payment = fc.record({
  price: cents,
  frequency: fc.constantFrom('direct_charge' as const, 'recurrent_charge' as const),
  perAccount: fc.boolean(),
  months: fc.constantFrom(null, 1, 3, 12),
  trialDays: fc.nat({ max: 30 }),
  creditCardRequired: fc.boolean(),
}) satisfies fc.Arbitrary<AppPayment>;
const during = { discountFrom: '2026-01-01T00:00:00Z', discountTo: '2026-12-31T23:59:59Z' };
const now = new Date('2026-06-01T00:00:00Z');

describe('applyDiscount: the discount is taken once, on the platform', () => {
  it('charges the list price less the percent, rounded to the cent, and keeps the list price beside it', () => {
    fc.assert(
      fc.property(payment, percent, (stored, off) => {
        const charged = applyDiscount(listPayment(stored), { ...during, discountPercent: String(off) }, now);
        expect(charged.oldPrice).toBe(stored.price);
        expect(charged.discountPercent).toBe(off);
        expect(Math.abs(charged.price - (stored.price * (100 - off)) / 100)).toBeLessThanOrEqual(0.5);
        // Taken once: the charged price is the list price discounted, not the charged price discounted again.
        expect(charged.price).toBe(discountedPrice(stored.price, off));
        if (off > 0 && stored.price >= 200) expect(charged.price).not.toBe(discountedPrice(charged.price, off));
      }),
      settings,
    );
  });

  it('leaves the payment as stored outside the discount window or without a valid percent', () => {
    fc.assert(
      fc.property(
        payment,
        fc.oneof(fc.constant(''), fc.constant('abc'), fc.integer({ min: 100, max: 1000 }).map(String), fc.integer({ min: -100, max: -1 }).map(String)),
        (stored, off) => {
          expect(applyDiscount(listPayment(stored), { ...during, discountPercent: off }, now)).toEqual(stored);
          expect(applyDiscount(listPayment(stored), { discountFrom: '2027-01-01T00:00:00Z', discountTo: '2027-12-31T00:00:00Z', discountPercent: '20' }, now)).toEqual(stored);
        },
      ),
      settings,
    );
  });
});

describe('planTotal: a cart line is priced from the plan, within the bounds', () => {
  it('is a whole number of cents, per seat only for per-agent apps, exact (no float drift) for any bounded price', () => {
    fc.assert(
      fc.property(payment, cycle, fc.integer({ min: 0, max: 20 }), (stored, chosen, seats) => {
        const total = planTotal(stored, chosen, seats);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        const perSeat = planTotal({ ...stored, perAccount: false }, chosen, seats);
        expect(total).toBe(stored.perAccount ? perSeat * Math.max(1, seats) : perSeat);
      }),
      settings,
    );
  });
});

// Trials belong to recurring plans: the catalogue sells no pay-once app with a trial, and for one the
// summary (billed now) and the platform's purchase (nothing due during a trial) would still disagree.
const line: fc.Arbitrary<SummaryLine> = fc
  .record({ billingCycle: cycle, price: fc.record({ total: cents }), trialDays: fc.nat({ max: 30 }), creditCardRequired: fc.boolean() })
  .map((each) => (each.billingCycle === 'pay-once' ? { ...each, trialDays: 0 } : each));

describe('summaryFigures: the totals of a cart add up', () => {
  it('splits the lines by cycle without losing a cent, bills now at most the total, in any order', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const figures = summaryFigures(lines);
        const total = lines.reduce((sum, each) => sum + each.price.total, 0);
        expect(figures.oneTime + figures.monthly + figures.yearly).toBe(total);
        expect(figures.dueNow).toBeLessThanOrEqual(total);
        expect(figures.dueNow).toBe(lines.filter((each) => each.billingCycle === 'pay-once' || each.trialDays === 0).reduce((sum, each) => sum + each.price.total, 0));
        expect(Math.abs(figures.monthlyEquivalent - (figures.monthly + (figures.oneTime + figures.yearly) / 12))).toBeLessThanOrEqual(0.5);
        expect(summaryFigures([...lines].reverse())).toEqual(figures);
        if (figures.dueNow > 0) expect(figures.cardNeeded).toBe(true);
      }),
      settings,
    );
  });

  it('counts the monthly equivalent as a whole number of cents', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        expect(Number.isInteger(monthlyEquivalentTotal(lines))).toBe(true);
      }),
      settings,
    );
  });
});

describe('isRefundedOnCancel: over every path through the recurrent machine, a payment comes back only for a period never begun', () => {
  it('refunds exactly when the charge was paid (accepted) and never activated', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...recurrentChargeActions), { maxLength: 8 }), (actions) => {
        let status = recurrentChargeStatusSchema.parse('pending');
        let activated = false;
        for (const action of actions) {
          const next = nextRecurrentStatus(status, action);
          if (next === null) continue;
          if (action === 'cancel') expect(isRefundedOnCancel(status)).toBe(status === 'accepted' && !activated);
          if (next === 'active') activated = true;
          status = next;
        }
      }),
      settings,
    );
  });
});
