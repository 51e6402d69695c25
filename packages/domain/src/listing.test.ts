import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { App } from './entities/app.ts';
import { appSortSchema, filtersSchema, type Filters } from './entities/filters.ts';
import {
  exclusionReason,
  isInSearchOf,
  isOfferedAsRelated,
  listApps,
  listingOf,
  matchesFilters,
  paymentTypeOf,
  readFilters,
  readListingScope,
  listingScopeParams,
  relatedApps,
  type ListingOptions,
} from './listing.ts';
import { makeApp, makePayment } from './test/fixtures.ts';

describe('exclusionReason', () => {
  const options: Omit<ListingOptions, 'product'> = { kind: 'apps' };
  it.each<[string, Partial<App>, Omit<ListingOptions, 'product'>, string | null]>([
    ['a plain app', {}, options, null],
    ['hidden', { hidden: true }, options, 'hidden'],
    ['hidden but listed', { hidden: true }, { ...options, listedIds: ['7'] }, null],
    ['under maintenance, filtering on', { underMaintenance: true }, { ...options, filterMaintenance: true }, 'maintenance'],
    ['under maintenance, filtering off', { underMaintenance: true }, options, null],
    ['hiddenForBeta in the default mode', { customProps: { hiddenForBeta: 'true' } }, options, 'hidden-for-beta'],
    ['hiddenForBeta in beta mode', { customProps: { hiddenForBeta: 'true' } }, { ...options, mode: 'beta' }, null],
    ['a service in an app list', { customProps: { isService: 'true' } }, options, 'service'],
    ['a service in the services list', { customProps: { isService: 'true' } }, { kind: 'services' }, null],
    ['an app in the services list', {}, { kind: 'services' }, 'not-service'],
    ['a theme', { theme: 'dark' }, options, 'theme'],
    ['a theme that is listed', { theme: 'dark' }, { ...options, listedIds: ['7'] }, null],
  ])('%s → %j', (_case, overrides, listing, expected) => {
    expect(exclusionReason(makeApp({ id: '7', ...overrides }), listing)).toBe(expected);
  });
});

describe('paymentTypeOf', () => {
  it.each([
    [null, 'free'],
    [makePayment({ price: 0 }), 'free'],
    [makePayment({ months: null, frequency: 'direct_charge' }), 'once'],
    [makePayment({ months: undefined }), 'once'],
    [makePayment({ months: 1, perAccount: false }), 'monthly-per-organization'],
    [makePayment({ months: 1, perAccount: true }), 'monthly-per-account'],
    [makePayment({ months: 12, perAccount: true }), 'monthly-per-account'],
  ])('%j → %s', (payment, expected) => {
    expect(paymentTypeOf(payment)).toBe(expected);
  });
});

describe('matchesFilters', () => {
  const app = makeApp({
    product: 'helpdesk',
    payment: makePayment({ months: 1, perAccount: true }),
    widgets: [{ id: 'w', placement: 'fullscreen' }],
    category: { id: 'crm', name: 'CRM' },
    types: ['training'],
    languages: ['en', 'de'],
    industries: ['retail'],
    country: 'PL',
  });
  it.each<[Partial<Filters>, boolean]>([
    [{}, true],
    [{ compatibility: 'helpdesk' }, true],
    [{ compatibility: 'livechat' }, false],
    [{ paymentType: 'monthly-per-account' }, true],
    [{ paymentType: 'free' }, false],
    [{ widgetPlacement: 'fullscreen' }, true],
    [{ widgetPlacement: 'plugin' }, false],
    [{ category: 'crm' }, true],
    [{ category: 'cms' }, false],
    [{ service: 'training' }, true],
    [{ service: 'custom-development' }, false],
    [{ services: ['custom-development', 'training'] }, true],
    [{ services: ['custom-development'] }, false],
    [{ services: [] }, true],
    [{ language: 'de' }, true],
    [{ language: 'fr' }, false],
    [{ industry: 'retail' }, true],
    [{ industry: 'banking' }, false],
    [{ country: 'PL' }, true],
    [{ country: 'US' }, false],
    [{ category: 'crm', language: 'fr' }, false],
  ])('%j → %s', (filters, expected) => {
    expect(matchesFilters(app, filters)).toBe(expected);
  });
});

