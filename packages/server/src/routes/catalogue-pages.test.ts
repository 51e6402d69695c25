/**
 * The published catalogue in parts: a listing's windows are the domain's listing of the whole
 * catalogue sliced, with the counts of its filters on the first; Home, an app's rows and search
 * answer what the domain's rules give on the whole catalogue; wrong input is a 400; a catalogue
 * write is seen at once; and what a part weighs does not grow with the catalogue.
 */
import {
  appPageSchema,
  appRowsResponseSchema,
  appSearchResponseSchema,
  appSummariesSchema,
  compareChoicesSchema,
  homeResponseSchema,
  productCountsSchema,
  searchIndexSchema,
} from '@marketplace/domain/calls/catalogue-pages';
import { isTutorialOnly, showsTutorial } from '@marketplace/domain/apps';
import { appRows, appsOfDeveloper, compareChoices, homeRows, listingFacets, listingFor, searchableApps, suggestibleApps } from '@marketplace/domain/catalogue-pages';
import { productCounts } from '@marketplace/domain/sorting';
import { appSummaryListResponseSchema } from '@marketplace/domain/calls/marketplace';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { LISTING_STEP } from '@marketplace/domain/listing';
import { searchApps } from '@marketplace/domain/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestPlatform, useTestPlatform, type TestPlatform } from '../testing/harness.ts';

const ids = (apps: readonly { id: string }[]) => apps.map((app) => app.id);

