/** How the twelve categories of spec 2 look on screen: the domain's name and an icon. */
import type { CategorySlug } from '@marketplace/domain/entities/app';
import { categoryNames } from '@marketplace/domain/page-copy';
import type { IconName } from './CategoryIcon.tsx';

const categoryIcons: Readonly<Record<CategorySlug, IconName>> = {
  'e-commerce': 'cart',
  cms: 'page',
  'email-marketing': 'mail',
  analytics: 'chart',
  'help-desk': 'lifebuoy',
  crm: 'contacts',
  'contact-management': 'card',
  'desktop-sharing': 'screen',
  'lead-generation': 'magnet',
  chatbots: 'robot2',
  'files-sharing': 'file',
  'social-media': 'share',
};

export function categoryDisplay(slug: CategorySlug): { name: string; icon: IconName } {
  return { name: categoryNames[slug], icon: categoryIcons[slug] };
}
