/**
 * Collections of spec 2 and how an app belongs to one. Our choice: an app carries its collection
 * tags in customProps.collections, a comma-separated list of collection slugs
 * ('staff-top-picks,starter-pack'), set by staff like the other customProps. Two collections also
 * follow the app's own data: 'ai-powered' includes apps flagged customProps.isAiPowered, and
 * 'by-text' is every app built for the text product (no tag needed).
 */
import { productOfApp } from './apps.ts';
import type { App } from './entities/app.ts';
import { readFlag } from './entities/app-fields.ts';

/** Collections with a page under /apps/{slug}/. */
export const appsCollections = ['new-and-noteworthy', 'staff-top-picks', 'starter-pack', 'hackathon-winners', 'self-setup', 'ai-powered', 'by-text', 'coming-soon'] as const;
export type AppsCollection = (typeof appsCollections)[number];

/** Landing pages that are collections too: /saas-deals/, /omnichannel-communication/, /enhance-ecommerce/. */
export const landingCollections = ['saas-deals', 'omnichannel-communication', 'enhance-ecommerce'] as const;

export const collections = [...appsCollections, ...landingCollections] as const;
export type Collection = (typeof collections)[number];

/** The tags in customProps.collections, trimmed and lowercased. */
export function collectionTags(app: Pick<App, 'customProps'>): string[] {
  return (app.customProps.collections ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}

export function belongsToCollection(app: Pick<App, 'customProps' | 'product'>, collection: Collection): boolean {
  if (collection === 'by-text') return productOfApp(app) === 'text';
  if (collection === 'ai-powered' && readFlag(app.customProps, 'isAiPowered')) return true;
  return collectionTags(app).includes(collection);
}

export function appsInCollection<T extends Pick<App, 'customProps' | 'product'>>(apps: readonly T[], collection: Collection): T[] {
  return apps.filter((app) => belongsToCollection(app, collection));
}
