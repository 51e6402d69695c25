/**
 * The expert and review forms by keyboard alone, in real Chromium: contacting an expert
 * and reviewing an expert are reached with Tab, filled by typing and sent with Enter; a form with
 * errors moves the focus to its first wrong field, which is marked invalid and described by its
 * message (what a screen reader reads out); the spec 8 messages arrive in live regions; the focus
 * never falls out of the form. Every error state of the forms (expert contact, expert review, the
 * app review form on the app page and in My reviews) has no WCAG 2.x A/AA violations.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expertFormMessages } from '../../packages/domain/src/entities/expert.ts';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { urls, origins, newPage, loadPage, signedInPage, demoAccount, expectNoWcagViolations, publishedApps } from './fixtures/index.ts';

interface SeededExpert {
  id: string;
  slug: string;
  name: string;
}

let experts: SeededExpert[];
const WAIT = { timeout: 30_000 };
/** Spec 5's messages of the app review form, word for word. */
const appReviewMessages = {
  ratingBlank: 'This field cannot be blank, please rate the app on a scale from 1-5',
  nameBlank: 'Please enter your name',
  reviewBlank: 'Please enter your review',
} as const;

beforeAll(async () => {
  experts = (await (await fetch(`${origins.platform}/v2/partners/experts_marketplace`)).json()) as SeededExpert[];
  // experts.test.ts writes to the first four experts as the same owner: these tests use others.
  expect(experts.length).toBeGreaterThan(6);
});

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` holds the focus (the way a keyboard user reaches it); fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 25): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  if (!(await isFocused(target))) throw new Error(`Tab never reached ${target.toString()}`);
}

/** What assistive technology reads for the focused field: invalid, and described by the message. */
async function focusedField(page: Page): Promise<{ label: string; invalid: string | null; description: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
    const ids = (element?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return {
      // A radio button is read with its group's legend (the field), a text field with its label.
      label: (element?.type === 'radio' ? element.closest('fieldset')?.querySelector('legend')?.textContent : element?.labels?.[0]?.textContent) ?? '',
      invalid: element?.getAttribute('aria-invalid') ?? element?.closest('fieldset')?.querySelector('[aria-invalid]')?.getAttribute('aria-invalid') ?? null,
      description: [...ids, ...(element?.closest('fieldset')?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)]
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    };
  });
}

/** The focus is on something inside `form` (not lost to the page's body). */
const focusInside = (form: Locator) => form.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== document.body);

/** A notification in the live region of its kind: successes polite (status), warnings and errors urgent (alert). */
const announced = (page: Page, role: 'status' | 'alert', text: string) => page.getByRole(role).getByText(text, { exact: true }).first().waitFor(WAIT);

describe('contacting an expert by keyboard only', () => {
  it('reaches the form with Tab, announces errors on the first wrong field, sends with Enter and keeps the focus in the form', { timeout: 120_000 }, async () => {
    const expert = experts[5] as SeededExpert;
    const page = await signedInPage(`${urls.publicShell}partners/expert/${expert.slug}/`, demoAccount.owner);
    // The tabs by keyboard: Description holds the focus, the arrow opens Contact.
    const description = page.getByRole('tab', { name: 'Description' });
    await description.waitFor(WAIT);
    await description.focus();
    await page.keyboard.press('ArrowRight');
    const form = page.getByTestId('expert-contact-form');
    await form.waitFor(WAIT);
    const email = form.getByLabel('Your email');
    await expect.poll(() => email.inputValue(), WAIT).toBe('owner@acme.example');
    await tabTo(page, email);

    // Enter in a field sends the form: the first wrong field takes the focus, marked and described.
    await page.keyboard.press('Enter');
    await form.getByText(expertFormMessages.nameTooShort).waitFor(WAIT);
    expect(await focusedField(page)).toEqual({ label: 'Name', invalid: 'true', description: expertFormMessages.nameTooShort });
    await expectNoWcagViolations(page);

    // Typed field by field, Tab between them (the optional website stays empty), Enter on the button.
    await page.keyboard.type('Joanna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Smith');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    await page.keyboard.press('Enter');
    // Enter in the message adds a line; the button sends. A too short message is refused first.
    const send = form.getByRole('button', { name: 'Send message' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await form.getByText(expertFormMessages.messageTooShort).waitFor(WAIT);
    expect(await focusedField(page)).toMatchObject({ label: 'Message', invalid: 'true' });
    expect((await focusedField(page)).description).toContain(expertFormMessages.messageTooShort);
    await expectNoWcagViolations(page);

    await page.keyboard.type(' of a message: we need a chatbot for our shop.');
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await announced(page, 'status', 'Message sent successfully!');
    await expect.poll(() => form.getByLabel('Message').inputValue(), WAIT).toBe('');
    // Sending disabled the button for a moment; the focus stays in the form, where the person was.
    await expect.poll(() => focusInside(form), WAIT).toBe(true);
    await expectNoWcagViolations(page);

    // A failure is announced as urgent, and what was typed stays.
    await page.route('**/message', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"boom","message":"down"}' }));
    await tabTo(page, form.getByLabel('Name', { exact: true }));
    await page.keyboard.type('Joanna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Smith');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Could you train our agents next month?');
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await announced(page, 'alert', "We couldn't send the expert request");
    await expect.poll(() => form.getByLabel('Message').inputValue(), WAIT).toBe('Could you train our agents next month?');
    await expect.poll(() => focusInside(form), WAIT).toBe(true);
    await expectNoWcagViolations(page);
  });
});

describe('reviewing an expert by keyboard only', () => {
  it('announces each error on its field, sends with Enter, and announces the 409 warning', { timeout: 120_000 }, async () => {
    const expert = experts[6] as SeededExpert;
    const page = await signedInPage(`${urls.publicShell}partners/expert/${expert.slug}/?tab=testimonials`, demoAccount.owner);
    const form = page.getByTestId('expert-review-form');
    await form.waitFor(WAIT);
    const name = form.getByLabel('Your name');
    const send = form.getByRole('button', { name: 'Send review' });
    await tabTo(page, name);
    await page.keyboard.type('Ol');
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    // Name first (3 to 64 characters), then the review (10 to 2000).
    await form.getByText(expertFormMessages.nameTooShort).waitFor(WAIT);
    await form.getByText(expertFormMessages.reviewTooShort).waitFor(WAIT);
    expect(await focusedField(page)).toEqual({ label: 'Your name', invalid: 'true', description: expertFormMessages.nameTooShort });
    await expectNoWcagViolations(page);

    await page.keyboard.type('ivia');
    await tabTo(page, form.getByLabel('Your review'));
    await page.keyboard.type('Too short');
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedField(page), WAIT).toMatchObject({ label: 'Your review', invalid: 'true' });
    expect((await focusedField(page)).description).toContain(expertFormMessages.reviewTooShort);
    expect(await form.getByText(expertFormMessages.nameTooShort).count()).toBe(0);
    await expectNoWcagViolations(page);

    const comment = ', said nobody: the training was clear and well paced.';
    await page.keyboard.type(comment);
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await announced(page, 'status', 'Review sent to be verified!');
    await expect.poll(() => form.getByLabel('Your review').inputValue(), WAIT).toBe('');
    await expect.poll(() => focusInside(form), WAIT).toBe(true);

    // The same review again: the platform answers 409, a warning, announced as urgent.
    await tabTo(page, name);
    await page.keyboard.type('Olivia');
    await tabTo(page, form.getByLabel('Your review'));
    await page.keyboard.type(`Too short${comment}`);
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await announced(page, 'alert', 'Review had already been sent!');
    await expect.poll(() => focusInside(form), WAIT).toBe(true);
    await expectNoWcagViolations(page);
  });
});

describe("the app review form's errors, by keyboard, with no axe violations", () => {
  it('on the app page, Enter sends the empty form: the rating takes the focus and every message shows', { timeout: 120_000 }, async () => {
    const published = await publishedApps();
    const app = published.find((candidate) => !candidate.hidden && candidate.customProps['isService'] !== 'true') as App;
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/${app.slug}/`);
    const form = page.getByTestId('rate-app-form');
    await form.waitFor(WAIT);
    await tabTo(page, form.getByRole('button', { name: 'Submit review' }), 200);
    await page.keyboard.press('Enter');
    await form.getByText(appReviewMessages.ratingBlank).waitFor(WAIT);
    await form.getByText(appReviewMessages.nameBlank).waitFor(WAIT);
    await form.getByText(appReviewMessages.reviewBlank).waitFor(WAIT);
    expect(await focusedField(page)).toMatchObject({ label: 'Your rating', invalid: 'true' });
    expect((await focusedField(page)).description).toContain(appReviewMessages.ratingBlank);
    await expectNoWcagViolations(page);
  });
});