describe('matchesFilters: verified developer and minimum rating', () => {
  it('keeps only apps of a verified developer', () => {
    expect(matchesFilters(makeApp({ customProps: { verified: 'true' } }), { verified: 'true' })).toBe(true);
    expect(matchesFilters(makeApp({ customProps: { verified: 'false' } }), { verified: 'true' })).toBe(false);
    expect(matchesFilters(makeApp({ customProps: {} }), { verified: 'true' })).toBe(false);
  });

  it.each([
    [4.5, 4, true],
    [4, 4, true],
    [3.9, 4, false],
    [null, 1, false],
  ] as const)('rating %j with minimum %j → %j', (rating, minRating, expected) => {
    expect(matchesFilters(makeApp({ rating }), { minRating })).toBe(expected);
  });

  it('reads both from the query string, dropping values out of range', () => {
    expect(readFilters({ verified: 'true', minRating: '3' })).toMatchObject({ verified: 'true', minRating: 3 });
    expect(readFilters({ verified: 'yes', minRating: '5' })).toEqual({});
    expect(readFilters({ minRating: 'x' })).toEqual({});
  });
});

describe('listApps', () => {
  const chat = makeApp({ id: 'chat', name: 'Chat', installations: 5 });
  const desk = makeApp({ id: 'desk', name: 'Desk', product: 'helpdesk', installations: 9 });
  const hidden = makeApp({ id: 'hidden', hidden: true });
  const pinned = makeApp({ id: 'pinned', name: 'Pinned', customProps: { order: '10' } });

  it('restricts the default listing to the product and sorts by recommended', () => {
    expect(listApps([chat, desk, hidden, pinned], {}, { product: 'livechat', kind: 'apps' }).map((app) => app.id)).toEqual(['pinned', 'chat']);
  });

  it('lets a compatibility filter choose the product', () => {
    expect(listApps([chat, desk], { compatibility: 'helpdesk' }, { product: 'livechat', kind: 'apps' }).map((app) => app.id)).toEqual(['desk']);
  });

  it('sorts by sortBy', () => {
    expect(listApps([pinned, chat], { sortBy: 'alphabetical' }, { product: 'livechat', kind: 'apps' }).map((app) => app.id)).toEqual(['chat', 'pinned']);
  });
});

describe('listingOf: one catalogue listed again and again gives what listApps gives', () => {
  const someApp = fc.record({
    name: fc.constantFrom('alpha', 'Alpha', 'beta', 'gamma'),
    product: fc.constantFrom('livechat', 'helpdesk'),
    category: fc.constantFrom('crm', 'analytics'),
    installations: fc.integer({ min: 0, max: 2 }),
    price: fc.option(fc.constantFrom(0, 100), { nil: null }),
    order: fc.option(fc.constantFrom('1', '2'), { nil: undefined }),
    hidden: fc.boolean(),
    service: fc.boolean(),
    publishedAt: fc.option(fc.constantFrom('2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z'), { nil: null }),
  });
  const someFilters = fc.record(
    {
      compatibility: fc.constantFrom('livechat', 'helpdesk'),
      category: fc.constantFrom('crm', 'analytics'),
      paymentType: fc.constantFrom('free', 'once'),
      sortBy: fc.constantFrom(...appSortSchema.options),
    },
    { requiredKeys: [] },
  );

  it('for every filters and sort, in any order of calls (each sort computed once, then reused)', () => {
    fc.assert(
      fc.property(
        fc.array(someApp, { maxLength: 25 }),
        fc.constantFrom<'apps' | 'services'>('apps', 'services'),
        fc.array(someFilters, { minLength: 1, maxLength: 6 }),
        (rows, kind, calls) => {
          const apps = rows.map((row, i) =>
            makeApp({
              id: String(i),
              name: row.name,
              product: row.product,
              category: { id: row.category, name: row.category },
              installations: row.installations,
              payment: row.price === null ? null : makePayment({ price: row.price }),
              customProps: { ...(row.order === undefined ? {} : { order: row.order }), ...(row.service ? { isService: 'true' } : {}) },
              hidden: row.hidden,
              publishedAt: row.publishedAt,
            }),
          );
          const options = { product: 'livechat', kind } as const;
          const listing = listingOf(apps, options);
          for (const filters of calls) {
            expect(listing(filters).map((app) => app.id)).toEqual(listApps(apps, filters, options).map((app) => app.id));
          }
        },
      ),
    );
  });

  it('gives the list it gave for equal filters again (the same array), and the right list once it has forgotten it', () => {
    const apps = ['crm', 'analytics', 'crm'].map((category, i) => makeApp({ id: String(i), name: `app ${i}`, category: { id: category, name: category } }));
    const options = { product: 'livechat', kind: 'apps' } as const;
    const listing = listingOf(apps, options);
    const crm = listing({ category: 'crm', sortBy: 'alphabetical' });
    expect(listing({ sortBy: 'alphabetical', category: 'crm', paymentType: undefined })).toBe(crm);
    // Many other filters asked in between: the first list is made again, equal but new.
    for (let i = 0; i < 20; i++) listing({ category: `other-${i}` });
    const again = listing({ category: 'crm', sortBy: 'alphabetical' });
    expect(again).not.toBe(crm);
    expect(again.map((app) => app.id)).toEqual(listApps(apps, { category: 'crm', sortBy: 'alphabetical' }, options).map((app) => app.id));
  });
});

