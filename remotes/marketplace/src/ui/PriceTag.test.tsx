import { ThemeProvider } from '@emotion/react';
import type { App } from '@marketplace/domain/entities/app';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lightTheme } from '../app-shell/theme.ts';
import { PriceTag } from './PriceTag.tsx';
import { RatingStars } from './RatingStars.tsx';

afterEach(cleanup);
const themed = (node: ReactNode) => render(<ThemeProvider theme={lightTheme}>{node}</ThemeProvider>);

const monthly: NonNullable<App['payment']> = { price: 2000, frequency: 'recurrent_charge', perAccount: true, months: 1, trialDays: 0, creditCardRequired: true };
/** As the platform sends it while a 25 % discount runs: the charged price, the list price beside it. */
const discounted: NonNullable<App['payment']> = { ...monthly, price: 1500, oldPrice: 2000, discountPercent: 25 };

describe('PriceTag shows the price charged, the list price struck through while a discount runs', () => {
  it("shows the platform's discounted price as is (the discount applies once) and strikes the list price", () => {
    themed(<PriceTag app={{ payment: discounted }} />);
    expect(screen.getByText('$15.00')).toBeTruthy();
    expect(screen.queryByText('$11.25')).toBeNull();
    expect(screen.getByTestId('old-price').tagName).toBe('S');
    expect(screen.getByTestId('old-price').textContent).toBe('Old price $20.00');
    expect(screen.getByText('25% off')).toBeTruthy();
    expect(screen.getByText('per agent per month')).toBeTruthy();
    expect(screen.getByText('Monthly payment')).toBeTruthy();
  });

  it('shows the plain price without a discount, the trial text, and Free without payment', () => {
    themed(<PriceTag app={{ payment: { ...monthly, trialDays: 14 } }} />);
    expect(screen.getByText('$20.00')).toBeTruthy();
    expect(screen.queryByTestId('old-price')).toBeNull();
    expect(screen.getByText('14-day free trial')).toBeTruthy();
    cleanup();
    themed(<PriceTag app={{ payment: null }} />);
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it("says 'once' beside a one-time price, and its period beside a recurring one", () => {
    themed(<PriceTag app={{ payment: { ...monthly, frequency: 'direct_charge', perAccount: false, months: null } }} />);
    expect(screen.getByText('once')).toBeTruthy();
    cleanup();
    themed(<PriceTag app={{ payment: { ...monthly, perAccount: false } }} />);
    expect(screen.getByText('per month')).toBeTruthy();
  });
});

describe('RatingStars reads out as one phrase', () => {
  it('says the rating and votes, or that there is none yet', () => {
    themed(<RatingStars rating={4.25} votes={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 12 votes' })).toBeTruthy();
    cleanup();
    themed(<RatingStars rating={null} />);
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeTruthy();
  });
});
