import { describe, expect, it } from 'vitest';
import { appsInCollection, belongsToCollection, collectionTags } from './collections.ts';
import { makeApp } from './test/fixtures.ts';

describe('collectionTags', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['staff-top-picks', ['staff-top-picks']],
    [' Staff-Top-Picks , starter-pack,, ', ['staff-top-picks', 'starter-pack']],
  ])('%j → %j', (collections, expected) => {
    expect(collectionTags({ customProps: collections === undefined ? {} : { collections } })).toEqual(expected);
  });
});

describe('belongsToCollection', () => {
  it.each([
    ['tagged new and noteworthy', makeApp({ customProps: { collections: 'new-and-noteworthy' } }), 'new-and-noteworthy', true],
    ['tagged staff top pick', makeApp({ customProps: { collections: 'starter-pack,staff-top-picks' } }), 'staff-top-picks', true],
    ['tagged starter pack', makeApp({ customProps: { collections: 'starter-pack' } }), 'starter-pack', true],
    ['tagged hackathon winner', makeApp({ customProps: { collections: 'hackathon-winners' } }), 'hackathon-winners', true],
    ['tagged self setup', makeApp({ customProps: { collections: 'self-setup' } }), 'self-setup', true],
    ['untagged', makeApp(), 'staff-top-picks', false],
    ['tagged elsewhere', makeApp({ customProps: { collections: 'starter-pack' } }), 'self-setup', false],
    ['AI flag', makeApp({ customProps: { isAiPowered: 'true' } }), 'ai-powered', true],
    ['AI tag', makeApp({ customProps: { collections: 'ai-powered' } }), 'ai-powered', true],
    ['AI flag false', makeApp({ customProps: { isAiPowered: 'false' } }), 'ai-powered', false],
    ['text product', makeApp({ product: 'text' }), 'by-text', true],
    ['chat product tagged by-text', makeApp({ customProps: { collections: 'by-text' } }), 'by-text', false],
    ['coming soon', makeApp({ customProps: { collections: 'coming-soon' } }), 'coming-soon', true],
    ['saas deal', makeApp({ customProps: { collections: 'saas-deals' } }), 'saas-deals', true],
  ] as const)('%s → %s', (_case, app, collection, expected) => {
    expect(belongsToCollection(app, collection)).toBe(expected);
  });

  it('selects the members of a collection', () => {
    const a = makeApp({ id: 'a', customProps: { collections: 'starter-pack' } });
    const b = makeApp({ id: 'b' });
    expect(appsInCollection([a, b], 'starter-pack')).toEqual([a]);
  });
});
