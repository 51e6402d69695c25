/** Word lists the deterministic seed draws from. */
import type { CategorySlug } from '@marketplace/domain/entities/app';

/** Hand-named apps first, so the top of every listing reads like a real marketplace. */
export const namedApps: readonly { name: string; category: CategorySlug; blurb: string }[] = [
  { name: 'Shopline Connector', category: 'e-commerce', blurb: 'See carts and orders of your store right in the chat.' },
  { name: 'Pressbox for WordPress', category: 'cms', blurb: 'Add the chat widget to any WordPress site in one click.' },
  { name: 'Mailcraft', category: 'email-marketing', blurb: 'Turn chat visitors into newsletter subscribers.' },
  { name: 'Metricly', category: 'analytics', blurb: 'Chat conversions in your analytics dashboards.' },
  { name: 'Ticketeer', category: 'help-desk', blurb: 'Create tickets from chats without leaving the conversation.' },
  { name: 'Pipeline CRM Sync', category: 'crm', blurb: 'Sync chat leads with your sales pipeline.' },
  { name: 'Contactbook', category: 'contact-management', blurb: 'One address book for every customer you talk to.' },
  { name: 'ScreenMate', category: 'desktop-sharing', blurb: 'Share a screen with a customer from a chat.' },
  { name: 'LeadMagnet Forms', category: 'lead-generation', blurb: 'Pre-chat forms that qualify leads for you.' },
  { name: 'BotBuilder Studio', category: 'chatbots', blurb: 'Design chatbots that hand over to your agents.' },
  { name: 'DropShare', category: 'files-sharing', blurb: 'Send large files during a chat.' },
  { name: 'Socialize', category: 'social-media', blurb: 'Answer social media messages from one inbox.' },
  { name: 'Cartwise', category: 'e-commerce', blurb: 'Recover abandoned carts with a friendly chat.' },
  { name: 'Insight Reports', category: 'analytics', blurb: 'Weekly reports on chat satisfaction and volume.' },
  { name: 'Helpful Answers AI', category: 'chatbots', blurb: 'AI-suggested replies drawn from your knowledge base.' },
  { name: 'Deskbridge', category: 'help-desk', blurb: 'Bridge chats and help-desk tickets both ways.' },
];

export const namePrefixes = [
  'Smart',
  'Quick',
  'Bright',
  'Clear',
  'Swift',
  'Blue',
  'Nova',
  'Pixel',
  'Cloud',
  'Zen',
  'Happy',
  'True',
  'Open',
  'Prime',
  'Red',
  'Green',
  'Wise',
  'Easy',
  'Live',
  'Urban',
  'Polar',
  'Solar',
  'Echo',
  'Atlas',
] as const;
export const nameSuffixes = [
  'Sync',
  'Desk',
  'Flow',
  'Hub',
  'Forms',
  'Chat',
  'Notes',
  'Leads',
  'Shop',
  'Stats',
  'Mail',
  'Bot',
  'Share',
  'Link',
  'Pulse',
  'Board',
  'Track',
  'Box',
  'Works',
  'Pilot',
  'Cast',
  'Base',
  'Loop',
  'Point',
] as const;

export const developerNames = [
  'Northwind Labs',
  'Acorn Software',
  'Bluebird Apps',
  'Cobalt Studio',
  'Driftwood Digital',
  'Elm Street Dev',
  'Firefly Systems',
  'Granite Works',
  'Harbor Code',
  'Ivy Integrations',
  'Juniper Tech',
  'Kestrel Apps',
  'Lighthouse Dev',
  'Maple Logic',
  'Nimbus Partners',
  'Orchard Software',
  'Pinecone Labs',
  'Quartz Systems',
] as const;

export const expertNames = [
  'Chat Pros Agency',
  'Support Heroes',
  'BotCraft Consulting',
  'Implementers Co.',
  'CX Builders',
  'Outsource 24/7',
  'Conversational Design Lab',
  'Helpdesk Gurus',
  'Growth Chat Studio',
  'Integration Masters',
  'Service Sherpas',
  'Agent Academy',
] as const;

export const expertServices = ['training', 'chatbot-building', 'chat-agent-outsourcing', 'custom-development', 'product-implementation'] as const;

export const languages = ['English', 'German', 'French', 'Spanish', 'Polish', 'Portuguese', 'Italian', 'Dutch'] as const;
export const industries = ['Retail', 'Software', 'Education', 'Finance', 'Healthcare', 'Travel', 'Media'] as const;
export const countries = ['US', 'GB', 'DE', 'PL', 'FR', 'ES', 'NL', 'CA', 'AU'] as const;
export const firstNames = ['Anna', 'Ben', 'Chloe', 'David', 'Emma', 'Felix', 'Grace', 'Hugo', 'Iris', 'Jack', 'Kate', 'Leo', 'Maya', 'Noah', 'Olivia', 'Piotr'] as const;
export const lastNames = ['Smith', 'Nowak', 'Garcia', 'Muller', 'Martin', 'Rossi', 'Jensen', 'Brown', 'Silva', 'Kowalski'] as const;

export const reviewTexts: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: ['Works perfectly, set up in minutes.', 'Our agents love it.', 'Exactly what we needed, great support.', 'A must-have for our team.'],
  4: ['Very good, a few settings are hard to find.', 'Solid app, does what it says.', 'Good value for the price.'],
  3: ['Does the job but the setup took a while.', 'Fine, though it lacks some features.', 'Average, support was slow.'],
  2: ['Buggy after the last update.', 'Hard to configure for our use case.'],
  1: ['Did not work for us.', 'Stopped syncing after a week.'],
};
