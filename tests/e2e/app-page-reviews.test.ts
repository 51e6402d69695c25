/**
 * The app page's facts and reviews in Chromium: the facts in the server's HTML, reviews sorted,
 * filtered by the histogram's bars and paged ten at a time as the platform pages them, one
 * helpful vote per account, and the developer replying (and editing the reply) from the page of
 * their own app. Each screen is checked with axe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, newPage, loadPage, reloadPage, signedInPage, demoAccount, expectNoWcagViolations, publishedApps, type PublishedApp } from './fixtures/index.ts';

interface ReviewPage {
  reviews: Array<{ id: string; name: string; review: string; rating: number; helpful: number }>;
  total: number;
}

/** The platform's API is served on the public shell's origin. */
const platform = new URL(urls.publicShell).origin;
const WAIT = { timeout: 30_000 };
let published: PublishedApp[];

const reviewPage = async (app: PublishedApp, query = ''): Promise<ReviewPage> =>
  (await (await fetch(`${platform}/v2/feedback/rate/application/${app.id}/reviews${query}`)).json()) as ReviewPage;

/** The first listed app that fits and has more than a page of written reviews. */
async function appWithReviews(predicate: (app: PublishedApp) => boolean, atLeast = 11): Promise<PublishedApp> {
  for (const app of published.filter((candidate) => !candidate.hidden && candidate.customProps['isService'] !== 'true' && predicate(candidate))) {
    if ((await reviewPage(app)).total >= atLeast) return app;
  }
  throw new Error('no seeded app fits');
}

beforeAll(async () => {
  published = await publishedApps();
});

async function open(app: PublishedApp, page?: Page): Promise<Page> {
  const shown = page ?? (await newPage());
  await loadPage(shown, `${urls.publicShell}apps/${app.slug}/`);
  await shown.getByRole('heading', { level: 1, name: app.name }).waitFor(WAIT);
  return shown;
}

const shownNames = (page: Page) => page.getByTestId('review-list').getByRole('heading', { level: 3 }).allTextContents();

