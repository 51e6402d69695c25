import { describe, expect, it } from 'vitest';
import { parseQuery, queryString } from './query-string.ts';

describe('queryString', () => {
  it.each([
    [{}, ''],
    [{ a: '1' }, '?a=1'],
    [{ a: '', b: null, c: undefined, d: [] }, ''],
    [{ sortBy: 'price', empty: '', page: 2 }, '?sortBy=price&page=2'],
    [{ embedded: true }, '?embedded=true'],
    [{ q: 'live chat & more' }, '?q=live%20chat%20%26%20more'],
    [{ services: ['training', 'custom-development'] }, '?services=training%2Ccustom-development'],
  ])('%j → %s', (params, expected) => {
    expect(queryString(params)).toBe(expected);
  });
});

describe('parseQuery', () => {
  it.each([
    ['', {}],
    ['?', {}],
    ['?a=1&b=', { a: '1' }],
    ['a=1&a=2', { a: '2' }],
    ['?q=live+chat&x=%26', { q: 'live chat', x: '&' }],
    ['?flag&=v', {}],
    ['?bad=%E0%A4%A', { bad: '%E0%A4%A' }],
  ])('%j → %j', (search, expected) => {
    expect(parseQuery(search)).toEqual(expected);
  });

  it('round-trips with queryString', () => {
    const params = { sortBy: 'price', services: 'training,custom-development', q: 'a b' };
    expect(parseQuery(queryString(params))).toEqual(params);
  });
});
