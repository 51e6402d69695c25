import { describe, expect, it } from 'vitest';
import { commonOptions, facetCounts } from './listing-facets.ts';
import { listingOf, listApps } from './listing.ts';
import { listingStepsOf } from './listing-steps.ts';
import { makeApp, makePayment } from './test/fixtures.ts';

describe('counts beside the filter options', () => {
  const categories = [
    { id: 'crm', name: 'CRM' },
    { id: 'cms', name: 'CMS' },
    { id: 'analytics', name: 'Analytics' },
  ];
  const apps = Array.from({ length: 60 }, (_x, i) =>
    makeApp({
      id: String(i),
      slug: `app-${i}`,
      name: `App ${i}`,
      product: (['', 'livechat', 'helpdesk', 'text'] as const)[i % 4],
      category: categories[i % 3] ?? { id: 'crm', name: 'CRM' },
      languages: i % 2 ? ['English'] : ['English', 'German'],
      industries: i % 5 ? [] : ['Retail'],
      country: i % 3 ? null : 'Poland',
      widgets: i % 4 ? [{ id: `w${i}`, placement: 'plugin' }] : [],
      payment: i % 3 ? makePayment({ price: 500 * (i % 3), perAccount: i % 2 === 0 }) : null,
      customProps: { verified: i % 2 ? 'true' : 'false' },
      rating: i % 6 === 0 ? null : 1 + (i % 5),
    }),
  );
  const listing = listingOf(apps, { product: 'livechat', kind: 'apps' });

  it('counts, for each option, the apps the listing shows once that option is chosen', () => {
    const filters = { paymentType: 'free' as const };
    const counts = facetCounts(listing, filters);
    for (const [key, tally] of Object.entries(counts)) {
      for (const [value, count] of tally) {
        const chosen = key === 'services' ? { ...filters, services: [value] } : { ...filters, [key]: key === 'minRating' ? Number(value) : value };
        expect(listApps(apps, chosen as never, { product: 'livechat', kind: 'apps' }).length, `${key}=${value}`).toBe(count);
      }
    }
    expect(counts.paymentType.get('free')).toBe(listing(filters).length);
  });

  it('counts what the same listing gives under several filters, whatever the sort', () => {
    const filters = { industry: 'Retail', verified: 'true' as const, sortBy: 'priceAscending' as const };
    const counts = facetCounts(listing, filters);
    expect(counts.verified.get('true')).toBe(listing(filters).length);
    expect(counts.industry.get('Retail')).toBe(listing(filters).length);
    expect(listing(filters).length).toBeGreaterThan(0);
    expect(counts.country.get('Poland')).toBe(listing({ ...filters, country: 'Poland' }).length);
    expect(facetCounts(listing, { ...filters, sortBy: 'price' })).toEqual(counts);
  });
});

describe('the options a filter shows before Show more', () => {
  const option = (value: string, count: number) => ({ value, count });
  const values = (list: { value: string }[]) => list.map((each) => each.value);

  it('shows every option of a short filter in its own order', () => {
    const options = [option('a', 0), option('b', 5), option('c', 1)];
    expect(commonOptions(options, [], 2)).toEqual({ shown: options, more: [] });
  });

  it('shows the most common options of a long one first, ties in their order, and the rest behind Show more', () => {
    const options = [option('a', 1), option('b', 9), option('c', 3), option('d', 3), option('e', 0), option('f', 2)];
    const { shown, more } = commonOptions(options, [], 3);
    expect(values(shown)).toEqual(['b', 'c', 'd']);
    expect(values(more)).toEqual(['f', 'a', 'e']);
  });

  it('keeps a chosen option in sight however rare', () => {
    const options = [option('a', 1), option('b', 9), option('c', 3), option('d', 3), option('e', 0), option('f', 2)];
    const { shown, more } = commonOptions(options, ['e'], 3);
    expect(values(shown)).toEqual(['b', 'c', 'd', 'e']);
    expect(values(more)).toEqual(['f', 'a']);
  });
});

describe('the listing page in the address', () => {
  it('reads a whole number from 1, and the first page otherwise', () => {
    expect([{}, { page: '3' }, { page: '0' }, { page: '-2' }, { page: '1.5' }, { page: 'x' }, { page: '0x10' }, { page: '1e1' }].map(listingStepsOf)).toEqual([
      1, 3, 1, 1, 1, 1, 1, 1,
    ]);
  });
});
