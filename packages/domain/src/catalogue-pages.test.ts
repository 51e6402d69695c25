import { describe, expect, it } from 'vitest';
import { appPageParams } from './calls/catalogue-pages.ts';
import { appRows, catalogueReadOfPath, homeRows, listingFacets, sourceKey, sourceOfKey, type ListingSource } from './catalogue-pages.ts';
import { makeApp } from './test/fixtures.ts';

describe('a listing source as one word of an address', () => {
  it.each<ListingSource>([{ kind: 'all' }, { kind: 'services' }, { kind: 'collection', collection: 'starter-pack' }, { kind: 'category', category: 'crm' }])(
    '%o goes there and back',
    (source) => {
      expect(sourceOfKey(sourceKey(source))).toEqual(source);
    },
  );

  it.each(['', 'everything', 'collection:nope', 'category:', 'category:crm:x'])('%j names none', (key) => {
    expect(sourceOfKey(key)).toBeNull();
  });
});

describe('what of the catalogue a page shows, by its path', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/apps/', { kind: 'listing', source: { kind: 'all' } }],
    ['/apps/crm/?sortBy=price', { kind: 'listing', source: { kind: 'category', category: 'crm' } }],
    ['/apps/starter-pack/', { kind: 'listing', source: { kind: 'collection', collection: 'starter-pack' } }],
    ['/saas-deals/', { kind: 'listing', source: { kind: 'collection', collection: 'saas-deals' } }],
    ['/services/', { kind: 'listing', source: { kind: 'services' } }],
    ['/services/setup-help/', { kind: 'app', slug: 'setup-help' }],
    ['/apps/acme-crm/#reviews', { kind: 'app', slug: 'acme-crm' }],
    ['/search/?query=crm', { kind: 'search' }],
    ['/partners/', { kind: 'none' }],
    ['/apps/acme-crm/extra/', { kind: 'none' }],
  ])('%s', (path, read) => {
    expect(catalogueReadOfPath(path)).toEqual(read);
  });
});

describe("a listing's parameters", () => {
  it('are the same for the same listing whatever the order of its filters, and leave empty ones out', () => {
    const a = appPageParams({ kind: 'all' }, 'livechat', { sortBy: 'price', paymentType: 'free', services: [] }, { mode: 'default', listedIds: [] });
    const b = appPageParams({ kind: 'all' }, 'livechat', { paymentType: 'free', sortBy: 'price', language: undefined }, {});
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(appPageParams({ kind: 'services' }, 'helpdesk', { services: ['training', 'chatbot-building'] }, { mode: 'beta', listedIds: ['a', 'b'] })).toEqual({
      product: 'helpdesk',
      source: 'services',
      services: 'training,chatbot-building',
      mode: 'beta',
      listed: 'a,b',
    });
  });
});

describe("Home's rows and an app's rows", () => {
  const apps = [
    makeApp({ id: 'a', slug: 'a', developerId: 'd1', category: { id: 'crm', name: 'CRM' }, installations: 5, customProps: { collections: 'starter-pack' } }),
    makeApp({ id: 'b', slug: 'b', developerId: 'd1', category: { id: 'crm', name: 'CRM' }, installations: 9 }),
    makeApp({ id: 'c', slug: 'c', developerId: 'd2', category: { id: 'cms', name: 'CMS' }, installations: 1, hidden: true }),
    makeApp({ id: 'd', slug: 'd', developerId: 'd1', category: { id: 'crm', name: 'CRM' }, customProps: { isService: 'true' } }),
  ];

  it('Home: the most popular first, a collection row, and the listed apps counted by category', () => {
    const home = homeRows(apps, 'livechat');
    expect(home.highlights.map((app) => app.id)).toEqual(['b', 'a']);
    expect(home.rows.find((row) => row.collection === 'starter-pack')?.apps.map((app) => app.id)).toEqual(['a']);
    expect(home.categoryCounts).toEqual({ crm: 2 });
    expect(homeRows(apps, 'helpdesk').rows.some((row) => row.collection === 'by-text')).toBe(false);
  });

  it("an app's rows: its developer's other listable apps and apps of its kind in its category", () => {
    const rows = appRows(apps, { id: 'a', developerId: 'd1', category: 'crm', service: false });
    expect(rows.moreByDeveloper.map((app) => app.id)).toEqual(['b', 'd']);
    expect(rows.related.map((app) => app.id)).toEqual(['b']);
    expect(appRows(apps, { id: 'x', category: 'crm', service: true }).moreByDeveloper).toEqual([]);
  });
});

describe("a category page's Category choice", () => {
  it('counts what each category page would list, as All apps does', () => {
    const apps = [
      makeApp({ id: '1', slug: 'a', category: { id: 'crm', name: 'CRM' } }),
      makeApp({ id: '2', slug: 'b', category: { id: 'crm', name: 'CRM' } }),
      makeApp({ id: '3', slug: 'c', category: { id: 'analytics', name: 'Analytics' } }),
    ];
    const scope = {};
    const onCategory = listingFacets(apps, { kind: 'category', category: 'crm' }, 'livechat', scope, {});
    const onAll = listingFacets(apps, { kind: 'all' }, 'livechat', scope, {});
    expect(onCategory.counts.category).toEqual({ crm: 2, analytics: 1 });
    expect(onCategory.counts.category).toEqual(onAll.counts.category);
    expect(onCategory.counts.paymentType).toEqual({ free: 2 });
  });
});
