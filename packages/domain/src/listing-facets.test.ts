import { describe, expect, it } from 'vitest';
import { facetCounts } from './listing-facets.ts';
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
});

describe('the listing page in the address', () => {
  it('reads a whole number from 1, and the first page otherwise', () => {
    expect([{}, { page: '3' }, { page: '0' }, { page: '-2' }, { page: '1.5' }, { page: 'x' }, { page: '0x10' }, { page: '1e1' }].map(listingStepsOf)).toEqual([
      1, 3, 1, 1, 1, 1, 1, 1,
    ]);
  });
});
