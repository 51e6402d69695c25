/**
 * Private and in-review app pages in Chromium: the developer who owns the apps
 * sees each one with its publication state as a badge, at /private-apps/, /embedded-private-apps/
 * and /in-review-apps/, an app asked for in the wrong area moves to its own, an in-review page
 * shows the answer of a later check without a reload; the private app the organisation installed
 * opens by its widget id; another organisation and an anonymous
 * visitor get the 404 page there; no WCAG 2.x A/AA violations.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PUBLISHED_APPS_POLL_MS } from '../../packages/domain/src/constants.ts';
import { urls, origins, newPage, loadPage, signedInPage, demoAccount, expectNoWcagViolations } from './fixtures/index.ts';

interface OwnApp {
  slug: string;
  name: string;
  widgets: Array<{ id: string; placement: string }>;
}

const WAIT = { timeout: 30_000 };

/** The signed-in page's own lists, asked of the platform with the token the marketplace keeps. */
async function ownLists(page: Page): Promise<{ privateApps: OwnApp[]; inReview: OwnApp[] }> {
  // The top-level page keeps its token only in the platform's HttpOnly session cookie,
  // set once the sign-in is exchanged: wait for it.
  const session = async () => (await page.context().cookies()).find((c) => c.name === '__Host-marketplace_session');
  await expect.poll(async () => (await session()) !== undefined, { timeout: 30_000 }).toBe(true);
  const cookie = await session();
  if (!cookie) throw new Error('the marketplace kept no token');
  const headers = { authorization: `Bearer ${decodeURIComponent(cookie.value)}` };
  const get = async (path: string) => (await (await fetch(`${origins.platform}${path}`, { headers })).json()) as OwnApp[];
  return { privateApps: await get('/v2/applications'), inReview: await get('/v2/applications/reviewed') };
}

const badge = (page: Page) => page.getByTestId('publication-badge');
const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

describe('the developer sees their private and in-review apps with the publication state', () => {
  it('shows a private app as In development, framed too, and an in-review one as In review, and moves an app to its area', async () => {
    const page = await signedInPage(`${urls.publicShell}private-apps/`, demoAccount.developer);
    const { privateApps, inReview } = await ownLists(page);
    // The second: the seed installs the first in the developer's organisation (below).
    const own = privateApps[1];
    const [waiting] = inReview;
    if (!own || !waiting) throw new Error('the demo developer has no private or in-review app');

    await loadPage(page, `${urls.publicShell}private-apps/${own.slug}/`);
    await page.getByRole('heading', { level: 1, name: own.name }).waitFor(WAIT);
    await expect.poll(() => badge(page).textContent(), WAIT).toBe('In development');
    await page.getByRole('link', { name: 'Manage in the developer console' }).first().waitFor(WAIT);
    await expect.poll(() => page.title(), WAIT).toMatch(new RegExp(`^${own.name} \\|`));
    await expectNoWcagViolations(page);

    await loadPage(page, `${urls.publicShell}embedded-private-apps/${own.slug}/`);
    await page.getByRole('heading', { level: 1, name: own.name }).waitFor(WAIT);
    await expect.poll(() => badge(page).textContent(), WAIT).toBe('In development');

    await loadPage(page, `${urls.publicShell}in-review-apps/${waiting.slug}/`);
    await page.getByRole('heading', { level: 1, name: waiting.name }).waitFor(WAIT);
    await expect.poll(() => badge(page).textContent(), WAIT).toBe('In review');
    await page.getByText('This app is waiting for review.').waitFor(WAIT);
    await expectNoWcagViolations(page);

    // An in-review app asked for among the private ones moves to its own area.
    await loadPage(page, `${urls.publicShell}private-apps/${waiting.slug}/`);
    await page.waitForURL(`${urls.publicShell}in-review-apps/${waiting.slug}/`, WAIT);
    await expect.poll(() => badge(page).textContent(), WAIT).toBe('In review');
  });
});

