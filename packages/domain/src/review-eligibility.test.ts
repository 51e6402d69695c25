import { describe, expect, it } from 'vitest';
import { appUseText, mayReview, REVIEW_GRACE_DAYS, reviewNeedsInstallMessage } from './review-eligibility.ts';

const now = '2026-06-15T12:00:00.000Z';

describe('mayReview', () => {
  it('lets an organisation with the app installed review it', () => {
    expect(mayReview({ since: '2026-06-15T11:00:00.000Z', until: null }, now)).toBe(true);
  });

  it('refuses one that never installed it', () => {
    expect(mayReview(null, now)).toBe(false);
  });

  it(`lets one that uninstalled it review for ${REVIEW_GRACE_DAYS} days, not a moment longer`, () => {
    const since = '2025-01-01T00:00:00.000Z';
    expect(mayReview({ since, until: '2026-05-01T12:00:00.000Z' }, now)).toBe(true);
    expect(mayReview({ since, until: '2026-05-01T12:00:00.000Z' }, '2026-06-15T12:00:00.000Z')).toBe(true);
    expect(mayReview({ since, until: '2026-05-01T12:00:00.000Z' }, '2026-06-15T12:00:00.001Z')).toBe(false);
    expect(mayReview({ since, until: '2026-01-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('says why in the words of the review form', () => {
    expect(reviewNeedsInstallMessage).toBe('Install the app to review it');
  });
});

describe('appUseText', () => {
  it.each([
    ['2026-06-15T08:00:00.000Z', null, 'Used the app for less than a day'],
    ['2026-06-14T11:00:00.000Z', null, 'Used the app for 1 day'],
    ['2026-06-01T12:00:00.000Z', null, 'Used the app for 14 days'],
    ['2026-05-15T12:00:00.000Z', null, 'Used the app for 1 month'],
    ['2026-01-31T00:00:00.000Z', null, 'Used the app for 4 months'],
    ['2025-06-15T12:00:00.000Z', null, 'Used the app for 1 year'],
    ['2024-03-01T00:00:00.000Z', null, 'Used the app for 2 years 3 months'],
    ['2026-01-01T00:00:00.000Z', '2026-03-10T00:00:00.000Z', 'Used the app for 2 months'],
    ['2026-07-01T00:00:00.000Z', null, 'Used the app for less than a day'],
  ])('since %s until %s → %s', (since, until, expected) => {
    expect(appUseText({ since, until }, now)).toBe(expected);
  });
});