describe.each(engines)('the published catalogue in parts on %s', (engine) => {
  let whole: AppSummary[];
  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    whole = appSummaryListResponseSchema.parse((await platform.call('GET', '/v2/applications/published/summary')).body);
  });

  const page = async (query: string) => {
    const answer = await platform.call('GET', `/v2/applications/published/pages${query}`);
    expect(answer.status).toBe(200);
    return appPageSchema.parse(answer.body);
  };

  it('windows of a listing are the domain listing of the whole catalogue, sliced; the first carries its counts and choices', async () => {
    const filters = { sortBy: 'alphabetical' as const };
    const listing = listingFor(whole, { kind: 'all' }, 'livechat')(filters);
    expect(listing.length).toBeGreaterThan(LISTING_STEP);
    const first = await page('?product=livechat&source=all&sortBy=alphabetical');
    expect(ids(first.apps)).toEqual(ids(listing.slice(0, LISTING_STEP)));
    expect(first.total).toBe(listing.length);
    const facets = listingFacets(whole, { kind: 'all' }, 'livechat', {}, filters);
    expect(first.facets).toEqual(facets);
    const second = await page(`?product=livechat&source=all&sortBy=alphabetical&offset=${LISTING_STEP}&limit=${LISTING_STEP}`);
    expect(ids(second.apps)).toEqual(ids(listing.slice(LISTING_STEP, 2 * LISTING_STEP)));
    expect(second.facets).toBeUndefined();
  });

  it('filters, categories, collections and services as the domain lists them', async () => {
    const cases = [
      ['?product=livechat&source=category:crm&paymentType=free', listingFor(whole, { kind: 'category', category: 'crm' }, 'livechat')({ paymentType: 'free' })],
      ['?product=livechat&source=collection:by-text', listingFor(whole, { kind: 'collection', collection: 'by-text' }, 'livechat')({})],
      ['?product=livechat&source=services&sortBy=price', listingFor(whole, { kind: 'services' }, 'livechat')({ sortBy: 'price' })],
      ['?product=helpdesk&source=all&compatibility=livechat&minRating=3', listingFor(whole, { kind: 'all' }, 'helpdesk')({ compatibility: 'livechat', minRating: 3 })],
    ] as const;
    for (const [query, expected] of cases) {
      const answer = await page(`${query}&limit=200`);
      expect(answer.total, query).toBe(expected.length);
      expect(ids(answer.apps), query).toEqual(ids(expected.slice(0, 200)));
    }
  });

  it('Home, an app’s rows and search answer as the domain’s rules on the whole catalogue', async () => {
    const home = homeResponseSchema.parse((await platform.call('GET', '/v2/applications/published/home?product=livechat')).body);
    expect(home).toEqual(homeRows(whole, 'livechat'));
    const app = whole.find((candidate) => candidate.developerId && whole.filter((other) => other.developerId === candidate.developerId).length > 1);
    if (!app) throw new Error('the seed has no developer of two apps');
    const rows = await platform.call('GET', `/v2/applications/published/rows?id=${app.id}&developerId=${app.developerId}&category=${app.category.id}&service=false`);
    expect(rows.status).toBe(200);
    expect(appRowsResponseSchema.parse(rows.body)).toEqual(appRows(whole, { id: app.id, developerId: app.developerId, category: app.category.id, service: false }));
    const hits = appSearchResponseSchema.parse((await platform.call('GET', '/v2/applications/published/search?query=chat&variant=public&limit=5')).body);
    expect(hits.apps.length).toBeGreaterThan(0);
    expect(hits.apps).toEqual(searchApps(searchableApps(whole, 'public'), 'chat', 5));
    // A typo still finds (the domain's typo-tolerant search), and a query under 2 characters finds nothing.
    const typo = appSearchResponseSchema.parse((await platform.call('GET', '/v2/applications/published/search?query=chta&variant=public')).body);
    expect(ids(typo.apps)).toEqual(ids(searchApps(searchableApps(whole, 'public'), 'chta')));
    const short = appSearchResponseSchema.parse((await platform.call('GET', '/v2/applications/published/search?query=c&variant=public')).body);
    expect(short.apps).toEqual([]);
  });

  it('the developers’ pages and Compare read their part: counts, a developer’s apps, some slugs, the names to add', async () => {
    const counts = productCountsSchema.parse((await platform.call('GET', '/v2/applications/published/product-counts')).body);
    expect(counts.counts).toEqual(Object.fromEntries(productCounts(whole)));
    const developerId = whole.find((app) => app.developerId)?.developerId ?? '';
    const own = appSummariesSchema.parse((await platform.call('GET', `/v2/applications/published/by-developer?developerId=${developerId}`)).body);
    expect(own.apps.length).toBeGreaterThan(0);
    expect(own.apps).toEqual(appsOfDeveloper(whole, developerId));
    const [first, second] = whole;
    const compared = appSummariesSchema.parse((await platform.call('GET', `/v2/applications/published/by-slugs?slugs=${second?.slug},nothing-here,${first?.slug}`)).body);
    expect(ids(compared.apps)).toEqual([second?.id, first?.id]);
    const choices = compareChoicesSchema.parse((await platform.call('GET', '/v2/applications/published/compare-choices')).body);
    expect(choices).toEqual(compareChoices(whole));
  });

  it('a search index answers every keystroke in the page as the platform’s search does, typos too', async () => {
    for (const variant of ['public', 'helpdesk'] as const) {
      const answer = await platform.call('GET', `/v2/applications/published/search-index?variant=${variant}`);
      expect(answer.status).toBe(200);
      const own = suggestibleApps(searchIndexSchema.parse(answer.body));
      expect(own.length).toBe(searchableApps(whole, variant).length);
      // Its suggestions say 'Tutorial' for the apps whose cards do.
      const tutorials = searchableApps(whole, variant).filter((app) => isTutorialOnly(app));
      expect(tutorials.length).toBeGreaterThan(0);
      expect(ids(own.filter(showsTutorial))).toEqual(ids(tutorials));
      for (const query of ['ch', 'cha', 'chat', 'crm sync', 'anlytics', 'chta', 'email marketing', 'zz']) {
        const hits = appSearchResponseSchema.parse(
          (await platform.call('GET', `/v2/applications/published/search?query=${encodeURIComponent(query)}&variant=${variant}&limit=5`)).body,
        );
        const found = searchApps(own, query, 5);
        expect(ids(found)).toEqual(ids(hits.apps));
        expect(found.map((app) => app.matchedWords)).toEqual(hits.apps.map((app) => app.matchedWords));
      }
    }
  });

  it.each([
    '/v2/applications/published/pages?source=all',
    '/v2/applications/published/pages?product=livechat&source=galaxy',
    '/v2/applications/published/pages?product=livechat&source=category:nothing',
    '/v2/applications/published/pages?product=livechat&source=all&limit=100000',
    '/v2/applications/published/pages?product=livechat&source=all&offset=-1',
    '/v2/applications/published/pages?product=livechat&source=all&sortBy=cheapest',
    '/v2/applications/published/home?product=moon',
    '/v2/applications/published/rows?id=a1',
    '/v2/applications/published/search?query=chat',
    '/v2/applications/published/search?query=chat&variant=public&limit=0',
    '/v2/applications/published/search-index',
    '/v2/applications/published/search-index?variant=moon',
    '/v2/applications/published/by-developer',
    '/v2/applications/published/by-slugs?slugs=a,b,c,d',
  ])('refuses %s with a 400', async (path) => {
    const answer = await platform.call('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_request' });
  });

  it('a catalogue write is seen by the next window', async () => {
    const before = await page('?product=livechat&source=all&sortBy=alphabetical');
    const target = before.apps[0];
    if (!target) throw new Error('no app listed');
    await platform.db.query(`UPDATE apps SET document = jsonb_set(document, '{hidden}', 'true') WHERE id = $1`, [target.id]);
    await expect.poll(async () => (await page('?product=livechat&source=all&sortBy=alphabetical')).total).toBe(before.total - 1);
    await platform.db.query(`UPDATE apps SET document = jsonb_set(document, '{hidden}', 'false') WHERE id = $1`, [target.id]);
    await expect.poll(async () => (await page('?product=livechat&source=all&sortBy=alphabetical')).total).toBe(before.total);
  });
});

describe('what a part weighs does not grow with the catalogue', () => {
  const sizes = async (platform: TestPlatform) => {
    const bytes = async (path: string) => JSON.stringify((await platform.call('GET', path)).body).length;
    return {
      home: await bytes('/v2/applications/published/home?product=livechat'),
      listing: await bytes('/v2/applications/published/pages?product=livechat&source=all'),
      search: await bytes('/v2/applications/published/search?query=chat&variant=public&limit=5'),
    };
  };
  let small: TestPlatform;
  let large: TestPlatform;
  beforeAll(async () => {
    [small, large] = await Promise.all([startTestPlatform('pglite'), startTestPlatform('pglite', { apps: 1_000 })]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([small?.close(), large?.close()]);
  });

  it('Home, a listing’s first window and search suggestions weigh at most 1.5 times as much with 1,000 apps', async () => {
    const [base, grown] = [await sizes(small), await sizes(large)];
    const published = appSummaryListResponseSchema.parse((await large.call('GET', '/v2/applications/published/summary')).body).length;
    expect(published).toBeGreaterThan(750);
    for (const part of ['home', 'listing', 'search'] as const) expect(grown[part], part).toBeLessThanOrEqual(base[part] * 1.5);
  });
});
