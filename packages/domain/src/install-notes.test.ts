import { describe, expect, it } from 'vitest';
import { installNote, keepPollingPurchasedCart, pageAfterCartPurchase, sortPurchasedProducts } from './install-notes.ts';
import { makeCartProduct } from './test/fixtures.ts';

describe('installNote', () => {
  it.each([
    [null, 'livechat', null],
    ['', 'livechat', null],
    ['BILLING_ERROR: card declined', 'livechat', 'Payment failed'],
    ['PRODUCT_INACTIVE', 'livechat', 'Was not installed, please activate LiveChat first'],
    ['PRODUCT_INACTIVE', 'helpdesk', 'Was not installed, please activate HelpDesk first'],
    ['Something else', 'livechat', 'Was not installed, please contact support'],
  ] as const)('%j on %s → %j', (note, product, expected) => {
    expect(installNote(note, product)?.message ?? null).toBe(expected);
  });
});

const bought = makeCartProduct({ id: 'a', purchasedAt: '2024-01-01T00:00:00Z' });
const inactive = makeCartProduct({ id: 'b', note: 'PRODUCT_INACTIVE' });
const failed = makeCartProduct({ id: 'c', note: 'BILLING_ERROR' });
const waiting = makeCartProduct({ id: 'd' });

describe('sortPurchasedProducts', () => {
  it('splits purchased from not purchased', () => {
    const { purchased, notPurchased } = sortPurchasedProducts([bought, inactive, failed, waiting]);
    expect(purchased.map((product) => product.id)).toEqual(['a']);
    expect(notPurchased.map((product) => product.id)).toEqual(['b', 'c', 'd']);
  });
});

describe('pageAfterCartPurchase', () => {
  it.each([
    ['all bought', [bought, bought], 'thank-you'],
    ['only inactive-product notes failed', [bought, inactive], 'thank-you'],
    ['a payment failed', [bought, failed], 'review-order'],
    ['a product not bought without note', [bought, waiting], 'review-order'],
  ])('%s → %s', (_case, products, expected) => {
    expect(pageAfterCartPurchase(products)).toBe(expected);
  });
});

describe('keepPollingPurchasedCart', () => {
  it.each([
    [null, 0, true],
    [null, 9, true],
    [null, 10, false],
    ['2024-01-01T00:00:00Z', 1, false],
  ])('purchasedAt %j after %i tries → %s', (purchasedAt, tries, expected) => {
    expect(keepPollingPurchasedCart({ purchasedAt }, tries)).toBe(expected);
  });
});
