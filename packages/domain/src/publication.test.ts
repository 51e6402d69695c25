import { describe, expect, it } from 'vitest';
import { awaitsReview, maySeeUnpublishedApp, publicationState, publicationStates } from './publication.ts';

const d = '2024-01-01T00:00:00.000Z';

describe('publicationState', () => {
  it.each([
    [null, null, null, 'IN_DEVELOPMENT'],
    [d, null, null, 'IN_REVIEW'],
    [d, d, null, 'ACCEPTED'],
    [d, d, d, 'PUBLISHED'],
    [null, d, d, 'IN_DEVELOPMENT'],
    [d, null, d, 'IN_REVIEW'],
  ])('submitted %j, accepted %j, published %j → %s', (submittedAt, acceptedAt, publishedAt, expected) => {
    expect(publicationState({ submittedAt, acceptedAt, publishedAt })).toBe(expected);
  });
});

describe('maySeeUnpublishedApp', () => {
  const app = { developerId: 'dev-1', organizationId: 'org-dev-1' };
  it.each([
    ['the developer', { developerId: 'dev-1', organizationId: 'org-other' }, true],
    ['the owning organisation', { developerId: null, organizationId: 'org-dev-1' }, true],
    ['another developer', { developerId: 'dev-2', organizationId: 'org-dev-2' }, false],
    ['an anonymous visitor', { developerId: null, organizationId: null }, false],
  ])('%s → %s', (_who, viewer, expected) => {
    expect(maySeeUnpublishedApp(app, viewer)).toBe(expected);
  });

  it('never matches on a missing owner', () => {
    expect(maySeeUnpublishedApp({ developerId: null, organizationId: null }, { developerId: null, organizationId: null })).toBe(false);
  });
});

describe('awaitsReview', () => {
  it('is true only while the app is in review', () => {
    expect(publicationStates.filter(awaitsReview)).toEqual(['IN_REVIEW']);
  });
});
