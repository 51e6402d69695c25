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

/**
 * Per-category copy for the generated apps: what the app does (an action) and why it helps (a
 * tail), combined so that the apps of one category read differently (6 × 5 pairs before one
 * repeats), plus the features an app of that kind lists.
 */
export const categoryCopy: Readonly<Record<CategorySlug, { actions: readonly string[]; features: readonly string[] }>> = {
  'e-commerce': {
    actions: [
      'Show orders, carts and shipping status next to every chat',
      'Recommend products and send discount codes from the chat',
      'Answer stock questions with live inventory in the conversation',
      'Handle returns and refunds without leaving the chat',
      'Follow every shopper from the product page to the checkout',
      'Create draft orders for customers while you talk to them',
    ],
    features: ['Order history in the chat sidebar', 'Product cards in messages', 'Coupon codes in one click', 'Abandoned cart alerts'],
  },
  cms: {
    actions: [
      'Add the chat widget to every page of your site',
      'Show the chat only on the pages that need it',
      'Let editors place chat buttons in posts and pages',
      'See which page a visitor is reading when they start a chat',
      'Publish help articles and answer from them in chats',
      'Match the chat to your site theme without code',
    ],
    features: ['Per-page display rules', 'Theme-aware widget styling', 'Page context for agents', 'Shortcodes for chat buttons'],
  },
  'email-marketing': {
    actions: [
      'Add chat visitors to your newsletter lists',
      'Tag subscribers by what they asked about in chats',
      'Send a follow-up email when a chat ends',
      'Grow your mailing list with opt-ins inside the chat',
      'See campaign history before you answer a subscriber',
      'Trigger email journeys from chat outcomes',
    ],
    features: ['Double opt-in from the chat', 'List and tag sync', 'Campaign history per contact', 'Follow-up templates'],
  },
  analytics: {
    actions: [
      'Measure how chats turn visitors into customers',
      'Send chat events to your analytics dashboards',
      'Track satisfaction and response times by team',
      'Compare goals reached with and without a chat',
      'See which campaigns bring the chats that convert',
      'Build weekly reports on chat volume and quality',
    ],
    features: ['Goal and event tracking', 'Scheduled reports', 'Per-agent metrics', 'Campaign attribution'],
  },
  'help-desk': {
    actions: [
      'Turn chats into tickets with the transcript attached',
      'See open tickets of a customer before you reply',
      'Escalate a chat to the right support queue',
      'Keep ticket status in sync with the conversation',
      'Follow up on unresolved chats as tickets',
      'Link chats and tickets to one customer record',
    ],
    features: ['Ticket creation from chats', 'Two-way status sync', 'Queue and priority rules', 'Transcript attachments'],
  },
  crm: {
    actions: [
      'Log every chat on the contact in your CRM',
      'Create deals from promising conversations',
      'See deal stage and owner while you chat',
      'Route chats to the account manager of the customer',
      'Sync chat leads with your sales pipeline',
      'Update contact fields without leaving the chat',
    ],
    features: ['Contact and deal sync', 'Chat transcripts on the timeline', 'Owner-based routing', 'Custom field mapping'],
  },
  'contact-management': {
    actions: [
      'Keep one address book for everyone you talk to',
      'Merge duplicate contacts found in chats',
      'Add notes and tags to a customer during the chat',
      'Find a customer by email, phone or company',
      'Share contact details across your whole team',
      'Import contacts and recognise them when they return',
    ],
    features: ['Duplicate detection', 'Shared notes and tags', 'Contact import', 'Returning visitor recognition'],
  },
  'desktop-sharing': {
    actions: [
      'Share a screen with a customer in one click',
      "Co-browse the customer's page to guide them",
      'Start a video call from the chat',
      'Show a customer where to click, live',
      'Record a screen session for your knowledge base',
      'Take remote control with the customer’s consent',
    ],
    features: ['No download for customers', 'Co-browsing with masking', 'Session recording', 'Consent prompts'],
  },
  'lead-generation': {
    actions: [
      'Qualify leads with a short form before the chat',
      'Greet high-value visitors with a targeted message',
      'Book demos straight from the chat',
      'Score leads by what they asked',
      'Capture emails from visitors about to leave',
      'Send qualified leads to sales in real time',
    ],
    features: ['Pre-chat qualification forms', 'Lead scoring', 'Meeting booking', 'Exit-intent messages'],
  },
  chatbots: {
    actions: [
      'Answer common questions with a bot that hands over to agents',
      'Design conversation flows without code',
      'Suggest replies from your knowledge base',
      'Collect order numbers before an agent joins',
      'Run a bot outside business hours',
      'Train a bot on your past conversations',
    ],
    features: ['Visual flow builder', 'Handover to agents', 'Knowledge base answers', 'Business hours rules'],
  },
  'files-sharing': {
    actions: [
      'Send large files during a chat',
      'Attach files from your cloud drive to messages',
      'Collect documents from customers securely',
      'Scan attachments before agents open them',
      'Share links that expire after the chat',
      'Keep every file of a conversation in one place',
    ],
    features: ['Cloud drive picker', 'Virus scanning', 'Expiring links', 'Files per conversation'],
  },
  'social-media': {
    actions: [
      'Answer social media messages from one inbox',
      'Reply to comments and direct messages in chats',
      'See who a customer is on social networks',
      'Turn social mentions into conversations',
      'Assign social messages to the right agent',
      'Keep replies on social networks on brand',
    ],
    features: ['Unified social inbox', 'Comment replies', 'Mention alerts', 'Saved reply templates'],
  },
};