describe('a private app the organisation installed', () => {
  it('opens by its widget id instead of its slug (spec: a private app uses its widget id)', async () => {
    const page = await signedInPage(`${urls.publicShell}private-apps/`, demoAccount.developer);
    const { privateApps } = await ownLists(page);
    // The seed installs the developer's first private app in their organisation.
    const [installed] = privateApps;
    if (!installed) throw new Error('the demo developer has no private app');
    const widget = installed.widgets.find((each) => each.placement === 'fullscreen') ?? installed.widgets[0];
    if (!widget) throw new Error(`${installed.name} has no widget`);
    await loadPage(page, `${urls.publicShell}private-apps/${installed.slug}/`);
    const open = page.getByTestId('app-actions').getByRole('link', { name: 'Open', exact: true });
    await open.waitFor(WAIT);
    const path = new URL((await open.getAttribute('href')) ?? '', urls.publicShell).pathname;
    expect(path.endsWith(`/${widget.id}`)).toBe(true);
    expect(path).not.toContain(installed.slug);
    await expect.poll(() => badge(page).textContent(), WAIT).toBe('In development');

    // My apps, from the header, lists it among the installed apps and leads back to its private page.
    await page.getByRole('link', { name: 'My apps' }).first().click();
    const card = page
      .getByRole('list', { name: 'Installed apps' })
      .getByTestId('app-card')
      .filter({ has: page.getByRole('heading', { name: installed.name, exact: true }) });
    await card.waitFor(WAIT);
    // The card is the link to the app's page.
    expect(new URL((await card.getAttribute('href')) ?? '', urls.publicShell).pathname).toBe(new URL(`${urls.publicShell}private-apps/${installed.slug}/`).pathname);
  });
});

describe('an in-review page follows its review while it waits (spec 4: every 15 s)', () => {
  it('shows the answer of a later check without a reload: ACCEPTED', { timeout: 120_000 }, async () => {
    const page = await signedInPage(`${urls.publicShell}private-apps/`, demoAccount.developer);
    const { inReview } = await ownLists(page);
    const [waiting] = inReview;
    if (!waiting) throw new Error('the demo developer has no in-review app');
    // The platform's review answers: from now on, the list says the app was accepted.
    let accepted = false;
    let asked = 0;
    await page.route('**/v2/applications/reviewed', async (route) => {
      asked += 1;
      const response = await route.fetch();
      const apps = (await response.json()) as Array<OwnApp & { acceptedAt: string | null }>;
      const answer = accepted ? apps.map((app) => (app.slug === waiting.slug ? { ...app, acceptedAt: new Date().toISOString() } : app)) : apps;
      await route.fulfill({ response, json: answer });
    });
    // Playwright's clock in the page, installed before it loads: the wait for the next check is
    // moved through, not slept (time otherwise flows as usual).
    await page.clock.install();
    await loadPage(page, `${urls.publicShell}in-review-apps/${waiting.slug}/`);
    await expect.poll(() => badge(page).textContent(), WAIT).toBe('In review');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const before = asked;
    accepted = true;
    // The next check, 15 s later, brings the answer to the page as it is.
    await page.clock.fastForward(PUBLISHED_APPS_POLL_MS);
    await expect.poll(() => badge(page).textContent(), WAIT).toBe('Accepted');
    expect(asked).toBeGreaterThan(before);
    await page.getByText('This app passed review and will be published soon.').waitFor(WAIT);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expectNoWcagViolations(page);
  });
});

describe('anyone else gets the 404 page', () => {
  it('answers another organisation and an anonymous visitor with the 404 page', async () => {
    const developer = await signedInPage(`${urls.publicShell}private-apps/`, demoAccount.developer);
    const { privateApps, inReview } = await ownLists(developer);
    const targets = [privateApps[0], inReview[0]].map((app) => app?.slug);
    if (targets.some((slug) => !slug)) throw new Error('the demo developer has no private or in-review app');
    const [privateSlug, reviewSlug] = targets as [string, string];

    const owner = await signedInPage(`${urls.publicShell}private-apps/${privateSlug}/`, demoAccount.owner);
    await notFound(owner).waitFor(WAIT);
    // It is the 404 page once the owner's own lists have answered (no app shows up later).
    const answered = owner.waitForResponse((response) => response.url().endsWith('/v2/applications/reviewed'), WAIT);
    await loadPage(owner, `${urls.publicShell}in-review-apps/${reviewSlug}/`);
    await answered;
    await notFound(owner).waitFor(WAIT);
    await expect.poll(() => owner.getByTestId('app-detail').count(), WAIT).toBe(0);
    await expectNoWcagViolations(owner);

    const visitor = await newPage();
    await loadPage(visitor, `${urls.publicShell}in-review-apps/${reviewSlug}/`);
    await notFound(visitor).waitFor(WAIT);
    await expect.poll(() => visitor.getByTestId('publication-badge').count()).toBe(0);
    await expectNoWcagViolations(visitor);
  });
});
