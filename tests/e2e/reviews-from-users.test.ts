/**
 * Reviews from users, in Chromium: each review says how long its organisation had used the app
 * (the domain's text of the platform's answer), and an organisation without the app is told why
 * it may not review instead of being offered the form.
 */
import { describe, expect, it } from 'vitest';
import type { PagedReview } from '../../packages/domain/src/review-pages.ts';
import { appUseText, reviewNeedsInstallMessage } from '../../packages/domain/src/review-eligibility.ts';
import { demoAccount, loadPage, newPage, origins, signedInPage, urls, publishedApps, type PublishedApp } from './fixtures/index.ts';

const WAIT = { timeout: 30_000 };

/** A plain app with written reviews, and its first page of them as the platform answers. */
async function reviewedApp(): Promise<{ app: PublishedApp; reviews: PagedReview[] }> {
  const published = await publishedApps();
  for (const app of published.filter((candidate) => !candidate.hidden && candidate.customProps['isService'] !== 'true')) {
    const page = (await (await fetch(`${origins.platform}/v2/feedback/rate/application/${app.id}/reviews`)).json()) as { reviews: PagedReview[] };
    if (page.reviews.length > 1) return { app, reviews: page.reviews };
  }
  throw new Error('no seeded app has reviews');
}

describe('reviews from users', () => {
  it('each review says how long its organisation had used the app', async () => {
    const { app, reviews } = await reviewedApp();
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/${app.slug}/`);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor(WAIT);
    const shown = page.getByTestId('review');
    await shown.first().waitFor(WAIT);
    const expected = reviews.map((review) => (review.usedSince === null ? null : appUseText({ since: review.usedSince, until: review.createdAt }, review.createdAt)));
    expect(expected.every((text) => text !== null)).toBe(true);
    await expect.poll(() => shown.getByTestId('reviewer-use').allTextContents()).toEqual(expected);
    await page.context().close();
  });

  it('an organisation without the app is told to install it, and offered no form', async () => {
    const { app } = await reviewedApp();
    const page = await signedInPage(`${urls.publicShell}apps/${app.slug}/`, demoAccount.newOrganisation);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor(WAIT);
    const form = page.getByTestId('rate-app-form');
    await form.getByRole('note').filter({ hasText: reviewNeedsInstallMessage }).waitFor(WAIT);
    expect(await form.getByLabel('Your review').count()).toBe(0);
    await page.context().close();
  });
});