/** Why an app helps: one of these ends each generated short description. */
export const copyTails = [
  'so agents answer faster',
  'without switching tabs',
  'with no coding needed',
  'for every team on your account',
  'and keep customers in the loop',
] as const;

/** What sets a generated app apart, by its position: one sentence of its long description. */
export const setupNotes = [
  'Connect your account in a few clicks and choose what to sync.',
  'Works in chats and tickets, and respects your team permissions.',
  'Pick which agents see it and where it shows in the app.',
  'Settings are per team, so every group can work its own way.',
  'A guided setup walks you through the first connection.',
  'Data stays in your account: nothing is copied to third parties.',
  'Comes with sensible defaults and a preview before you go live.',
] as const;

/** What developers focus on: one line of each developer profile, in turn. */
export const developerFocus = [
  'builds commerce and order integrations for support teams',
  'makes reporting and analytics tools for customer service',
  'builds chatbots and automations that hand over to people',
  'connects help desks and ticketing systems with chat',
  'builds CRM and sales pipeline integrations',
  'makes lead capture and qualification tools for websites',
  'builds file sharing and secure document tools',
  'connects social media inboxes with customer service',
  'makes website and CMS plugins for the chat widget',
  'builds email marketing and newsletter integrations',
  'makes co-browsing and screen sharing tools',
  'builds contact management and customer data tools',
] as const;

/** What experts do for their clients: one line of each expert profile, in turn. */
export const expertFocus = [
  'sets up chat and help desk for growing support teams',
  'trains agents to answer faster and keep customers happy',
  'designs chatbots that answer the common questions and hand over the rest',
  'rolls out chat across large organisations, region by region',
  'builds customer experience programmes around live chat',
  'runs chat support for you, around the clock',
  'writes conversation flows that sound like your brand',
  'moves teams from email support to a modern help desk',
  'grows sales with proactive chat and lead capture',
  'connects chat with your CRM, shop and in-house systems',
  'audits support teams and fixes what slows them down',
  'coaches new support teams through their first year',
] as const;

/** What clients wrote about experts (approved testimonials). */
export const expertComments = [
  'They set up our chatbot in a week and trained the whole team.',
  'Great communication and a clear plan from day one.',
  'Our response times halved after their implementation.',
  'Knowledgeable and patient, highly recommended.',
  'They moved three support teams to the new help desk without a day of downtime.',
  'Our chat now books demos for sales while we sleep.',
  'Clear pricing, weekly updates and a team that listens.',
  'The training sessions were practical, our agents use the shortcuts every day.',
] as const;
