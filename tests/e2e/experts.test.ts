/**
 * Partner experts in Chromium, as a visitor and as a signed-in owner: the services filter in the
 * query string, the profile's tabs by keyboard (both the profile and its campaign variant), one
 * visit per view, and every message of spec 8 for the contact and review forms (success, 409,
 * failure), with no WCAG 2.x A/AA violations in each state.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, origins, newPage, loadPage, reloadPage, signedInPage, demoAccount, expectNoWcagViolations, watchRequests, watchNotices } from './fixtures/index.ts';

interface SeededExpert {
  id: string;
  slug: string;
  name: string;
  services: string[];
  testimonials: { author: string; content: string }[];
}

let experts: SeededExpert[];

beforeAll(async () => {
  experts = (await (await fetch(`${origins.platform}/v2/partners/experts_marketplace`)).json()) as SeededExpert[];
});

/** The expert forms' notices, watched as they are shown. */
const expertNotices = (page: Page) =>
  watchNotices(page.context(), [
    'Message sent successfully!',
    "We couldn't send the expert request",
    'Review sent to be verified!',
    'Review had already been sent!',
    "Expert review couldn't be sent",
  ]);

async function fillContact(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Joanna');
  await page.getByLabel('Surname').fill('Smith');
  await page.getByLabel('Message').fill('We need a chatbot for our shop, can you help?');
}

describe('the partners page filters by expert services in the query string', () => {
  it('keeps the chosen services in the address and lists only experts offering them', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}partners/`);
    await page.getByRole('list', { name: 'Partners', exact: true }).waitFor();
    const all = experts.length;
    await expect.poll(() => page.getByTestId('expert-card').count(), { timeout: 30_000 }).toBe(all);
    await page.getByRole('checkbox', { name: 'Training' }).check();
    await page.waitForURL(/\?services=training$/);
    const training = experts.filter((expert) => expert.services.includes('training')).length;
    expect(training).toBeGreaterThan(0);
    expect(training).toBeLessThan(all);
    await expect.poll(() => page.getByTestId('expert-card').count(), { timeout: 30_000 }).toBe(training);
    await expectNoWcagViolations(page);
    // The address alone gives the same list.
    await loadPage(page, `${urls.publicShell}partners/?services=training`);
    await expect.poll(() => page.getByTestId('expert-card').count(), { timeout: 30_000 }).toBe(training);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Training' }).isChecked()).toBe(true);
    await page.close();
  });
});

describe('an expert profile has the tabs description, contact and testimonials', () => {
  it('moves between tabs by keyboard, keeps the tab in the address and shows verified testimonials', async () => {
    const expert = experts.find((candidate) => candidate.testimonials.length > 0);
    if (!expert) throw new Error('no seeded expert with testimonials');
    const page = await newPage();
    const visits: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/partners/experts/visits')) visits.push(request.postData() ?? '');
    });
    const requests = watchRequests(page);
    await loadPage(page, `${urls.publicShell}partners/expert/${expert.slug}/`);
    const description = page.getByRole('tab', { name: 'Description' });
    await description.waitFor();
    await expect.poll(() => description.getAttribute('aria-selected')).toBe('true');
    await expectNoWcagViolations(page);
    await description.focus();
    await page.keyboard.press('ArrowRight');
    // The tab follows the address, which the router updates after the key press.
    await page.waitForURL(/\?tab=contact$/);
    await expect.poll(() => page.getByRole('tab', { name: 'Contact' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('expert-contact-form').waitFor();
    await expectNoWcagViolations(page);
    await page.keyboard.press('End');
    await page.waitForURL(/\?tab=testimonials$/);
    const quotes = page.getByRole('list', { name: `Testimonials for ${expert.name}` }).getByRole('listitem');
    await expect.poll(() => quotes.count(), { timeout: 30_000 }).toBe(expert.testimonials.length);
    await expectNoWcagViolations(page);
    // One visit for the view, whatever the tabs did: it leaves once the api's calls have loaded,
    // and nothing the page still had under way adds a second.
    await expect.poll(() => visits.length).toBe(1);
    await requests.settled();
    expect(visits).toHaveLength(1);
    expect(JSON.parse(visits[0] ?? '{}')).toMatchObject({ expert_id: expert.id });
    await page.close();
  });

  it('opens the campaign variant on the contact tab and asks a visitor to sign in before sending', async () => {
    const expert = experts[1] ?? experts[0];
    if (!expert) throw new Error('no seeded expert');
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}partners/expert-campaign/${expert.slug}/`);
    await page.getByTestId('expert-contact-form').waitFor();
    await expect.poll(() => page.getByRole('tab', { name: 'Contact' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Your email').fill('visitor@example.com');
    await fillContact(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Sign in to send your message.').waitFor();
    await expectNoWcagViolations(page);
    await page.close();
  });
});

describe('contacting and reviewing an expert as a signed-in owner (spec 8 messages)', () => {
  it("sends a message with the user's email filled in, clears the form, and reports a failure", async () => {
    const expert = experts[2] ?? experts[0];
    if (!expert) throw new Error('no seeded expert');
    const page = await signedInPage(`${urls.publicShell}partners/expert/${expert.slug}/?tab=contact`, demoAccount.owner);
    await page.getByTestId('expert-contact-form').waitFor();
    const notices = await expertNotices(page);
    await expect.poll(() => page.getByLabel('Your email').inputValue()).toBe('owner@acme.example');
    // Field validation first, by keyboard: Enter in a field submits.
    await page.getByLabel('Surname').focus();
    await page.keyboard.press('Enter');
    await page.getByText('Please enter your surname').waitFor();
    await expectNoWcagViolations(page);

    await fillContact(page);
    await page.getByLabel('Message').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await notices.seen('Message sent successfully!');
    await expect.poll(() => page.getByLabel('Message').inputValue()).toBe('');
    await expectNoWcagViolations(page);

    await page.route('**/message', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"boom","message":"down"}' }));
    await fillContact(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await notices.seen("We couldn't send the expert request");
    await expect.poll(() => page.getByLabel('Message').inputValue()).not.toBe('');
    await expectNoWcagViolations(page);
  });

  it('sends a review to be verified, warns on a second one (409) and reports a failure; the review is not shown', async () => {
    const expert = experts[3] ?? experts[0];
    if (!expert) throw new Error('no seeded expert');
    const page = await signedInPage(`${urls.publicShell}partners/expert/${expert.slug}/?tab=testimonials`, demoAccount.owner);
    await page.getByTestId('expert-review-form').waitFor();
    const notices = await expertNotices(page);
    const comment = 'Clear plan, quick delivery and a patient trainer.';
    const review = async () => {
      await page.getByLabel('Your name').fill('Olivia');
      await page.getByLabel('Your review').fill(comment);
      await page.getByRole('button', { name: 'Send review' }).click();
    };
    await page.getByLabel('Your review').fill('too short');
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Review must be at least 10 characters').waitFor();

    await review();
    await notices.seen('Review sent to be verified!');
    await expect.poll(() => page.getByLabel('Your review').inputValue()).toBe('');
    await expectNoWcagViolations(page);

    await review();
    await notices.seen('Review had already been sent!');
    await expectNoWcagViolations(page);

    await page.route('**/comment', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"boom","message":"down"}' }));
    await review();
    await notices.seen("Expert review couldn't be sent");
    await expectNoWcagViolations(page);

    // Unverified reviews stay off the profile.
    await reloadPage(page);
    await page.getByTestId('expert-review-form').waitFor();
    await expect.poll(() => page.getByText(comment).count()).toBe(0);
  });
});
