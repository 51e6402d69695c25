/**
 * My reviews in Chromium: a visitor is asked to sign in; a signed-in user rates
 * an app on its page, finds the review under My reviews (from the account menu), edits it and
 * withdraws it by keyboard (the edit form's error state included), the platform's public summary
 * following each step, and is left with the empty state; no WCAG 2.x A/AA violations in each state.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { urls, origins, newPage, loadPage, reloadPage, signedInPage, expectNoWcagViolations, watchNotices, publishedApps, type PublishedApp } from './fixtures/index.ts';

let app: PublishedApp;
const WAIT = { timeout: 30_000 };
// No other browser suite signs in as the administrator, so its reviews are this suite's alone.
const ACCOUNT = /^Administrator Ada/;

beforeAll(async () => {
  const published = await publishedApps();
  // Only an organisation that has the app (or had it in the last days) may review it: one of the
  // free apps the seed installs for Acme (its first three free ones), not the first plain app,
  // whose reviews the app page suite reads.
  const plain = published.filter((candidate) => !candidate.hidden && candidate.customProps.isService !== 'true');
  const acmes = published.filter((candidate) => !candidate.hidden && candidate.payment === null).slice(0, 3);
  const found = acmes.filter((candidate) => candidate.customProps.isService !== 'true' && candidate.id !== plain[0]?.id).at(-1);
  if (!found) throw new Error('the seed installs no plain app for Acme');
  app = found;
});

/** The written reviews of the app in the platform's public summary. */
async function publicReviews(): Promise<string[]> {
  const summary = (await (await fetch(`${origins.platform}/v2/feedback/rate/application/${app.id}`)).json()) as { reviews: { review: string }[] };
  return summary.reviews.map((review) => review.review);
}

describe('a visitor', () => {
  it('is asked to sign in instead of a list', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}my-reviews/`);
    await page.getByRole('heading', { level: 1, name: 'My reviews' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Sign in to see your reviews' }).waitFor(WAIT);
    expect(await page.getByRole('list', { name: 'Your reviews' }).count()).toBe(0);
    // Titled from the server's first byte, not only once the screen's code has loaded.
    expect(await (await fetch(`${urls.publicShell}my-reviews/`)).text()).toMatch(/<title>My reviews \| /);
    expect(await page.title()).toMatch(/^My reviews \| /);
    await expectNoWcagViolations(page);
  }, 120_000);
});

describe('a signed-in user', () => {
  it('rates an app, sees it under My reviews, edits it and withdraws it', async () => {
    const page = await signedInPage(`${urls.publicShell}apps/${app.slug}/`, ACCOUNT);
    const notices = await watchNotices(page.context(), ['Thank you for rating this app.', 'Your review has been withdrawn.']);
    const written = `Set up in an afternoon (${Date.now()}).`;
    const edited = `Even better after the update (${Date.now()}).`;
    const form = page.getByTestId('rate-app-form');
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Your name').fill('Ada');
    await form.getByLabel('Your review').fill(written);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await notices.seen('Thank you for rating this app.');
    expect(await publicReviews()).toContain(written);

    // The account menu leads to My reviews without a page load.
    await page.getByRole('link', { name: 'My reviews' }).first().click();
    await page.waitForURL(/\/marketplace\/my-reviews\/$/, WAIT);
    const list = page.getByRole('list', { name: 'Your reviews' });
    const item = list.getByRole('listitem', { name: app.name });
    await item.waitFor(WAIT);
    expect(await item.locator('blockquote').textContent()).toBe(written);
    expect(await item.getByText('by Ada', { exact: true }).count()).toBe(1);
    await expectNoWcagViolations(page);

    // Editing and withdrawing work by keyboard.
    await item.getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    const editForm = item.getByTestId('rate-app-form');
    expect(await editForm.getByLabel('Your review').inputValue()).toBe(written);
    expect(await editForm.getByLabel('4 stars').isChecked()).toBe(true);
    await expectNoWcagViolations(page);
    // The edit form's error state: an emptied review is refused on its field, which takes the focus.
    await editForm.getByLabel('Your review').fill('');
    await editForm.getByRole('button', { name: 'Save review' }).focus();
    await page.keyboard.press('Enter');
    await editForm.getByText('Please enter your review').waitFor(WAIT);
    await expect.poll(() => editForm.getByLabel('Your review').evaluate((el) => el === document.activeElement), WAIT).toBe(true);
    expect(await editForm.getByLabel('Your review').getAttribute('aria-invalid')).toBe('true');
    await expectNoWcagViolations(page);
    await editForm.getByLabel('5 stars').check();
    await editForm.getByLabel('Your review').fill(edited);
    await editForm.getByRole('button', { name: 'Save review' }).focus();
    await page.keyboard.press('Enter');
    await notices.seen('Thank you for rating this app.');
    await editForm.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => item.locator('blockquote').textContent(), WAIT).toBe(edited);
    // The Edit button holds the focus again once the form closes.
    await expect.poll(() => item.getByRole('button', { name: 'Edit' }).evaluate((el) => el === document.activeElement), WAIT).toBe(true);
    const afterEdit = await publicReviews();
    expect(afterEdit).toContain(edited);
    expect(afterEdit).not.toContain(written);

    await item.getByRole('button', { name: 'Withdraw' }).focus();
    await page.keyboard.press('Enter');
    await notices.seen('Your review has been withdrawn.');
    await item.waitFor({ state: 'detached', ...WAIT });
    expect(await publicReviews()).not.toContain(edited);
    await expectNoWcagViolations(page);

    // A fresh load of the page agrees: the review is gone for good, and the account (which no
    // other suite signs in as) has none left, so the empty state shows.
    await reloadPage(page);
    await page.getByRole('heading', { level: 1, name: 'My reviews' }).waitFor(WAIT);
    await page.getByText('You have not reviewed any apps yet.').waitFor(WAIT);
    expect(await list.count()).toBe(0);
    await expectNoWcagViolations(page);
  }, 180_000);
});