describe("the app page's facts", () => {
  it('are in the server-rendered page: works with, languages, version, last updated, verified developer, support and terms', async () => {
    const app = published.find(
      (candidate) => !candidate.hidden && candidate.customProps['verified'] === 'true' && candidate.customProps['isService'] !== 'true' && candidate.languages.length > 0,
    );
    if (!app) throw new Error('no verified app in the seed');
    const html = await (await fetch(`${urls.publicShell}apps/${app.slug}/`)).text();
    expect(html).toContain('data-testid="app-facts"');
    expect(html).toContain('Verified developer');
    expect(html).toMatch(/Works with/);

    const page = await open(app);
    const facts = page.getByRole('region', { name: `About ${app.name}` });
    await facts.waitFor(WAIT);
    expect(await facts.getByTestId('fact-works-with').textContent()).toBe(app.product === 'helpdesk' ? 'HelpDesk' : app.product === 'text' ? 'Text' : 'LiveChat');
    expect(await facts.getByTestId('fact-languages').textContent()).toBe(app.languages.join(', '));
    await expect.poll(() => facts.getByTestId('fact-version').textContent()).toMatch(/^\d+\.\d+/);
    expect(await facts.getByTestId('fact-last-updated').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await facts.getByTestId('verified-developer').waitFor();
    await facts.getByRole('link', { name: /^(Get support|Support details)/ }).waitFor();
    await facts.getByRole('link', { name: /^(Terms of service|App terms)/ }).waitFor();
    await expectNoWcagViolations(page);
  });
});

describe('reviews people can use', () => {
  it('sorts, pages ten at a time and filters by the bars of the histogram, as the platform pages them', async () => {
    const app = await appWithReviews(() => true);
    const first = await reviewPage(app);
    // The first page is in the server's HTML, before any script runs.
    const html = await (await fetch(`${urls.publicShell}apps/${app.slug}/`)).text();
    expect(html).toContain(`Reviews 1–10 of ${first.total}`);
    const page = await open(app);
    const range = page.getByTestId('review-range');
    await expect.poll(() => range.textContent()).toBe(`Reviews 1–10 of ${first.total}`);
    expect(await shownNames(page)).toEqual(first.reviews.map((r) => r.name));
    // Each review says when it was written.
    await expect.poll(() => page.getByTestId('review-list').locator('time').count()).toBe(10);

    await page.getByLabel('Sort reviews').selectOption('lowest');
    const lowest = await reviewPage(app, '?sort=lowest');
    await expect.poll(() => shownNames(page)).toEqual(lowest.reviews.map((r) => r.name));

    // Next by keyboard: the count of the page says where you are, and focus moves to it.
    await page.getByRole('button', { name: 'Next reviews' }).focus();
    await page.keyboard.press('Enter');
    const second = await reviewPage(app, '?sort=lowest&page=2');
    await expect.poll(() => range.textContent()).toBe(`Reviews 11–${Math.min(20, first.total)} of ${first.total}`);
    await expect.poll(() => shownNames(page)).toEqual(second.reviews.map((r) => r.name));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('review-range');
    // The address keeps the sort and the page: a reload shows the same reviews.
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=lowest&page=2');
    await reloadPage(page);
    await expect.poll(() => range.textContent()).toBe(`Reviews 11–${Math.min(20, first.total)} of ${first.total}`);
    await expect.poll(() => shownNames(page)).toEqual(second.reviews.map((r) => r.name));
    expect(await page.getByLabel('Sort reviews').inputValue()).toBe('lowest');
    await page.getByRole('button', { name: 'Previous reviews' }).click();
    await expect.poll(() => range.textContent()).toBe(`Reviews 1–10 of ${first.total}`);

    // A bar of the histogram is the filter by its stars; pressed again it shows every rating.
    const histogram = page.getByTestId('rating-histogram');
    const stars = [5, 4, 3, 2, 1];
    let chosen = 5;
    for (const star of stars) {
      if ((await reviewPage(app, `?stars=${star}`)).total > 0) {
        chosen = star;
        break;
      }
    }
    const bar = histogram.getByRole('button', { name: new RegExp(`^${chosen} stars?`) });
    await bar.click();
    await expect.poll(() => bar.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('stars')).toBe(String(chosen));
    const filtered = await reviewPage(app, `?sort=lowest&stars=${chosen}`);
    await expect.poll(() => range.textContent()).toBe(`Reviews 1–${Math.min(10, filtered.total)} of ${filtered.total} with ${chosen} ${chosen === 1 ? 'star' : 'stars'}`);
    await expect.poll(() => shownNames(page)).toEqual(filtered.reviews.map((r) => r.name));
    await expectNoWcagViolations(page);
    await bar.click();
    await expect.poll(() => range.textContent()).toBe(`Reviews 1–10 of ${first.total}`);
  }, 120_000);

  it('takes one helpful vote per signed-in account', async () => {
    const app = await appWithReviews(() => true);
    const page = await signedInPage(`${urls.publicShell}apps/${app.slug}/`, demoAccount.owner);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor(WAIT);
    const review = page
      .getByTestId('review')
      .filter({ has: page.getByRole('button', { name: 'Helpful', exact: true }) })
      .first();
    await review.waitFor(WAIT);
    const id = await review.getAttribute('aria-labelledby');
    const before = await review.getByTestId('helpful-count').textContent();
    const count = Number(/^(\d+)/.exec(before ?? '')?.[1] ?? 0);
    await review.getByRole('button', { name: 'Helpful', exact: true }).click();
    await page.getByText('Thank you for your feedback.', { exact: true }).first().waitFor(WAIT);
    const voted = page.locator(`[aria-labelledby="${id}"]`);
    await expect.poll(() => voted.getByTestId('helpful-count').textContent()).toBe(count + 1 === 1 ? '1 person found this helpful' : `${count + 1} people found this helpful`);
    const pressed = voted.getByRole('button', { name: 'You found this helpful' });
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    // A second vote is not taken: the button no longer sends, and the platform refuses one.
    await pressed.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => voted.getByTestId('helpful-count').textContent()).toBe(count + 1 === 1 ? '1 person found this helpful' : `${count + 1} people found this helpful`);
    await expectNoWcagViolations(page);
  }, 120_000);

  it("lets the developer reply under a review from their own app's page, and edit the reply", async () => {
    const app = await appWithReviews((candidate) => candidate.developerId === 'dev-1', 1);
    const page = await signedInPage(`${urls.publicShell}apps/${app.slug}/`, demoAccount.developer);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor(WAIT);
    const review = page.getByTestId('review').first();
    await review.waitFor(WAIT);
    await review.getByRole('button', { name: /^(Reply|Edit reply)$/ }).click();
    const field = review.getByRole('textbox', { name: /^Your reply to / });
    await field.fill('');
    await review.getByRole('button', { name: /^(Publish|Save) reply$/ }).click();
    await review.getByRole('alert').getByText('Please enter your reply').waitFor(WAIT);
    await field.fill('Thank you! Version 2 fixes this.');
    await review.getByRole('button', { name: /^(Publish|Save) reply$/ }).click();
    await page.getByText('Your reply has been published.', { exact: true }).first().waitFor(WAIT);
    await expect.poll(() => review.getByTestId('developer-reply').textContent()).toContain('Thank you! Version 2 fixes this.');

    await review.getByRole('button', { name: 'Edit reply' }).click();
    await review.getByRole('textbox', { name: /^Your reply to / }).fill('Thanks! Fixed in version 2.1.');
    await review.getByRole('button', { name: 'Save reply' }).click();
    await expect.poll(() => review.getByTestId('developer-reply').textContent()).toContain('Thanks! Fixed in version 2.1.');
    await expectNoWcagViolations(page);

    // A visitor sees the reply under the review, and no way to reply.
    const visitor = await open(app);
    await expect.poll(() => visitor.getByTestId('developer-reply').filter({ hasText: 'Thanks! Fixed in version 2.1.' }).count()).toBe(1);
    expect(await visitor.getByRole('button', { name: 'Reply' }).count()).toBe(0);
  }, 120_000);
});
