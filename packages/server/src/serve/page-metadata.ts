/**
 * Per-route metadata for the public shell's HTML (spec 9): the page title ('{title} | {product}
 * Integrations'), a meta description (for an app its short description, else one of a fixed set
 * of marketing descriptions per app id, else a generic line) and, on an app page, JSON-LD
 * structured data (category BusinessApplication, with aggregate rating and offer). Crawlers read
 * it without running JavaScript. Everything injected is escaped: text for HTML, JSON for a
 * <script> element (no '</script>' or '<!--' can appear in it).
 */
import { randomUUID } from 'node:crypto';
import { productOfApp } from '@marketplace/domain/apps';
import { BASE_PATH } from '@marketplace/domain/constants';
import { appCheckoutTitle, checkoutPageOf, checkoutTitles } from '@marketplace/domain/checkout-pages';
import { appsCollections } from '@marketplace/domain/collections';
import { categorySlugs, type App, type CategorySlug } from '@marketplace/domain/entities/app';
import type { Rate } from '@marketplace/domain/entities/feedback';
import { rateOf } from '@marketplace/domain/feedback-summary';
import { productNames, type Product } from '@marketplace/domain/entities/product';
import { categoryCopy, collectionCopy, pageCopy, siteDescription, type PageCopy } from '@marketplace/domain/page-copy';
import { appDetailPath, decodedSegment, pageTitle, paths, profilePageOf, publicPath } from '@marketplace/domain/routes';
import { appStructuredData } from '@marketplace/domain/structured-data';
import { findApp, isPublished, toApp } from '../catalogue/apps.ts';
import { loadDevelopers } from '../catalogue/developers.ts';
import { loadExperts } from '../partners/experts.ts';
import type { Database } from '../db/database.ts';
import { escapeHtml } from '../http/escape-html.ts';

export interface PageMetadata {
  /** The full document title. */
  title: string;
  description: string;
  /** Absolute URL of the page as crawlers should index it. */
  canonicalUrl: string | null;
  /** JSON-LD of the page, or null. */
  structuredData: object | null;
}

/** Finds a published app by slug with its rate (null when unknown or not published). */
export type PublishedAppLookup = (slug: string) => Promise<{ app: App; rate: Rate | null } | null>;

/** Finds an expert's or a developer's profile by slug: what its page is titled and described with. */
export type ProfileLookup = (kind: 'expert' | 'developer', slug: string) => Promise<{ name: string; description: string } | null>;

export interface MetadataOptions {
  lookup: PublishedAppLookup;
  /** Without it, an expert's or developer's page is titled as the site's home. */
  profiles?: ProfileLookup;
  /** Origin of the public site, e.g. http://localhost:4000. */
  origin: string;
  /** The product the public site is opened in (the public shell: livechat). */
  product: Product;
  now: Date;
}

/**
 * Short marketing descriptions per app id, used when an app has no description of its own
 * (spec 9). The spec calls the set fixed without listing it; these are ours, for seeded apps.
 */
export const marketingDescriptions: Readonly<Record<string, string>> = {
  '1001': 'Sell in the chat: show products, share carts and answer order questions without leaving the conversation.',
  '1002': 'Publish help content from your CMS straight into chats and tickets.',
  '1003': 'Grow your mailing list from every chat and keep contacts in sync.',
  '18270': 'Upgrade your customer service with a paid integration trusted by support teams.',
};

/** Titles and descriptions of the listing and content routes (spec 2), by path under /marketplace. */
const staticPages: Readonly<Record<string, PageCopy>> = {
  [paths.home()]: pageCopy.home,
  [paths.apps()]: pageCopy.apps,
  ...Object.fromEntries(appsCollections.map((collection) => [paths.collection(collection), collectionCopy[collection]])),
  [paths.saasDeals()]: collectionCopy['saas-deals'],
  [paths.omnichannel()]: collectionCopy['omnichannel-communication'],
  [paths.enhanceEcommerce()]: collectionCopy['enhance-ecommerce'],
  [paths.partners()]: pageCopy.partners,
  [paths.recommendedPartners()]: pageCopy.recommendedPartners,
  [paths.developers()]: pageCopy.developers,
  [paths.services()]: pageCopy.services,
  [paths.cart()]: pageCopy.cart,
  [routePath(paths.search(''))]: pageCopy.search,
  [routePath(paths.compare())]: pageCopy.compare,
  [paths.myApps()]: pageCopy.myApps,
  [paths.myReviews()]: pageCopy.myReviews,
};

