import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDetailReads, createServerRenderer, embedRendered, PAGE_DATA_ELEMENT_ID, pageReads } from './server-render.ts';

const page = '<html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('embedRendered puts the rendered page and its data into the built page once', () => {
  it('hints go into <head>, the body into the root, the data after it', () => {
    const html = embedRendered(page, { head: '<link rel="preload" as="image" href="/i.svg"/>', body: '<main>cards</main>' }, { publishedSummaries: [] });
    expect(html).toContain('<link rel="preload" as="image" href="/i.svg"/></head>');
    expect(html).toContain(`<div id="root"><main>cards</main></div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"publishedSummaries":[]}</script>`);
    expect(html.match(new RegExp(PAGE_DATA_ELEMENT_ID, 'g'))).toHaveLength(1);
  });

  it('data cannot close its script element or start a comment', () => {
    const hostile = { publishedSummaries: [{ name: '</script><script>alert(1)</script><!--' }] };
    const html = embedRendered(page, { head: '', body: '' }, hostile);
    const block = html.slice(html.indexOf(PAGE_DATA_ELEMENT_ID));
    expect(block.indexOf('</script>')).toBe(block.indexOf('</script><script type="module"'));
    expect(block).not.toContain('<!--');
    expect(JSON.parse(/>([^<]*)<\/script>/.exec(block)?.[1] ?? '')).toEqual(hostile);
  });

  it('"$&" in the rendered text stays literal', () => {
    expect(embedRendered(page, { head: '', body: 'price $& more' }, { publishedSummaries: [] })).toContain('<div id="root">price $& more</div>');
  });
});

describe('without the server builds the page is left to the browser', () => {
  it('gives no renderer', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-server-build-'));
    const renderer = await createServerRenderer({ remoteServerDist: empty, shellServerDist: empty, read: async () => null, logError: () => undefined });
    expect(renderer).toBeNull();
  });
});

describe('a page reads what it shows besides the catalogue', () => {
  it.each([
    ['/marketplace/partners/', { experts: '/v2/partners/experts_marketplace' }],
    ['/marketplace/search/?query=crm', { experts: '/v2/partners/experts_marketplace' }],
    ['/marketplace/partners/expert/acme-experts/', { experts: '/v2/partners/experts_marketplace', expert: '/v2/partners/experts_marketplace/acme-experts' }],
    ['/marketplace/partners/expert-campaign/acme-experts/', { experts: '/v2/partners/experts_marketplace', expert: '/v2/partners/experts_marketplace/acme-experts' }],
    ['/marketplace/developers/', { experts: '/v2/partners/experts_marketplace', developers: '/v2/developers' }],
    ['/marketplace/developers/acme/?tab=apps', { experts: '/v2/partners/experts_marketplace', developers: '/v2/developers' }],
    ['/marketplace/apps/', { experts: '/v2/partners/experts_marketplace' }],
    ['/marketplace/', { experts: '/v2/partners/experts_marketplace' }],
    ['/marketplace/apps/acme-crm/', { experts: '/v2/partners/experts_marketplace', app: '/v2/applications/acme-crm/published' }],
    ['/marketplace/services/setup-help/#reviews', { experts: '/v2/partners/experts_marketplace', app: '/v2/applications/setup-help/published' }],
    ['/marketplace/apps/acme-crm/extra/', { experts: '/v2/partners/experts_marketplace' }],
  ])('%s', (location, reads) => {
    expect(pageReads(location)).toEqual(reads);
  });
});

describe("an app's detail page reads what its sections show", () => {
  it('its resources, its reviews and its developer', () => {
    expect(appDetailReads({ id: 'app 1', developerId: 'dev-1' })).toEqual({
      resources: '/v2/applications/app%201/resources',
      feedback: '/v2/feedback/rate/application/app%201',
      developer: '/v2/developers/dev-1/profile',
    });
  });

  it('no developer read for an app without one', () => {
    expect(appDetailReads({ id: 'a', developerId: null })).not.toHaveProperty('developer');
  });
});
