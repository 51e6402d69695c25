import { describe, expect, it } from 'vitest';
import { publicationState } from './publication.ts';

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
