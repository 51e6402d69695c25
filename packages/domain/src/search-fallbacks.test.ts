import { describe, expect, it } from 'vitest';
import { CLOSEST_OFFERED, closestCategories, closestCollections } from './search-fallbacks.ts';

describe('closestCategories and closestCollections', () => {
  it('put the category a misspelled query means first', () => {
    expect(closestCategories('hlpdesk')[0]).toBe('help-desk');
    expect(closestCategories('emial markting')[0]).toBe('email-marketing');
    expect(closestCategories('ecomerce')[0]).toBe('e-commerce');
    expect(closestCategories('analy')[0]).toBe('analytics');
  });

  it('put the collection a misspelled query means first', () => {
    expect(closestCollections('startr pack')[0]).toBe('starter-pack');
    expect(closestCollections('ai tols')[0]).toBe('ai-powered');
    expect(closestCollections('hackaton')[0]).toBe('hackathon-winners');
  });

  it(`offer ${CLOSEST_OFFERED} of each whatever the query, and none for an empty one`, () => {
    expect(closestCategories('xyzzy')).toHaveLength(CLOSEST_OFFERED);
    expect(closestCollections('xyzzy')).toHaveLength(CLOSEST_OFFERED);
    expect(closestCategories('  ')).toEqual([]);
  });
});
