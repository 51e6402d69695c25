/**
 * Tax rates of the simulated billing provider, for the price preview: VAT per EU/UK country and a
 * US sales tax by the state the zip code's first digits point to. tax_rate is a fraction (0.23).
 * The spec fixes no rates; these are documented in packages/server/README.md.
 */
import type { Taxes } from '@marketplace/domain/entities/cart';

const vat: Readonly<Record<string, number>> = { DE: 0.19, FR: 0.2, PL: 0.23, NL: 0.21, ES: 0.21, IT: 0.22, GB: 0.2, IE: 0.23, SE: 0.25 };

/** US sales tax by zip prefix: a few states, the rest none (as for Oregon or Delaware). */
const usByZipPrefix: readonly (readonly [RegExp, number])[] = [
  [/^9[0-6]/, 0.0725], // California
  [/^1[0-4]/, 0.04], // New York
  [/^7[5-9]/, 0.0625], // Texas
  [/^98|^99[0-4]/, 0.065], // Washington
];

export function taxRate(country: string, zip: string | undefined): number {
  if (country === 'US') return usByZipPrefix.find(([pattern]) => pattern.test(zip ?? ''))?.[1] ?? 0;
  return vat[country] ?? 0;
}

export function taxesFor(price: number, country: string, zip: string | undefined): Taxes {
  const rate = taxRate(country, zip);
  const value = Math.round(price * rate);
  return { total_price: price + value, tax_value: value, tax_rate: rate };
}
