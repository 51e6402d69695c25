/** App publication state, derived from its three dates (spec 4). */
import type { App } from './entities/app.ts';

export const publicationStates = ['IN_DEVELOPMENT', 'IN_REVIEW', 'ACCEPTED', 'PUBLISHED'] as const;
export type PublicationState = (typeof publicationStates)[number];

/**
 * Each step needs the previous ones: submitted → IN_REVIEW, + accepted → ACCEPTED,
 * + published → PUBLISHED, none → IN_DEVELOPMENT. A later date without an earlier one (bad data)
 * counts as the last complete step.
 */
export function publicationState(app: Pick<App, 'submittedAt' | 'acceptedAt' | 'publishedAt'>): PublicationState {
  if (!app.submittedAt) return 'IN_DEVELOPMENT';
  if (!app.acceptedAt) return 'IN_REVIEW';
  if (!app.publishedAt) return 'ACCEPTED';
  return 'PUBLISHED';
}
