/**
 * The listing screens of spec 2 and what each one lists: all apps, a collection, a category,
 * services, or a landing collection. Titles and introductions are ours.
 */
import { categorySlugs, type CategorySlug } from '@marketplace/domain/entities/app';
import { collections, type Collection } from '@marketplace/domain/collections';
import { categoryDisplay } from './category-names.ts';

export type ListingSource =
  | { kind: 'all' }
  | { kind: 'services' }
  | { kind: 'collection'; collection: Collection }
  | { kind: 'category'; category: CategorySlug };

export interface ListingPageConfig {
  title: string;
  intro: string;
  source: ListingSource;
}

const collectionPages: Readonly<Record<Collection, Omit<ListingPageConfig, 'source'>>> = {
  'new-and-noteworthy': { title: 'New and noteworthy', intro: 'Fresh apps worth a look, picked as they arrive.' },
  'staff-top-picks': { title: 'Staff top picks', intro: 'The apps our own support team reaches for every day.' },
  'starter-pack': { title: 'Starter pack', intro: 'Everything a new team needs on day one.' },
  'hackathon-winners': { title: 'Hackathon winners', intro: 'The best builds from our developer hackathons.' },
  'self-setup': { title: 'Self setup', intro: 'Install and configure these yourself in minutes, no developer needed.' },
  'ai-powered': { title: 'AI powered', intro: 'Apps that put AI to work for your agents and customers.' },
  'by-text': { title: 'Apps for the text product', intro: 'Apps built for the text product.' },
  'coming-soon': { title: 'Coming soon', intro: 'Apps on their way to the marketplace.' },
  'saas-deals': { title: 'SaaS deals', intro: 'Discounts on tools that work with your chats and tickets.' },
  'omnichannel-communication': { title: 'Messaging Apps', intro: 'Answer every channel from one place.' },
  'enhance-ecommerce': { title: 'Enhance e-commerce', intro: 'Sell more from the chat: carts, orders and recommendations.' },
};

export const allAppsPage: ListingPageConfig = {
  title: 'All apps',
  intro: 'Every app in the marketplace, ready to filter and sort.',
  source: { kind: 'all' },
};

export const servicesPage: ListingPageConfig = {
  title: 'Services',
  intro: 'Services from our partners: setup, training and custom work.',
  source: { kind: 'services' },
};

export function collectionPage(collection: Collection): ListingPageConfig {
  return { ...collectionPages[collection], source: { kind: 'collection', collection } };
}

export function categoryPage(category: CategorySlug): ListingPageConfig {
  const { name } = categoryDisplay[category];
  return { title: `${name} apps`, intro: `Apps in ${name}.`, source: { kind: 'category', category } };
}

/** What /apps/{segment}/ is: a collection, a category, or (null) an app's slug. */
export function listingForSegment(segment: string): ListingPageConfig | null {
  if ((collections as readonly string[]).includes(segment)) return collectionPage(segment as Collection);
  if ((categorySlugs as readonly string[]).includes(segment)) return categoryPage(segment as CategorySlug);
  return null;
}
