import { describe, expect, it } from 'vitest';
import type { App } from './entities/app.ts';
import fc from 'fast-check';
import { appSortSchema } from './entities/filters.ts';
import { appComparators, productCounts, sortApps, sortDevelopers } from './sorting.ts';
import { makeApp, makePayment } from './test/fixtures.ts';

const app = (id: string, overrides: Partial<App> = {}) => makeApp({ id, name: id, ...overrides });

describe('sortApps', () => {
  it.each([
    ['alphabetical by name', 'alphabetical', [app('beta'), app('Alpha'), app('gamma')], ['Alpha', 'beta', 'gamma']],
    [
      'price descending',
      'price',
      [app('free'), app('cheap', { payment: makePayment({ price: 100 }) }), app('dear', { payment: makePayment({ price: 900 }) })],
      ['dear', 'cheap', 'free'],
    ],
    [
      'price ties by installations',
      'price',
      [app('few', { installations: 5, payment: makePayment({ price: 100 }) }), app('many', { installations: 50, payment: makePayment({ price: 100 }) })],
      ['many', 'few'],
    ],
    [
      'price ascending, free first',
      'priceAscending',
      [app('dear', { payment: makePayment({ price: 900 }) }), app('free'), app('cheap', { payment: makePayment({ price: 100 }) })],
      ['free', 'cheap', 'dear'],
    ],
    [
      'price ascending ties by installations',
      'priceAscending',
      [app('few', { installations: 5, payment: makePayment({ price: 100 }) }), app('many', { installations: 50, payment: makePayment({ price: 100 }) })],
      ['many', 'few'],
    ],
    ['popularity by installations', 'popularity', [app('a', { installations: 1 }), app('b', { installations: 10 })], ['b', 'a']],
    [
      'recommended by custom order',
      'recommended',
      [app('low', { customProps: { order: '1' } }), app('high', { customProps: { order: '9' } }), app('none')],
      ['high', 'low', 'none'],
    ],
    [
      'recommended ties by installations',
      'recommended',
      [app('a', { customProps: { order: '3' }, installations: 1 }), app('b', { customProps: { order: '3' }, installations: 7 })],
      ['b', 'a'],
    ],
    [
      'published newest first, never-published last',
      'published',
      [app('old', { publishedAt: '2022-01-01T00:00:00Z' }), app('never'), app('new', { publishedAt: '2024-01-01T00:00:00Z' }), app('mid', { publishedAt: '2023-01-01T00:00:00Z' })],
      ['new', 'mid', 'old', 'never'],
    ],
    [
      'updated: last change first (publication when never changed), then by name',
      'updated',
      [
        app('published-late', { publishedAt: '2024-03-01T00:00:00Z' }),
        app('changed', { publishedAt: '2022-01-01T00:00:00Z', updatedAt: '2024-06-01T00:00:00Z' }),
        app('never'),
        app('b-same', { publishedAt: '2023-01-01T00:00:00Z' }),
        app('a-same', { publishedAt: '2023-01-01T00:00:00Z' }),
      ],
      ['changed', 'published-late', 'a-same', 'b-same', 'never'],
    ],
  ] as const)('%s', (_case, sort, apps, expected) => {
    expect(sortApps(apps, sort).map((each) => each.name)).toEqual(expected);
  });

  it('keeps the input untouched and equal apps in input order', () => {
    const apps = [app('x', { installations: 1 }), app('y', { installations: 1 })];
    expect(sortApps(apps, 'popularity').map((each) => each.id)).toEqual(['x', 'y']);
    expect(sortApps(apps, 'price').map((each) => each.id)).toEqual(['x', 'y']);
    expect(sortApps(apps, 'recommended').map((each) => each.id)).toEqual(['x', 'y']);
    expect(apps.map((each) => each.id)).toEqual(['x', 'y']);
  });
});

describe('sortApps with keys computed once per app', () => {
  it('orders exactly as the comparators of spec 9 do, ties in input order', () => {
    const day = fc.option(
      fc.integer({ min: 0, max: 5 }).map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString()),
      { nil: null },
    );
    const someApp = fc.record({
      name: fc.constantFrom('alpha', 'Alpha', 'beta', 'gamma', 'Ærø'),
      installations: fc.integer({ min: 0, max: 3 }),
      price: fc.option(
        fc.integer({ min: 0, max: 2 }).map((p) => p * 100),
        { nil: null },
      ),
      order: fc.option(fc.integer({ min: 0, max: 2 }).map(String), { nil: undefined }),
      publishedAt: day,
      updatedAt: day,
    });
    fc.assert(
      fc.property(fc.array(someApp, { maxLength: 30 }), fc.constantFrom(...appSortSchema.options), (rows, sort) => {
        const apps = rows.map((row, i) =>
          app(`${row.name}-${i}`, {
            name: row.name,
            installations: row.installations,
            payment: row.price === null ? null : makePayment({ price: row.price }),
            customProps: row.order === undefined ? {} : { order: row.order },
            publishedAt: row.publishedAt,
            updatedAt: row.updatedAt,
          }),
        );
        expect(sortApps(apps, sort).map((a) => a.id)).toEqual([...apps].sort(appComparators[sort]).map((a) => a.id));
      }),
    );
  });
});

describe('sortDevelopers', () => {
  const developers = [
    { id: 'd1', name: 'Zeta' },
    { id: 'd2', name: 'alpha' },
    { id: 'd3', name: 'Beta' },
  ];
  const apps = [{ developerId: 'd1' }, { developerId: 'd1' }, { developerId: 'd3' }, { developerId: null }, { developerId: 'd2' }];

  it.each([
    ['developerName', ['alpha', 'Beta', 'Zeta']],
    ['numberOfProducts', ['Zeta', 'alpha', 'Beta']],
  ] as const)('%s', (sort, expected) => {
    expect(sortDevelopers(developers, productCounts(apps), sort).map((developer) => developer.name)).toEqual(expected);
  });

  it('counts products per developer', () => {
    expect(Object.fromEntries(productCounts(apps))).toEqual({ d1: 2, d2: 1, d3: 1 });
  });
});
