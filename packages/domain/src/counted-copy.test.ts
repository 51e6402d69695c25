import { describe, expect, it } from 'vitest';
import { countedNoun, helpfulText, minRatingText, possessive } from './counted-copy.ts';

describe('words that follow a number or a name', () => {
  it('puts a count with its noun in the singular or plural', () => {
    expect(countedNoun(1, 'app', 'apps')).toBe('1 app');
    expect(countedNoun(0, 'app', 'apps')).toBe('0 apps');
    expect(countedNoun(12, 'app', 'apps')).toBe('12 apps');
  });
  it('invites the first helpful vote instead of counting none', () => {
    expect(helpfulText(0)).toBe('Be the first to find this helpful');
    expect(helpfulText(1)).toBe('1 person found this helpful');
    expect(helpfulText(7)).toBe('7 people found this helpful');
  });
  it('says 1 star, and 2 stars and more', () => {
    expect(minRatingText(1)).toBe('1 star and up');
    expect(minRatingText(4)).toBe('4 stars and up');
  });
  it('writes the possessive of a name ending in s without a second s', () => {
    expect(possessive('CX Builders')).toBe('CX Builders’');
    expect(possessive('Anna Smith')).toBe('Anna Smith’s');
  });
});
