import { describe, expect, it } from 'vitest';
import type { Expert } from './entities/expert.ts';
import { appSearchIndex, hasAppSearchIndex, nearQuery, search, searchApps, stepAppSearchIndex } from './search.ts';
import { isSearchable, nearQueryText, queryTooShortMessage, searchPartners, searchWords } from './search-query.ts';
import { makeApp } from './test/fixtures.ts';

describe('isSearchable', () => {
  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
    ['crm', true],
  ])('%j → %s', (query, expected) => {
    expect(isSearchable(query)).toBe(expected);
  });

  it('tells a searcher with a shorter query the minimum the spec sets', () => {
    expect(queryTooShortMessage).toBe('Type at least 2 characters in the search box to find apps and partners.');
  });
});

describe('searchWords', () => {
  it.each([
    ['Live  Chat', ['live', 'chat']],
    ['crm CRM', ['crm']],
    ['  ', []],
  ])('%j → %j', (query, expected) => {
    expect(searchWords(query)).toEqual(expected);
  });
});

const base = { shortDescription: '', longDescription: '', category: { id: 'x', name: 'Other' }, types: [], industries: [] };
const inName = makeApp({ ...base, id: 'name', slug: 'n', name: 'CRM Sync', customProps: { order: '1' } });
const inNameHigh = makeApp({ ...base, id: 'name-high', slug: 'nh', name: 'Best CRM', customProps: { order: '5' } });
const inShort = makeApp({ ...base, id: 'short', slug: 's', name: 'Alpha', shortDescription: 'Syncs your crm' });
const inLong = makeApp({ ...base, id: 'long', slug: 'l', name: 'Beta', longDescription: 'Works with any CRM', customProps: { order: '9' } });
const inCategory = makeApp({ ...base, id: 'category', slug: 'c', name: 'Gamma', category: { id: 'crm', name: 'CRM' } });
const inRest = makeApp({ ...base, id: 'rest', slug: 'crm-helper', name: 'Delta' });
const noMatch = makeApp({ ...base, id: 'none', slug: 'z', name: 'Zeta' });

describe('searchApps', () => {
  it('returns nothing under 2 characters', () => {
    expect(searchApps([inName], 'c')).toEqual([]);
  });

  it('ranks by matched-word position, each group by custom order descending', () => {
    const hits = searchApps([noMatch, inRest, inCategory, inLong, inShort, inName, inNameHigh], 'crm');
    expect(hits.map((app) => app.id)).toEqual(['name-high', 'name', 'short', 'long', 'category', 'rest']);
  });

  it('reports the matched words per field', () => {
    const [hit] = searchApps([makeApp({ ...base, name: 'Live chat CRM', shortDescription: 'chat tools' })], 'crm chat mail');
    expect(hit?.matchedWords).toEqual({ name: ['crm', 'chat'], shortDescription: ['chat'], longDescription: [], categoryName: [] });
  });

  it('stops at the limit (200 by default)', () => {
    const many = Array.from({ length: 250 }, (_, i) => makeApp({ ...base, id: String(i), slug: `s${i}`, name: `CRM ${i}` }));
    expect(searchApps(many, 'crm')).toHaveLength(200);
    expect(searchApps(many, 'crm', 10)).toHaveLength(10);
  });
});

const analytics = makeApp({ ...base, id: 'analytics', slug: 'a', name: 'Chat Analytics', shortDescription: 'Reports for every email' });
const mailer = makeApp({ ...base, id: 'mailer', slug: 'm', name: 'Mailer', shortDescription: 'Send email details to customers' });
const assistant = makeApp({ ...base, id: 'ai', slug: 'ai', name: 'AI assistant' });

describe('searchApps matches words, prefixes and typos, not substrings', () => {
  it('finds a word and not the words that merely contain it', () => {
    expect(searchApps([mailer, assistant, analytics], 'ai').map((app) => app.id)).toEqual(['ai']);
  });

  it('forgives one typo in a longer word', () => {
    const [hit] = searchApps([mailer, analytics], 'anlytics');
    expect(hit?.id).toBe('analytics');
    expect(hit?.matchedWords.name).toEqual(['analytics']);
  });

  it('matches the beginning of a word as you type', () => {
    expect(searchApps([mailer, analytics], 'analy').map((app) => app.id)).toEqual(['analytics']);
  });

  it('builds the index once per catalogue', () => {
    const apps = [mailer, analytics];
    expect(appSearchIndex(apps)).toBe(appSearchIndex(apps));
    expect(appSearchIndex([...apps])).not.toBe(appSearchIndex(apps));
  });
});

