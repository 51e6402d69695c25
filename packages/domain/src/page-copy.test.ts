import { describe, expect, it } from 'vitest';
import { collections } from './collections.ts';
import { categorySlugs } from './entities/app.ts';
import { categoryCopy, categoryNames, collectionCopy, pageCopy } from './page-copy.ts';

describe('every public page has a title and a description', () => {
  it.each(collections)('collection %s', (collection) => {
    expect(collectionCopy[collection].title).not.toBe('');
    expect(collectionCopy[collection].description).not.toBe('');
  });
  it.each(Object.entries(pageCopy))('%s', (_name, copy) => {
    expect(copy.title).not.toBe('');
    expect(copy.description).not.toBe('');
  });
});

describe('category pages are named after their category and product', () => {
  it.each(categorySlugs)('%s', (slug) => {
    expect(categoryCopy(slug, 'helpdesk')).toEqual({
      title: categoryNames[slug],
      description: `${categoryNames[slug]} apps for HelpDesk: browse, compare and install.`,
    });
  });
  it('spells the spec’s messaging collection as Messaging Apps', () => {
    expect(collectionCopy['omnichannel-communication'].title).toBe('Messaging Apps');
  });
});
