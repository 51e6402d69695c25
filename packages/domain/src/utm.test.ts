import { describe, expect, it } from 'vitest';
import { utmFromQuery, utmMetrics } from './utm.ts';

describe('utmFromQuery', () => {
  it.each([
    [{}, {}],
    [{ utm_source: 'news', utm_medium: '', other: 'x' }, { source: 'news' }],
    [
      { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_content: 'co', utm_term: 't' },
      { source: 's', medium: 'm', campaign: 'c', content: 'co', term: 't' },
    ],
  ])('%j → %j', (query, expected) => {
    expect(utmFromQuery(query)).toEqual(expected);
  });
});

describe('utmMetrics', () => {
  it.each([
    [{}, {}],
    [
      { source: 's', term: 't' },
      { utm_source: 's', utm_term: 't' },
    ],
  ])('%j → %j', (utm, expected) => {
    expect(utmMetrics(utm)).toEqual(expected);
  });
});
