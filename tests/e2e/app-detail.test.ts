/**
 * The app detail page as a visitor and a crawler meet it: the sections and reviews of a real
 * seeded app in Chromium, the screenshot gallery by keyboard, no WCAG 2.x A/AA violations, a
 * narrow 320 px screen, and server-rendered metadata without JavaScript.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, newContext, loadPage, expectNoWcagViolations, publishedApps, type PublishedApp } from './fixtures/index.ts';

let app: PublishedApp;
const sections = ['upgrades', 'description', 'features', 'benefits', 'support', 'app-terms', 'reviews', 'changelog', 'more-by-developer'];

beforeAll(async () => {
  const published = await publishedApps();
  const found = published.find(
    (candidate) =>
      candidate.customProps.isService !== 'true' && !candidate.hidden && candidate.widgets.length > 0 && candidate.screenshots.length >= 2 && (candidate.rating ?? 0) > 0,
  );
  if (!found) throw new Error('no seeded app with screenshots and ratings');
  app = found;
});

async function openDetail(path = `apps/${app.slug}/`, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await newContext({ viewport });
  const page = await context.newPage();
  await loadPage(page, `${urls.publicShell}${path}`);
  await page.getByRole('heading', { level: 1, name: app.name }).waitFor({ timeout: 30_000 });
  return page;
}

describe('an app detail page shows its sections and reviews', () => {
  it('has every section by id, the histogram and the written reviews', async () => {
    const page = await openDetail();
    for (const id of sections) expect(await page.locator(`section#${id} h2`).count(), id).toBe(1);
    const histogram = page.getByTestId('rating-histogram');
    await histogram.waitFor();
    await expect.poll(() => histogram.getByRole('listitem').count()).toBe(5);
    await expect.poll(() => histogram.textContent()).toMatch(/\d+% \(\d+ votes?\)/);
    await page.getByTestId('review-list').waitFor();
    await expect.poll(() => page.getByTestId('review-list').getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe(`${app.name} | LiveChat Integrations`);
  });

  it('lands on the reviews when the link carries #reviews', async () => {
    const page = await openDetail(`apps/${app.slug}/#reviews`);
    const reviews = page.locator('section#reviews');
    await page.getByTestId('rating-histogram').waitFor();
    await expect.poll(() => reviews.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 10_000 }).toBeLessThan(200);
  });

  it('shows the validation messages of the review form', async () => {
    const page = await openDetail();
    const form = page.getByTestId('rate-app-form');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText('This field cannot be blank, please rate the app on a scale from 1-5').waitFor();
    await expect.poll(() => form.getByText('Please enter your name').isVisible()).toBe(true);
    await expect.poll(() => form.getByText('Please enter your review').isVisible()).toBe(true);
  });
});

describe('the screenshot gallery works by keyboard', () => {
  it('arrows through thumbnails, opens the enlarged view with Enter and closes it with Escape', async () => {
    const page = await openDetail();
    const count = app.screenshots.length;
    const first = page.getByRole('button', { name: `Show screenshot 1 of ${count}` });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('button', { name: `Show screenshot 2 of ${count}` });
    await expect.poll(() => second.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    // Shift+Tab from the thumbnails walks back to the enlarge button through the Previous/Next buttons.
    const stage = page.getByRole('button', { name: /^Enlarge: / });
    await expect.poll(() => stage.locator('img').getAttribute('alt')).toBe(app.screenshots[1]?.caption ?? `${app.name} screenshot 2`);
    await stage.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Close' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('heading', { name: new RegExp(`Screenshot ${count > 2 ? 3 : 1} of ${count}`) }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => stage.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('accessibility and layout', () => {
  it('has no WCAG 2.x A/AA violations once everything has loaded, nor with the gallery open', async () => {
    const page = await openDetail();
    await page.getByTestId('review-list').waitFor();
    await page.locator('section#features li').first().waitFor();
    await expectNoWcagViolations(page);
    await page.getByRole('button', { name: /^Enlarge: / }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoWcagViolations(page);
  });

  it('fits a 320 px wide screen without sideways scrolling of the page content', async () => {
    const page = await openDetail(`apps/${app.slug}/`, { width: 320, height: 720 });
    await page.getByTestId('review-list').waitFor();
    const overflow = await page.getByTestId('app-detail').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

describe('crawlers read the app page without JavaScript', () => {
  it('serves the title, meta description and BusinessApplication JSON-LD in the HTML', async () => {
    const response = await fetch(`${urls.publicShell}apps/${app.slug}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(html).toContain(`<title>${escaped(app.name)} | LiveChat Integrations</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped(app.shortDescription)}" />`);
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(JSON.parse(block ?? 'null')).toMatchObject({
      name: app.name,
      applicationCategory: 'BusinessApplication',
      url: `${urls.publicShell}apps/${app.slug}/`,
      offers: { '@type': 'Offer', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', bestRating: 5, worstRating: 1 },
    });
  });

  it('titles the other public routes too', async () => {
    const html = await (await fetch(`${urls.publicShell}apps/`)).text();
    expect(html).toContain('<title>All apps | LiveChat Integrations</title>');
    expect(html).not.toContain('application/ld+json');
  });
});
