import { describe, expect, it } from 'vitest';
import { countryName } from './country-names.ts';

describe('countryName', () => {
  it('names the countries of the seeded apps by their codes', () => {
    expect(['AU', 'CA', 'US', 'GB', 'DE', 'PL', 'FR', 'ES', 'NL'].map(countryName)).toEqual([
      'Australia',
      'Canada',
      'United States',
      'United Kingdom',
      'Germany',
      'Poland',
      'France',
      'Spain',
      'Netherlands',
    ]);
  });

  it('reads a lower-case code too, and shows a value that is no code as it is', () => {
    expect(countryName('pl')).toBe('Poland');
    expect(['Atlantis', 'Poland', '', 'U1'].map(countryName)).toEqual(['Atlantis', 'Poland', '', 'U1']);
  });
});