describe('related apps', () => {
  it.each([
    ['18270', null, false],
    ['18270', makePayment(), true],
    ['5', null, true],
    ['5', makePayment(), true],
  ])('app %s offers a candidate with payment %j → %s', (id, payment, expected) => {
    expect(isOfferedAsRelated({ id }, { id: 'other', payment })).toBe(expected);
  });

  it('never offers the app itself, only its category', () => {
    const app = makeApp({ id: '1', category: { id: 'crm', name: 'CRM' } });
    const same = makeApp({ id: '2', category: { id: 'crm', name: 'CRM' } });
    const other = makeApp({ id: '3', category: { id: 'cms', name: 'CMS' } });
    expect(relatedApps(app, [app, same, other])).toEqual([same]);
  });
});

describe('isInSearchOf', () => {
  it.each([
    ['helpdesk', 'agent-app', false],
    ['helpdesk', 'public', true],
    ['', 'agent-app', true],
    ['text', 'agent-app', true],
    ['helpdesk', 'helpdesk', true],
    ['', 'helpdesk', false],
    ['text', 'helpdesk-framed', false],
    ['helpdesk', 'helpdesk-framed', true],
    ['text', 'text', true],
    ['text', 'text-framed', true],
    ['', 'text', false],
    ['helpdesk', 'text-framed', false],
  ] as const)('%j app in %s → %s', (product, variant, expected) => {
    expect(isInSearchOf({ product }, variant)).toBe(expected);
  });
});

describe('readFilters', () => {
  it.each([
    [{}, {}],
    [
      { sortBy: 'price', paymentType: 'free', category: 'crm' },
      { sortBy: 'price', paymentType: 'free', category: 'crm' },
    ],
    [{ sortBy: 'nonsense', language: 'de' }, { language: 'de' }],
    [{ compatibility: 'helpdesk', widgetPlacement: 'nowhere' }, { compatibility: 'helpdesk' }],
    [{ services: 'training,custom-development', utm_source: 'x' }, { services: ['training', 'custom-development'] }],
    [{ services: 'training,unknown' }, {}],
  ])('%j → %j', (query, expected) => {
    expect(readFilters(query)).toEqual(expected);
  });

  // readFilters reads without zod (a listing's first view loads none): it must accept what the
  // filters' schema accepts, key by key, and read it the same.
  it('agrees with the filters schema on every value of every filter', () => {
    const keys = Object.keys(filtersSchema.shape) as (keyof Filters)[];
    const known = [
      '',
      'true',
      'false',
      'free',
      'once',
      'monthly-per-account',
      'helpdesk',
      'livechat',
      'nope',
      'plugin',
      'training',
      'training,custom-development',
      'training,',
      ',',
      'training,x',
    ];
    const numbers = ['0', '1', '3', '4', '5', '2.5', ' 2 ', '0x3', '1e0', 'x', '-1', 'Infinity', 'price', 'updated', 'alphabetical'];
    const value = fc.oneof(fc.constantFrom(...known, ...numbers), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.constantFrom(...keys), value, (key, text) => {
        const bySchema = filtersSchema.shape[key].safeParse(text);
        expect(readFilters({ [key]: text })).toEqual(bySchema.success && bySchema.data !== undefined ? { [key]: bySchema.data } : {});
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readListingScope', () => {
  it('reads beta mode and the listed ids from the query, and gives them back as parameters', () => {
    expect(readListingScope({})).toEqual({ mode: 'default', listedIds: [] });
    expect(readListingScope({ mode: 'beta', listed: '9013, 1023,' })).toEqual({ mode: 'beta', listedIds: ['9013', '1023'] });
    expect(readListingScope({ mode: 'other' }).mode).toBe('default');
    expect(listingScopeParams(readListingScope({ mode: 'beta', listed: '9013' }))).toEqual({ mode: 'beta', listed: ['9013'] });
    expect(listingScopeParams(readListingScope({}))).toEqual({});
  });
  it('shows a beta-hidden app in beta mode only, and a themed app only when listed', () => {
    const beta = makeApp({ id: 'b', customProps: { hiddenForBeta: 'true' } });
    const themed = makeApp({ id: 't', theme: 'dark-glass' });
    const ids = (query: Record<string, string>) => listApps([beta, themed], {}, { product: 'livechat', kind: 'apps', ...readListingScope(query) }).map((app) => app.id);
    expect(ids({})).toEqual([]);
    expect(ids({ mode: 'beta' })).toEqual(['b']);
    expect(ids({ listed: 't' })).toEqual(['t']);
  });
});
