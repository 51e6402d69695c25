/**
 * The words each public page is known by: its title and a one-line description. Written once so
 * the screens (page title, heading, introduction) and the server (title and meta description
 * for crawlers) say the same thing. The spec gives the routes; the wording is ours.
 */
import type { Collection } from './collections.ts';
import type { CategorySlug } from './entities/app.ts';
import { productNames } from './entities/product-names.ts';
import type { Product } from './entities/products.ts';

export interface PageCopy {
  title: string;
  description: string;
}

export const siteDescription = 'Apps, services and partner experts for LiveChat and HelpDesk.';

/** How the twelve categories of spec 2 read. */
export const categoryNames: Readonly<Record<CategorySlug, string>> = {
  'e-commerce': 'E-commerce',
  cms: 'CMS',
  'email-marketing': 'Email marketing',
  analytics: 'Analytics',
  'help-desk': 'Help desk',
  crm: 'CRM',
  'contact-management': 'Contact management',
  'desktop-sharing': 'Desktop sharing',
  'lead-generation': 'Lead generation',
  chatbots: 'Chatbots',
  'files-sharing': 'Files sharing',
  'social-media': 'Social media',
};

export const collectionCopy: Readonly<Record<Collection, PageCopy>> = {
  'new-and-noteworthy': { title: 'New and noteworthy', description: 'Fresh apps and updates worth a look this month.' },
  'staff-top-picks': { title: 'Staff top picks', description: 'The apps our team recommends for customer service teams.' },
  'starter-pack': { title: 'Starter pack', description: 'The essential apps to get a new support team going.' },
  'hackathon-winners': { title: 'Hackathon winners', description: 'Apps that won our developer hackathons.' },
  'self-setup': { title: 'Self setup', description: 'Apps you can set up yourself in minutes, no developer needed.' },
  'ai-powered': { title: 'AI powered', description: 'Apps that bring AI to your chats and tickets.' },
  'by-text': { title: 'Apps for the text product', description: 'Apps built for the text product.' },
  'coming-soon': { title: 'Coming soon', description: 'Apps that will join the marketplace soon.' },
  'saas-deals': { title: 'SaaS deals', description: 'Discounts on apps for customer service teams.' },
  'omnichannel-communication': { title: 'Messaging Apps', description: 'Bring every messaging channel into one inbox.' },
  'enhance-ecommerce': { title: 'Enhance e-commerce', description: 'Apps that help online stores sell through chat.' },
};

export const pageCopy = {
  home: { title: 'Apps', description: siteDescription },
  apps: { title: 'All apps', description: 'Browse every app that connects your chats and tickets with the tools you already use.' },
  services: { title: 'Services', description: 'Services from partners: training, chatbot building, custom development and more.' },
  partners: { title: 'Partners', description: 'Partner experts who set up, train and build for your team.' },
  recommendedPartners: { title: 'Recommended partners', description: 'Partner experts we recommend.' },
  developers: { title: 'Developers', description: 'The developers behind the marketplace apps.' },
  compare: { title: 'Compare apps', description: 'Up to three apps side by side: price, billing, rating, installations, languages, placements and permissions.' },
  cart: { title: 'Cart', description: siteDescription },
  myApps: { title: 'My apps', description: 'The apps and services your organization has installed, with their settings.' },
  myReviews: { title: 'My reviews', description: 'The reviews you have written about apps: edit or withdraw them.' },
  search: { title: 'Search results', description: siteDescription },
  notFound: { title: 'Page not found', description: siteDescription },
  developerConsole: { title: 'Developer console', description: 'Your apps and where each one stands, from development to publication.' },
} as const satisfies Record<string, PageCopy>;

export function categoryCopy(category: CategorySlug, product: Product): PageCopy {
  const name = categoryNames[category];
  // The category's own name, as the stores title a category ('Analytics | LiveChat Integrations').
  return { title: name, description: `${name} apps for ${productNames[product]}: browse, compare and install.` };
}
