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

/** Who is looking at an app: the developer profile and organisation behind the session (null when anonymous). */
export interface AppViewer {
  developerId: string | null;
  organizationId: string | null;
}

/**
 * Who may see an app that is not published (spec 6 leaves it open): the developer who
 * builds it and the organisation that owns it. Published apps are public and need no check.
 */
export function maySeeUnpublishedApp(app: Pick<App, 'developerId' | 'organizationId'>, viewer: AppViewer): boolean {
  const byDeveloper = Boolean(app.developerId) && app.developerId === viewer.developerId;
  const byOrganization = Boolean(app.organizationId) && app.organizationId === viewer.organizationId;
  return byDeveloper || byOrganization;
}

/**
 * An app waiting for the review's answer is refreshed while it waits (spec 4: every 15 s while
 * pending), so its page shows the new state without a reload.
 */
export function awaitsReview(state: PublicationState): boolean {
  return state === 'IN_REVIEW';
}
