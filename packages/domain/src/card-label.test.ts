import { describe, expect, it } from 'vitest';
import { cardLabel } from './card-label.ts';
import { planTierName } from './entities/product-names.ts';

const card = (cardType: string | null, lastFour: string | null = '4242') => ({ cardType, firstSix: '424242', lastFour, hasCard: true });

describe('cardLabel', () => {
  it('names the brand as the brand writes it, with the last four digits', () => {
    expect(cardLabel(card('visa'))).toBe('Visa ending in 4242');
    expect(cardLabel(card('master'))).toBe('Mastercard ending in 4242');
    expect(cardLabel(card('american express'))).toBe('American Express ending in 4242');
    expect(cardLabel(card('discover'))).toBe('Discover ending in 4242');
    expect(cardLabel(card('JCB'))).toBe('JCB ending in 4242');
    expect(cardLabel(card('amex'))).toBe('American Express ending in 4242');
    expect(cardLabel(card('unionpay'))).toBe('UnionPay ending in 4242');
  });

  it('says "Card" without a brand, dots without digits, and nothing without a card', () => {
    expect(cardLabel(card(null, null))).toBe('Card ending in ····');
    expect(cardLabel({ ...card('visa'), hasCard: false })).toBeNull();
    expect(cardLabel(null)).toBeNull();
  });
});

describe('planTierName', () => {
  it('writes a plan as the brand does, however the platform spelt it', () => {
    expect(planTierName('business')).toBe('Business');
    expect(planTierName('BUSINESS')).toBe('Business');
    expect(planTierName('enterprise_plus')).toBe('Enterprise Plus');
    expect(planTierName('enterpriseplus')).toBe('Enterprise Plus');
    expect(planTierName('custom-tier')).toBe('custom-tier');
  });
});