describe('searchApps forgives the common slips of a word it does not know', () => {
  const bots = makeApp({ ...base, id: 'bots', slug: 'b', name: 'Bot Studio', shortDescription: 'Design chatbots fast' });
  const desk = makeApp({ ...base, id: 'desk', slug: 'd', name: 'Bridge', category: { id: 'help-desk', name: 'Help desk' } });
  const shop = makeApp({ ...base, id: 'shop', slug: 'sh', name: 'Shopline Connector' });
  const catalogue = [mailer, analytics, assistant, bots, desk, shop];
  const ids = (query: string) => searchApps(catalogue, query).map((app) => app.id);

  it.each([
    ['emial', 'mailer'],
    ['chatbto', 'bots'],
    ['hlpdesk', 'desk'],
    ['helpdesk', 'desk'],
    ['shoplien', 'shop'],
    ['shopfy', 'shop'],
  ])('%s finds %s', (query, id) => {
    expect(ids(query)).toContain(id);
  });

  it('marks the words as the texts write them, a joined word as its parts', () => {
    const [hit] = searchApps(catalogue, 'hlpdesk');
    expect(hit?.matchedWords.categoryName).toEqual(['help', 'desk']);
  });

  it('keeps the ranking by matched field: a slip in a name before the word in a description', () => {
    const inDescription = makeApp({ ...base, id: 'described', slug: 'x', name: 'Other', shortDescription: 'Works with Shopline', customProps: { order: '99' } });
    expect(searchApps([inDescription, shop], 'shoplien').map((app) => app.id)).toEqual(['shop', 'described']);
  });

  it('does not spend the budget on a word it knows: a known word finds only itself, its beginnings and one slip', () => {
    const chart = makeApp({ ...base, id: 'chart', slug: 'ch', name: 'Chart' });
    const chat = makeApp({ ...base, id: 'chat', slug: 'c2', name: 'Chat' });
    expect(searchApps([chart, chat], 'chat').map((app) => app.id)).toEqual(['chat']);
  });

  it('forgives nothing in a word under 4 letters', () => {
    expect(searchApps([makeApp({ ...base, name: 'CRM' })], 'cmr')).toEqual([]);
  });
});

describe('nearQuery (did you mean)', () => {
  const catalogue = [mailer, analytics, assistant, makeApp({ ...base, id: 'desk', slug: 'd', name: 'Bridge', category: { id: 'help-desk', name: 'Help desk' } })];

  it.each([
    ['emial', 'email'],
    ['anlytics reprots', 'analytics reports'],
    ['hlpdesk', 'help desk'],
    ['chat emial', 'chat email'],
  ])('%s → %s', (query, near) => {
    expect(nearQuery(catalogue, query)).toBe(near);
  });

  it('is offered as a question', () => {
    expect(nearQueryText('help desk')).toBe('Did you mean help desk?');
  });

  it('is null when every word is known, nothing is near, or the query is too short', () => {
    expect(nearQuery(catalogue, 'email')).toBeNull();
    expect(nearQuery(catalogue, 'analy')).toBeNull();
    expect(nearQuery(catalogue, 'xyzzyq')).toBeNull();
    expect(nearQuery(catalogue, 'e')).toBeNull();
  });

  it('is null when the near query finds no more apps than the query as typed', () => {
    // 'mailer' already finds the one app 'email' would.
    expect(nearQuery([mailer], 'mailer emial')).toBeNull();
  });
});

describe('the index can be built in small steps ahead of the first search', () => {
  // More apps and words than one step takes, so the build needs several.
  const catalogue = () =>
    Array.from({ length: 1_250 }, (_, i) => makeApp({ ...base, id: String(i), slug: `s${i}`, name: `App${i} ${i % 2 ? 'CRM' : 'Chat'}`, customProps: { order: String(i % 7) } }));

  it('takes several steps, then answers as an index built at once', () => {
    const apps = catalogue();
    let steps = 1;
    while (!stepAppSearchIndex(apps)) steps++;
    expect(steps).toBeGreaterThan(2);
    expect(hasAppSearchIndex(apps)).toBe(true);
    expect(stepAppSearchIndex(apps)).toBe(true);
    const atOnce = catalogue();
    for (const query of ['crm', 'chat', 'app12', 'app1249']) {
      expect(searchApps(apps, query).map((app) => app.id)).toEqual(searchApps(atOnce, query).map((app) => app.id));
    }
  });

  it('a search before the last step finishes the build where it stands', () => {
    const apps = catalogue();
    expect(stepAppSearchIndex(apps)).toBe(false);
    expect(hasAppSearchIndex(apps)).toBe(false);
    const found = searchApps(apps, 'app1249').map((app) => app.id);
    expect(found).toContain('1249');
    expect(found).toEqual(searchApps(catalogue(), 'app1249').map((app) => app.id));
    expect(hasAppSearchIndex(apps)).toBe(true);
    expect(stepAppSearchIndex(apps)).toBe(true);
    expect(appSearchIndex(apps).size).toBe(1_250);
  });
});

const expert = (name: string, description = '', services: Expert['services'] = []) => ({ name, description, services });

describe('searchPartners', () => {
  it('ranks name matches before description or service matches', () => {
    const partners = [expert('Zed', 'chatbot experts'), expert('Bots Inc'), expert('Acme', '', ['chatbot-building']), expert('Other')];
    expect(searchPartners(partners, 'bot').map((partner) => partner.name)).toEqual(['Bots Inc', 'Acme', 'Zed']);
  });

  it('returns nothing under 2 characters', () => {
    expect(searchPartners([expert('Bots')], 'b')).toEqual([]);
  });
});

describe('search', () => {
  it('fills both sections', () => {
    const result = search('crm', { apps: [inName, noMatch], partners: [expert('CRM Pros'), expert('Other')] });
    expect(result.apps.map((app) => app.id)).toEqual(['name']);
    expect(result.partners.map((partner) => partner.name)).toEqual(['CRM Pros']);
  });
});
