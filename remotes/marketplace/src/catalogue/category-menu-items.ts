/**
 * The category menu of spec 2: every label, where it leads, and its icon. Paths come from the
 * domain's route builders so a route is written once.
 */
import type { CategorySlug } from '@marketplace/domain/entities/app';
import { paths } from '@marketplace/domain/routes';
import type { IconName } from './CategoryIcon.tsx';

export interface MenuItem {
  label: string;
  to: string;
  icon: IconName;
}

const category = (slug: CategorySlug) => paths.listing(slug);

export const categoryMenuItems: readonly MenuItem[] = [
  { label: 'All', to: paths.apps(), icon: 'grid' },
  { label: 'Apps', to: paths.home(), icon: 'home' },
  { label: 'ecommerce', to: category('e-commerce'), icon: 'cart' },
  { label: 'CRM', to: category('crm'), icon: 'contacts' },
  { label: 'CMS', to: category('cms'), icon: 'page' },
  { label: 'helpdesk', to: category('help-desk'), icon: 'lifebuoy' },
  { label: 'email marketing', to: category('email-marketing'), icon: 'mail' },
  { label: 'analytics', to: category('analytics'), icon: 'chart' },
  { label: 'new and noteworthy', to: paths.collection('new-and-noteworthy'), icon: 'sparkle' },
  { label: 'hackathon winners', to: paths.collection('hackathon-winners'), icon: 'trophy' },
  { label: 'staff top picks', to: paths.collection('staff-top-picks'), icon: 'star' },
  { label: 'recommended partners', to: paths.recommendedPartners(), icon: 'handshake' },
  { label: 'starter pack', to: paths.collection('starter-pack'), icon: 'box' },
  { label: 'chatbot', to: paths.listing(null, { compatibility: 'chatbot' }), icon: 'robot' },
  { label: 'knowledge base', to: paths.search('knowledge base'), icon: 'book' },
  { label: 'livechat', to: paths.listing(null, { compatibility: 'livechat' }), icon: 'bubble' },
  { label: 'experts', to: paths.partners(), icon: 'person' },
  { label: 'omnichannel', to: paths.omnichannel(), icon: 'channels' },
  { label: 'self setup', to: paths.collection('self-setup'), icon: 'wrench' },
  { label: 'enhance ecommerce', to: paths.enhanceEcommerce(), icon: 'bag' },
  { label: 'AI powered', to: paths.collection('ai-powered'), icon: 'brain' },
  { label: 'contact management', to: category('contact-management'), icon: 'card' },
  { label: 'desktop sharing', to: category('desktop-sharing'), icon: 'screen' },
  { label: 'lead generation', to: category('lead-generation'), icon: 'magnet' },
  { label: 'chatbots', to: category('chatbots'), icon: 'robot2' },
  { label: 'files sharing', to: category('files-sharing'), icon: 'file' },
  { label: 'social media', to: category('social-media'), icon: 'share' },
];
