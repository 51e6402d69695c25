import { describe, expect, it } from 'vitest';
import { canCompareMore, comparedSlugs, comparisonCells, comparisonRows, differingRows, MAX_COMPARED_APPS, toggleCompared } from './compare.ts';
import { makeApp, makePayment } from './test/fixtures.ts';

describe('comparedSlugs reads ?apps=', () => {
  it.each([
    [null, []],
    ['', []],
    ['a', ['a']],
    ['a,,b, c', ['a', 'b', 'c']],
    ['a,b,a', ['a', 'b']],
    ['a,b,c,d', ['a', 'b', 'c']],
  ] as const)('%j → %j', (value, expected) => {
    expect(comparedSlugs(value)).toEqual(expected);
  });
});

describe('toggleCompared keeps at most three apps', () => {
  it('adds an app, takes it out again, and refuses a fourth', () => {
    expect(toggleCompared([], 'a')).toEqual(['a']);
    expect(toggleCompared(['a', 'b'], 'a')).toEqual(['b']);
    const full = ['a', 'b', 'c'];
    expect(full).toHaveLength(MAX_COMPARED_APPS);
    expect(canCompareMore(full)).toBe(false);
    expect(toggleCompared(full, 'd')).toEqual(full);
    expect(toggleCompared(full, 'c')).toEqual(['a', 'b']);
  });
});

describe('comparisonCells', () => {
  it('describes a free app', () => {
    const cells = comparisonCells(makeApp({ installations: 12345, rating: null, languages: [], widgets: [] }), 'LiveChat');
    expect(Object.keys(cells)).toEqual([...comparisonRows]);
    expect(cells.price).toEqual(['Free']);
    expect(cells.billing).toEqual(['Free']);
    expect(cells.rating).toEqual(['No ratings yet']);
    expect(cells.installations).toEqual(['12,345']);
    expect(cells.languages).toEqual(['Not listed']);
    expect(cells.placements).toEqual(['None']);
    expect(cells.permissions[0]).toBe('Read your name, email address and organization in LiveChat');
  });

  it('describes a paid app per agent with a trial, its rating, languages and placements', () => {
    const app = makeApp({
      payment: makePayment({ price: 1999, months: 1, perAccount: true, trialDays: 14 }),
      rating: 4.5,
      languages: ['en', 'de'],
      widgets: [
        { id: 'w1', placement: 'plugin' },
        { id: 'w2', placement: 'plugin' },
        { id: 'w3', placement: 'fullscreen' },
      ],
    });
    const cells = comparisonCells(app, 'LiveChat');
    expect(cells.price).toEqual(['$19.99 per agent']);
    expect(cells.billing).toEqual(['14-day free trial']);
    expect(cells.rating).toEqual(['4.5 out of 5']);
    expect(cells.languages).toEqual(['en', 'de']);
    expect(cells.placements).toEqual(['Side panel next to chats', 'Full-screen app']);
  });

  it('says how a paid app without a trial is billed', () => {
    expect(comparisonCells(makeApp({ payment: makePayment({ price: 5000, months: null, perAccount: false, trialDays: 0 }) }), 'LiveChat').billing).toEqual(['One time payment']);
  });
});

describe('differingRows', () => {
  it('keeps only the rows whose lines differ between the apps', () => {
    const free = comparisonCells(makeApp({ installations: 10, languages: ['English'], widgets: [] }), 'LiveChat');
    const other = comparisonCells(makeApp({ installations: 20, languages: ['English'], widgets: [] }), 'LiveChat');
    expect(differingRows([free, other])).toEqual(['installations']);
    expect(differingRows([free, free])).toEqual([]);
  });

  it('keeps every row while fewer than two apps are compared', () => {
    expect(differingRows([comparisonCells(makeApp({}), 'LiveChat')])).toEqual([...comparisonRows]);
  });
});
