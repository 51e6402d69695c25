/**
 * Taxes on what is billed now, for the buyer's country and zip: the price preview of the billing
 * API (GET /price_preview/{product}, cached 300 s by the api client) through the payment slice.
 * Shared by the cart and the one-app checkout.
 */
import { css, type Theme } from '@emotion/react';
import type { BillingAddress } from '@marketplace/domain/calls/billing';
import { taxesOfAmounts } from '@marketplace/domain/cart-summary';
import type { Product } from '@marketplace/domain/entities/product';
import { formatPrice } from '@marketplace/domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { selectControl } from './page-styles.ts';

/** Billing countries offered (ISO codes); the platform knows their tax rates. */
export const billingCountries: readonly { code: string; name: string }[] = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'PL', name: 'Poland' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'ES', name: 'Spain' },
  { code: 'IT', name: 'Italy' },
  { code: 'IE', name: 'Ireland' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CA', name: 'Canada' },
];

const fields = (t: Theme) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  label {
    display: grid;
    gap: 4px;
    font-weight: ${t.font.weight.medium};
  }
  input {
    height: 40px;
    padding: 0 10px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
    background: ${t.color.surface};
    min-width: 0;
  }
`;

export interface TaxFigures {
  rate: number;
  taxValue: number;
  total: number;
}

/**
 * The address fields, and the taxes on the amounts billed now once the preview answers (null while
 * unknown): each amount is taxed on its own, as the platform charges it (domain taxesOfAmounts).
 * `address` is what the purchase sends, so the platform charges the rate shown here.
 */
export function useTaxPreview(product: Product, amounts: readonly number[]): { taxes: TaxFigures | null; fields: ReactElement; address: BillingAddress } {
  const id = useId();
  const [country, setCountry] = useState('US');
  const [zip, setZip] = useState('');
  // By value: a new array of the same amounts is the same preview.
  const key = amounts.join(',');
  const charged = useMemo(() => (key === '' ? [] : key.split(',').map(Number)), [key]);
  const price = charged.reduce((total, cents) => total + cents, 0);
  const trimmedZip = zip.trim().slice(0, 16);
  // Keyed by what is asked: only the answer for the address and amounts on screen is ever shown.
  const preview = useQuery(useMarketplaceStoreApi().reads.pricePreview(product, { price, country, ...(trimmedZip === '' ? {} : { zip: trimmedZip }), productType: product }));
  const rate = preview.data?.taxes.tax_rate ?? null;
  const taxes = rate === null ? null : { rate, ...taxesOfAmounts(charged, rate) };
  const address: BillingAddress = trimmedZip === '' ? { country } : { country, zip: trimmedZip };
  const element = (
    <div css={fields}>
      <label htmlFor={`${id}-country`}>
        Billing country
        <select id={`${id}-country`} css={selectControl} value={country} onChange={(event) => setCountry(event.target.value)}>
          {billingCountries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-zip`}>
        ZIP or postal code
        <input id={`${id}-zip`} value={zip} maxLength={16} autoComplete="postal-code" onChange={(event) => setZip(event.target.value)} />
      </label>
    </div>
  );
  return { taxes, fields: element, address };
}

/** 'Taxes (23 %)' and the amount, or a placeholder while the preview loads. */
export function taxRows(taxes: TaxFigures | null): { label: string; value: string } {
  if (taxes === null) return { label: 'Taxes', value: 'Calculating…' };
  return { label: `Taxes (${Math.round(taxes.rate * 10000) / 100} %)`, value: formatPrice(taxes.taxValue) };
}
