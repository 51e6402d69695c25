/**
 * Side-by-side comparison of apps (beyond the spec): up to three apps, kept in
 * the address as ?apps=a,b,c, compared on price, billing, rating, installations, languages,
 * placements and permissions.
 */
import { consentItems } from './app-actions.ts';
import { billingCycleOf, paymentText } from './billing-text.ts';
import type { App, AppSummary } from './entities/app.ts';
import { formatPrice } from './pricing.ts';

/** How many apps fit side by side and stay readable. */
export const MAX_COMPARED_APPS = 3;

/** The apps of ?apps=: non-empty slugs, each once, at most three, in the order given. */
export function comparedSlugs(value: string | null | undefined): string[] {
  const slugs = (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => slug !== '');
  return [...new Set(slugs)].slice(0, MAX_COMPARED_APPS);
}

/** Whether one more app may join the comparison. */
export function canCompareMore(slugs: readonly string[]): boolean {
  return slugs.length < MAX_COMPARED_APPS;
}

/** Adds the app (when there is room) or takes it out. */
export function toggleCompared(slugs: readonly string[], slug: string): string[] {
  if (slugs.includes(slug)) return slugs.filter((other) => other !== slug);
  return canCompareMore(slugs) ? [...slugs, slug] : [...slugs];
}

export const comparisonRows = ['price', 'billing', 'rating', 'installations', 'languages', 'placements', 'permissions'] as const;
export type ComparisonRow = (typeof comparisonRows)[number];

export const comparisonRowTitles: Record<ComparisonRow, string> = {
  price: 'Price',
  billing: 'Billing',
  rating: 'Rating',
  installations: 'Installations',
  languages: 'Languages',
  placements: 'Placements',
  permissions: 'Permissions',
};

const count = new Intl.NumberFormat('en-US');

/** Where an app shows itself, by the name a user knows the place by. */
export const placementNames: Readonly<Record<AppSummary['widgets'][number]['placement'], string>> = {
  plugin: 'Side panel next to chats',
  fullscreen: 'Full-screen app',
  settings: 'Settings page',
  messagebox: 'Message box',
  'targeted-message': 'Targeted messages on your website',
};

/** Each row's value for one app: one line, or several (a list). */
export function comparisonCells(
  app: Pick<App, 'payment' | 'rating' | 'installations' | 'languages' | 'widgets' | 'authorization' | 'product'>,
  productName: string,
): Record<ComparisonRow, readonly string[]> {
  const { payment } = app;
  const unit = payment?.perAccount ? ' per agent' : '';
  return {
    price: [payment ? `${formatPrice(payment.price)}${unit}` : 'Free'],
    billing: [payment ? paymentText(billingCycleOf(payment), payment.trialDays) : 'Free'],
    rating: [app.rating === null || app.rating === undefined ? 'No ratings yet' : `${app.rating} out of 5`],
    installations: [count.format(app.installations)],
    languages: app.languages.length > 0 ? app.languages : ['Not listed'],
    placements: app.widgets.length > 0 ? [...new Set(app.widgets.map((widget) => placementNames[widget.placement]))] : ['None'],
    permissions: consentItems(app, productName),
  };
}

/**
 * The rows in which the compared apps differ ("Show differences only"): a row whose lines are the
 * same for every app is left out; with fewer than two apps nothing is compared, so every row stays.
 */
export function differingRows(cells: readonly Record<ComparisonRow, readonly string[]>[]): ComparisonRow[] {
  if (cells.length < 2) return [...comparisonRows];
  const key = (lines: readonly string[]) => JSON.stringify(lines);
  return comparisonRows.filter((row) => new Set(cells.map((each) => key(each[row]))).size > 1);
}
