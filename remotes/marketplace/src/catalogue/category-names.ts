/** How the twelve categories of spec 2 read on screen. */
import type { CategorySlug } from '@marketplace/domain/entities/app';
import type { IconName } from './CategoryIcon.tsx';

export const categoryDisplay: Readonly<Record<CategorySlug, { name: string; icon: IconName }>> = {
  'e-commerce': { name: 'E-commerce', icon: 'cart' },
  cms: { name: 'CMS', icon: 'page' },
  'email-marketing': { name: 'Email marketing', icon: 'mail' },
  analytics: { name: 'Analytics', icon: 'chart' },
  'help-desk': { name: 'Help desk', icon: 'lifebuoy' },
  crm: { name: 'CRM', icon: 'contacts' },
  'contact-management': { name: 'Contact management', icon: 'card' },
  'desktop-sharing': { name: 'Desktop sharing', icon: 'screen' },
  'lead-generation': { name: 'Lead generation', icon: 'magnet' },
  chatbots: { name: 'Chatbots', icon: 'robot2' },
  'files-sharing': { name: 'Files sharing', icon: 'file' },
  'social-media': { name: 'Social media', icon: 'share' },
};