/** The path under /marketplace, without query or hash, with a trailing slash. */
export function routePath(requestPath: string): string {
  let path = requestPath.split(/[?#]/)[0] ?? '/';
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) path = path.slice(BASE_PATH.length);
  if (!path.startsWith('/')) path = `/${path}`;
  return path.endsWith('/') ? path : `${path}/`;
}

/** The metadata of one public route. */
export async function metadataForPath(requestPath: string, options: MetadataOptions): Promise<PageMetadata> {
  const path = routePath(requestPath);
  const canonical = (p: string) => `${options.origin}${publicPath(p)}`;
  const page = (title: string, description: string, p: string | null): PageMetadata => ({
    title: pageTitle(title, options.product),
    description,
    canonicalUrl: p === null ? null : canonical(p),
    structuredData: null,
  });

  const known = staticPages[path];
  if (known) return page(known.title, known.description, path);

  // Checkout and console pages render in the browser only; their title is right before their
  // code has loaded, and no crawler is pointed at them.
  const checkout = checkoutPageOf(path);
  if (checkout?.kind === 'app-checkout') {
    const found = await options.lookup(checkout.slug);
    return page(appCheckoutTitle(found ? found.app.name : null), siteDescription, null);
  }
  if (checkout) return page(checkoutTitles[checkout.kind], siteDescription, null);
  if (path.startsWith(paths.developerConsole())) return page(pageCopy.developerConsole.title, pageCopy.developerConsole.description, null);

  const profile = profilePageOf(path);
  if (profile && profile.slug !== null && options.profiles) {
    const found = await options.profiles(profile.kind, profile.slug);
    // An expert's campaign page is their profile opened on its contact tab: the profile is its canonical page.
    if (found) return page(found.name, found.description.trim() || siteDescription, profile.kind === 'expert' ? paths.expert(profile.slug) : path);
  }

  const match = /^\/(apps|services|embedded-apps)\/([^/]+)\/$/.exec(path);
  const folder = match?.[1];
  const slug = match?.[2] === undefined ? null : decodedSegment(match[2]);
  if (folder === 'apps' && slug !== null && (categorySlugs as readonly string[]).includes(slug)) {
    const copy = categoryCopy(slug as CategorySlug, options.product);
    return page(copy.title, copy.description, path);
  }
  if (slug !== null) {
    const found = await options.lookup(slug);
    if (found) return appMetadata(found.app, found.rate, options);
    // An unknown app falls back to /apps/ in the client (spec 2).
    return page(pageCopy.apps.title, pageCopy.apps.description, paths.apps());
  }
  return page(pageCopy.home.title, siteDescription, null);
}

/** An app's description for crawlers: its own short description, the marketing fallback, or a generic line. */
export function appDescription(app: Pick<App, 'id' | 'name' | 'shortDescription' | 'product'>): string {
  const own = app.shortDescription.trim();
  if (own) return own;
  return marketingDescriptions[app.id] ?? `${app.name}: an integration for ${productNames[productOfApp(app)]}.`;
}

function appMetadata(app: App, rate: Rate | null, options: MetadataOptions): PageMetadata {
  const url = `${options.origin}${publicPath(appDetailPath(app))}`;
  // The offer carries the price a visitor pays today: the app's payment, discounted once by toApp.
  const payment = app.payment;
  const description = appDescription(app);
  return {
    title: pageTitle(app.name, options.product),
    description,
    canonicalUrl: url,
    structuredData: { ...appStructuredData({ ...app, payment, shortDescription: description }, url, rate) },
  };
}

/** JSON that is safe inside a <script> element: no '<', '>', '&' or line separators survive raw. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts the metadata into the page's <head>: replaces title and description, adds the rest. */
export function injectMetadata(html: string, meta: PageMetadata): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  const extra = [
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    meta.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />` : null,
    meta.structuredData ? `<script type="application/ld+json">${scriptSafeJson(meta.structuredData)}</script>` : null,
  ].filter((line): line is string => line !== null);

  // Function replacers: '$&' and friends in app data must stay literal.
  let out = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title) : html.replace(/<\/head>/i, () => `${title}\n</head>`);
  out = /<meta\s+name=["']description["'][^>]*>/i.test(out)
    ? out.replace(/<meta\s+name=["']description["'][^>]*>/i, () => description)
    : out.replace(/<\/head>/i, () => `${description}\n</head>`);
  return out.replace(/<\/head>/i, () => `    ${extra.join('\n    ')}\n  </head>`);
}

/** Published apps straight from the database, with the rate kept beside them. */
export function databaseLookup(db: Database, publicOrigin: string): PublishedAppLookup {
  const ctx = { db, now: () => new Date(), newId: () => randomUUID(), publicOrigin };
  return async (slug) => {
    const record = await findApp(db, { slug });
    if (!record || !isPublished(record)) return null;
    return { app: toApp(ctx, record), rate: rateOf(record.rating_votes, record.rating_sum) };
  };
}

/** Experts' and developers' profiles straight from the database. */
export function databaseProfiles(db: Database, publicOrigin: string): ProfileLookup {
  const ctx = { db, publicOrigin };
  return async (kind, slug) => (kind === 'expert' ? await loadExperts(ctx, db, slug) : await loadDevelopers(ctx, slug))[0] ?? null;
}

/** The `renderHtml` of the public shell's static site. A lookup failure leaves the page as built. */
export function createPageMetadataRenderer(options: { db: Database; origin: string; product?: Product }) {
  const lookup = databaseLookup(options.db, options.origin);
  const profiles = databaseProfiles(options.db, options.origin);
  return async (html: string, path: string, status: 200 | 404 = 200): Promise<string> => {
    const product = options.product ?? 'livechat';
    // A path no screen routes is the 404 page, titled as the client titles it.
    if (status === 404)
      return injectMetadata(html, { title: pageTitle(pageCopy.notFound.title, product), description: pageCopy.notFound.description, canonicalUrl: null, structuredData: null });
    try {
      const meta = await metadataForPath(path, { lookup, profiles, origin: options.origin, product, now: new Date() });
      return injectMetadata(html, meta);
    } catch {
      return html;
    }
  };
}
