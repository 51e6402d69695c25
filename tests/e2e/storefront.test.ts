/**
 * The storefront as a visitor first sees it: every app shows a logo mark of its own (its record's
 * icon when it has one, else a generated mark of shapes in its category's colours, never letters).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { urls, origins, newPage, loadPage } from './fixtures/index.ts';

let published: App[];

beforeAll(async () => {
  published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
});

describe('app icons', () => {
  it("a card shows the app's generated mark, and an app whose record holds an icon shows that one", async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/?category=analytics`);
    const card = (name: string) => page.getByTestId('app-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const seeded = published.find((app) => app.category.id === 'analytics' && app.icon.includes('/v2/assets/icons/') && !app.hidden);
    if (!seeded) throw new Error('no analytics app with a generated mark');
    const generated = card(seeded.name).locator('img');
    await generated.scrollIntoViewIfNeeded();
    expect(await generated.getAttribute('src')).toBe(`${origins.platform}/v2/assets/icons/${seeded.id}.svg?category=analytics`);
    await expect.poll(() => generated.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const mark = await (await fetch(`${origins.platform}/v2/assets/icons/${seeded.id}.svg?category=analytics`)).text();
    expect(mark).toContain('<svg');
    expect(mark).not.toContain('<text');

    const own = published.find((app) => app.slug === 'reports-lens');
    expect(own?.icon).toMatch(/^data:image\/svg\+xml,/);
    const ownIcon = card('Reports Lens').locator('img');
    await ownIcon.scrollIntoViewIfNeeded();
    expect(await ownIcon.getAttribute('src')).toBe(own?.icon);
    await expect.poll(() => ownIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.context().close();
  });
});
