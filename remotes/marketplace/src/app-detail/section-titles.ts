/** The visible title of each app-detail section (ids from the domain's appDetailSections). */
import type { AppDetailSection } from '@marketplace/domain/routes';

export const sectionTitles: Readonly<Record<AppDetailSection, string>> = {
  upgrades: 'Plans and upgrades',
  description: 'Description',
  features: 'Features',
  benefits: 'Benefits',
  support: 'Support',
  'app-terms': 'Terms and privacy',
  reviews: 'Reviews',
  changelog: 'Changelog',
  'more-by-developer': 'More by this developer',
};

/** Related apps are not one of the spec's sections, but get an anchor of their own. */
export const relatedAppsSection = { id: 'related-apps', title: 'Related apps' } as const;
