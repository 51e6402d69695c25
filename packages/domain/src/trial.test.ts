import { describe, expect, it } from 'vitest';
import { makeCartProduct, makePayment } from './test/fixtures.ts';
import { cartQualifiesForFreeTrial, isCardNeeded } from './trial.ts';

describe('isCardNeeded', () => {
  it.each([
    [true, 14, true],
    [false, 14, false],
    [true, 0, false],
    [false, 0, false],
  ])('creditCardRequired %s, %i trial days → %s', (creditCardRequired, trialDays, expected) => {
    expect(isCardNeeded(makePayment({ creditCardRequired, trialDays }))).toBe(expected);
  });

  it('a free app needs no card', () => {
    expect(isCardNeeded(null)).toBe(false);
  });
});

describe('cartQualifiesForFreeTrial', () => {
  const trialLine = makeCartProduct({ trialDays: 14, payment: makePayment({ trialDays: 14, creditCardRequired: false }) });
  it.each([
    ['all lines with trial, no card', [trialLine, trialLine], true],
    ['one line without trial', [trialLine, makeCartProduct({ trialDays: 0 })], false],
    ['one line requires a card', [trialLine, { ...trialLine, payment: makePayment({ trialDays: 14, creditCardRequired: true }) }], false],
    ['a free line with trial days', [makeCartProduct({ trialDays: 7, payment: null })], true],
    ['empty cart', [], false],
  ])('%s → %s', (_case, products, expected) => {
    expect(cartQualifiesForFreeTrial(products)).toBe(expected);
  });
});
