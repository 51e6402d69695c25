import type { App } from '@marketplace/domain/entities/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../platform.ts';
import {
  appDescription,
  createPageMetadataRenderer,
  databaseLookup,
  injectMetadata,
  marketingDescriptions,
  metadataForPath,
  routePath,
  scriptSafeJson,
  type PublishedAppLookup,
} from './page-metadata.ts';

const origin = 'http://localhost:4000';
const now = new Date('2025-06-01T12:00:00Z');
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Marketplace | LiveChat Integrations</title>
    <meta name="description" content="Apps, services and partner experts for LiveChat and HelpDesk." />
  </head>
  <body><div id="root"></div></body>
</html>`;

const app = (overrides: Partial<App> = {}): App => ({
  id: '4242',
  slug: 'shop-sync',
  name: 'Shop Sync',
  product: '',
  shortDescription: 'Sync your shop with chats.',
  longDescription: '<p>Long</p>',
  screenshots: [],
  icon: 'http://localhost:4000/v2/assets/icons/shop-sync.svg',
  category: { id: 'e-commerce', name: 'E-commerce' },
  types: [],
  languages: [],
  industries: [],
  country: null,
  widgets: [],
  hidden: false,
  underMaintenance: false,
  theme: null,
  tutorialUrl: null,
  installations: 10,
  publishedAt: '2024-01-01T00:00:00.000Z',
  submittedAt: null,
  acceptedAt: null,
  installable: true,
  directInstallUrl: null,
  // As the platform serves it while the 25 % discount runs: charged 1500, listed 2000.
  payment: { price: 1500, oldPrice: 2000, discountPercent: 25, frequency: 'recurrent_charge', perAccount: false, months: 1, trialDays: 0, creditCardRequired: true },
  customProps: { discountFrom: '2025-01-01T00:00:00Z', discountTo: '2025-12-31T00:00:00Z', discountPercent: '25' },
  ...overrides,
});

const lookupOf =
  (apps: App[]): PublishedAppLookup =>
  async (slug) => {
    const found = apps.find((candidate) => candidate.slug === slug);
    return found ? { app: found, rate: { rate: 4.5, votes: 12 } } : null;
  };

const options = (apps: App[] = [app()]) => ({ lookup: lookupOf(apps), origin, product: 'livechat' as const, now });

/** The JSON-LD block of a page, parsed. */
function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? null : JSON.parse(match[1]);
}

describe('routePath reads the route under /marketplace', () => {
  it('drops the base path, the query and the hash, and ends with a slash', () => {
    expect(routePath('/marketplace/apps/shop-sync/?utm_source=x')).toBe('/apps/shop-sync/');
    expect(routePath('/marketplace')).toBe('/');
    expect(routePath('/marketplace/partners')).toBe('/partners/');
  });
});

describe('titles and descriptions of the public routes', () => {
  it('follows the page title pattern for listings, categories and content pages', async () => {
    expect((await metadataForPath('/marketplace/', options())).title).toBe('Apps | LiveChat Integrations');
    expect((await metadataForPath('/marketplace/apps/', options())).title).toBe('All apps | LiveChat Integrations');
    expect((await metadataForPath('/marketplace/apps/crm/', options())).title).toBe('CRM | LiveChat Integrations');
    expect((await metadataForPath('/marketplace/omnichannel-communication/', options())).title).toBe('Messaging Apps | LiveChat Integrations');
  });

  it('titles the account screens and the comparison as they title themselves once live', async () => {
    expect((await metadataForPath('/marketplace/my-apps/', options())).title).toBe('My apps | LiveChat Integrations');
    expect((await metadataForPath('/marketplace/my-reviews/', options())).title).toBe('My reviews | LiveChat Integrations');
    expect((await metadataForPath('/marketplace/compare/?apps=a,b', options())).title).toBe('Compare apps | LiveChat Integrations');
  });

  it('titles the checkout and console pages as their screens do, before their code has loaded, with no canonical address', async () => {
    const titled = async (path: string) => {
      const meta = await metadataForPath(path, options());
      expect(meta.canonicalUrl, path).toBeNull();
      return meta.title;
    };
    expect(await titled('/marketplace/checkout/cart/c-1/thank-you')).toBe('Thank you | LiveChat Integrations');
    expect(await titled('/marketplace/checkout/cart/c-1/review-order/')).toBe('Review your order | LiveChat Integrations');
    expect(await titled('/marketplace/checkout/charge/r-1/recurrent_charge/thank-you')).toBe('Thank you | LiveChat Integrations');
    expect(await titled('/marketplace/checkout/charge/d-1/direct_charge?icon=x')).toBe('Pay for your purchase | LiveChat Integrations');
    expect(await titled('/marketplace/checkout/shop-sync/thank-you')).toBe('Thank you | LiveChat Integrations');
    expect(await titled(`/marketplace/checkout/${app().slug}?embedded=true`)).toBe(`Checkout: ${app().name} | LiveChat Integrations`);
    expect(await titled('/marketplace/checkout/no-such-app')).toBe('Checkout | LiveChat Integrations');
    expect(await titled('/marketplace/console/')).toBe('Developer console | LiveChat Integrations');
    expect(await titled('/marketplace/console/apps/a-1/')).toBe('Developer console | LiveChat Integrations');
  });

  it('titles an unknown app as the apps list it falls back to', async () => {
    const meta = await metadataForPath('/marketplace/apps/nope/', options());
    expect(meta.title).toBe('All apps | LiveChat Integrations');
    expect(meta.structuredData).toBeNull();
  });
});

describe('an app page carries its title, description and BusinessApplication JSON-LD', () => {
  it('has aggregate rating and an offer at the price charged today (the discount applied once, not twice)', async () => {
    const meta = await metadataForPath('/marketplace/apps/shop-sync/', options());
    expect(meta.title).toBe('Shop Sync | LiveChat Integrations');
    expect(meta.description).toBe('Sync your shop with chats.');
    expect(meta.canonicalUrl).toBe('http://localhost:4000/marketplace/apps/shop-sync/');
    expect(meta.structuredData).toMatchObject({
      '@context': 'https://schema.org',
      applicationCategory: 'BusinessApplication',
      name: 'Shop Sync',
      url: 'http://localhost:4000/marketplace/apps/shop-sync/',
      offers: { '@type': 'Offer', price: '15.00', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 12, bestRating: 5, worstRating: 1 },
    });
  });
});

describe('the meta description falls back to the fixed marketing descriptions per app id', () => {
  it('uses the app’s own short description first, then its marketing line, then a generic one', () => {
    const withMarketing = Object.keys(marketingDescriptions)[0] ?? '';
    expect(appDescription(app())).toBe('Sync your shop with chats.');
    expect(appDescription(app({ id: withMarketing, shortDescription: '  ' }))).toBe(marketingDescriptions[withMarketing]);
    expect(appDescription(app({ id: 'none', shortDescription: '' }))).toBe('Shop Sync: an integration for LiveChat.');
  });
});

describe('everything injected is escaped', () => {
  const hostile = app({ name: 'Evil</script><script>alert(1)</script> "$&"', shortDescription: '"><img src=x onerror=alert(1)> & co' });

  it('escapes title and description as HTML and replaces the built ones', async () => {
    const html = injectMetadata(shell, await metadataForPath('/marketplace/apps/shop-sync/', options([hostile])));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Evil&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;$&amp;&quot; | LiveChat Integrations</title>');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; co"');
    expect(html).not.toContain('<img');
  });

  it('keeps JSON-LD inside its script element whatever the data holds', async () => {
    const html = injectMetadata(shell, await metadataForPath('/marketplace/apps/shop-sync/', options([hostile])));
    // Exactly one closing tag per script element we added: the data cannot close it early.
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(jsonLd(html)).toMatchObject({ name: hostile.name });
    expect(scriptSafeJson({ a: '<!-- </script> & \u2028' })).not.toMatch(/[<>&\u2028]/);
  });
});

describe('the renderer reads published apps from the platform database', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createPlatform({ seed: {}, allowedOrigins: [] });
  });
  afterAll(async () => {
    await platform.close();
  });

  it('puts a seeded app’s name, description and JSON-LD into the shell, and skips unpublished apps', async () => {
    const rows = await platform.db.query<{ slug: string; name: string }>(
      `SELECT slug, document->>'name' AS name FROM apps WHERE publication_state = 'PUBLISHED' AND rating_votes > 0 ORDER BY position LIMIT 1`,
    );
    const seeded = rows[0];
    expect(seeded).toBeDefined();
    const render = createPageMetadataRenderer({ db: platform.db, origin });
    const html = await render(shell, `/marketplace/apps/${seeded?.slug ?? ''}/`);
    expect(html).toContain(`<title>${seeded?.name} | LiveChat Integrations</title>`);
    expect(jsonLd(html)).toMatchObject({ name: seeded?.name, aggregateRating: { '@type': 'AggregateRating' } });

    const hidden = await platform.db.query<{ slug: string }>(`SELECT slug FROM apps WHERE publication_state <> 'PUBLISHED' LIMIT 1`);
    expect(await databaseLookup(platform.db, origin)(hidden[0]?.slug ?? '')).toBeNull();
  });

  it("titles an expert's and a developer's page with their names, and an unknown one as the home", async () => {
    const render = createPageMetadataRenderer({ db: platform.db, origin });
    const [expert] = await platform.db.query<{ slug: string; name: string }>(`SELECT slug, document->>'name' AS name FROM experts ORDER BY position LIMIT 1`);
    const [developer] = await platform.db.query<{ slug: string; name: string }>(`SELECT profile->>'slug' AS slug, name FROM developers ORDER BY name LIMIT 1`);
    expect(await render(shell, `/marketplace/partners/expert/${expert?.slug ?? ''}/`)).toContain(`<title>${expert?.name} | LiveChat Integrations</title>`);
    const campaign = await render(shell, `/marketplace/partners/expert-campaign/${expert?.slug ?? ''}/`);
    expect(campaign).toContain(`<title>${expert?.name} | LiveChat Integrations</title>`);
    expect(campaign).toContain(`<link rel="canonical" href="${origin}/marketplace/partners/expert/${expert?.slug ?? ''}/"`);
    expect(await render(shell, `/marketplace/developers/${developer?.slug ?? ''}/`)).toContain(`<title>${developer?.name} | LiveChat Integrations</title>`);
    expect(await render(shell, '/marketplace/developers/nobody-at-all/')).toContain('<title>Apps | LiveChat Integrations</title>');
  });

  it('titles a page sent as a 404 as the 404 page, with no canonical address', async () => {
    const html = await createPageMetadataRenderer({ db: platform.db, origin })(shell, '/marketplace/no-such-page/', 404);
    expect(html).toContain('<title>Page not found | LiveChat Integrations</title>');
    expect(html).not.toContain('rel="canonical"');
  });
});
