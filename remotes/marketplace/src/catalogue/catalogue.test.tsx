/**
 * The catalogue's controls and states against the real platform (in-process, seeded): filters and
 * sort in the query string, the empty state, titles and announcements, and instant search by
 * keyboard. Expected lists come from the domain's rules over the platform's own data; the screens
 * ask the platform for the part they show, so each change's list is awaited.
 */
import { startTestPlatform, type TestPlatform } from '@marketplace/api/testing/platform';
import type { App } from '@marketplace/domain/entities/app';
import { LISTING_STEP, listApps } from '@marketplace/domain/listing';
import { searchApps } from '@marketplace/domain/search';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Marketplace from '../Marketplace.tsx';

let platform: TestPlatform;
let published: App[];

beforeAll(async () => {
  platform = await startTestPlatform('pglite', { allowedOrigins: [window.location.origin] });
  published = (await (await fetch(`${platform.origin}/v2/applications/published`)).json()) as App[];
});
afterAll(async () => {
  await platform.close();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="inline" />);
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const timeout = { timeout: 10_000 };

/** A filter's group of options (the first: the phone's sheet, when open, holds a second). */
const filterGroup = (legend: string) => screen.getAllByRole('group', { name: legend })[0]!;
const option = (legend: string, value: string) => {
  const input = filterGroup(legend).querySelector<HTMLInputElement>(`input[value="${value}"]`);
  if (!input) throw new Error(`No option ${value} in ${legend}`);
  return input;
};
/** Chooses an option of a filter ('' for Any), as a click does. */
const choose = (legend: string, value: string) => fireEvent.click(option(legend, value));
const chosen = (legend: string) => filterGroup(legend).querySelector<HTMLInputElement>('input:checked')?.value ?? '';

describe('a listing keeps its filters and sort in the query string', () => {
  it('filters by payment type and sorts, as the domain lists them', async () => {
    renderAt('/apps/crm/');
    const list = await screen.findByRole('list', { name: 'CRM' }, timeout);
    expect(names(list)).toEqual(listApps(published, { category: 'crm' }, { product: 'livechat', kind: 'apps' }).map((a) => a.name));

    choose('Payment', 'monthly-per-organization');
    await vi.waitFor(() => expect(window.location.search).toBe('?paymentType=monthly-per-organization'), timeout);
    const monthly = listApps(published, { category: 'crm', paymentType: 'monthly-per-organization' }, { product: 'livechat', kind: 'apps' });
    await vi.waitFor(() => expect(names(screen.getByRole('list', { name: 'CRM' }))).toEqual(monthly.map((a) => a.name)), timeout);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'alphabetical' } });
    const sorted = listApps(published, { category: 'crm', paymentType: 'monthly-per-organization', sortBy: 'alphabetical' }, { product: 'livechat', kind: 'apps' });
    await vi.waitFor(() => expect(names(screen.getByRole('list', { name: 'CRM' }))).toEqual(sorted.map((a) => a.name)), timeout);
    expect(screen.getByText(`${sorted.length} ${sorted.length === 1 ? 'app' : 'apps'}`)).toBeTruthy();
    await vi.waitFor(() => expect(window.location.search).toBe('?paymentType=monthly-per-organization&sortBy=alphabetical'), timeout);
  });

  it('leaves the address alone when another navigation came first (a link followed, the host moving the page)', async () => {
    renderAt('/apps/crm/');
    await screen.findByRole('list', { name: 'CRM' }, timeout);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'alphabetical' } });
    // A navigation the listing does not see at once (a lazy screen still loading keeps it drawn).
    window.history.pushState(null, '', '/apps/analytics/');
    // Past the frame (and the idle time) the filters' address was waiting for, the other navigation's address stays.
    await new Promise((resolve) =>
      requestAnimationFrame(() => setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(resolve) : resolve(undefined)), 0)),
    );
    expect(window.location.pathname + window.location.search).toBe('/apps/analytics/');
  });

  it('drops empty values and offers a way out of an empty result', async () => {
    renderAt('/apps/crm/?country=Atlantis&language=');
    await screen.findByText('No apps match these filters.', undefined, timeout);
    // An unknown country is kept (it may be a new one) but matches nothing; the empty language is ignored.
    expect(window.location.search).toBe('?country=Atlantis&language=');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(window.location.search).toBe(''), timeout);
    await screen.findByRole('list', { name: 'CRM' }, timeout);
  });

  it('remembers the compatibility filter and forgets it when filters are cleared', async () => {
    renderAt('/apps/');
    await screen.findByRole('list', { name: 'All apps' }, timeout);
    choose('Compatibility', 'helpdesk');
    expect(window.localStorage.getItem('marketplace.compatibility')).toBe('helpdesk');
    const helpdesk = listApps(published, { compatibility: 'helpdesk' }, { product: 'livechat', kind: 'apps' });
    await vi.waitFor(() => expect(names(screen.getByRole('list', { name: 'All apps' }))).toEqual(helpdesk.map((a) => a.name)), timeout);
    fireEvent.click(screen.getAllByRole('button', { name: /Clear filters/ })[0]!);
    expect(window.localStorage.getItem('marketplace.compatibility')).toBeNull();
  });
});

describe('a long listing draws its first rows, then more on demand', () => {
  const cards = () => within(screen.getByRole('list', { name: 'All apps' })).getAllByTestId('app-card');

  it("shows the first rows, adds more with 'Show more' (focus on the first added card) and starts again on a new sort", async () => {
    renderAt('/apps/');
    await screen.findByRole('list', { name: 'All apps' }, timeout);
    const all = listApps(published, {}, { product: 'livechat', kind: 'apps' });
    expect(all.length).toBeGreaterThan(2 * LISTING_STEP);
    expect(screen.getByText(`${all.length} apps`)).toBeTruthy();
    expect(names(screen.getByRole('list', { name: 'All apps' }))).toEqual(all.slice(0, LISTING_STEP).map((a) => a.name));

    fireEvent.click(screen.getByRole('button', { name: `Show ${LISTING_STEP} more apps` }));
    // The next window arrives from the platform; focus waits for its first card.
    await vi.waitFor(() => expect(cards()).toHaveLength(2 * LISTING_STEP), timeout);
    await vi.waitFor(() => expect(document.activeElement).toBe(cards()[LISTING_STEP]), timeout);
    expect(names(screen.getByRole('list', { name: 'All apps' }))).toEqual(all.slice(0, 2 * LISTING_STEP).map((a) => a.name));

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'alphabetical' } });
    const sorted = listApps(published, { sortBy: 'alphabetical' }, { product: 'livechat', kind: 'apps' });
    await vi.waitFor(() => expect(names(screen.getByRole('list', { name: 'All apps' }))).toEqual(sorted.slice(0, LISTING_STEP).map((a) => a.name)), timeout);
    // The last step shows what is left, and then no button.
    while (screen.queryByRole('button', { name: /^Show \d+ more apps$/ })) {
      const shown = cards().length;
      fireEvent.click(screen.getByRole('button', { name: /^Show \d+ more apps$/ }));
      await vi.waitFor(() => expect(cards().length).toBeGreaterThan(shown), timeout);
    }
    expect(names(screen.getByRole('list', { name: 'All apps' }))).toEqual(sorted.map((a) => a.name));
  });
});

describe('after a change, a listing draws the cards in view first, then the rest of its step', () => {
  it('shows the new list in the window at once and its first step after that frame', async () => {
    // happy-dom lays nothing out: a window 800 px high, and cards two to a row, 250 px apart from 300 px down.
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = this.tagName === 'LI' && this.parentElement ? [...this.parentElement.children].indexOf(this) : -1;
      const top = index < 0 ? 0 : 300 + Math.floor(index / 2) * 250;
      return { top, bottom: top + (index < 0 ? 0 : 230), left: 0, right: 0, width: index < 0 ? 0 : 400, height: index < 0 ? 0 : 230, x: 0, y: top, toJSON: () => ({}) };
    });
    try {
      // The cards in the list at each commit of the page.
      const drawn: number[] = [];
      const count = () => document.querySelectorAll('ul[aria-label="All apps"] > li').length;
      window.history.replaceState(null, '', '/apps/');
      render(
        <Profiler id="listing" onRender={() => drawn.push(count())}>
          <Marketplace product="livechat" platformOrigin={platform.origin} basename="/" embedding="inline" />
        </Profiler>,
      );
      await screen.findByRole('list', { name: 'All apps' }, timeout);
      await vi.waitFor(() => expect(count()).toBe(LISTING_STEP), timeout);
      drawn.length = 0;

      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'alphabetical' } });
      // Rows at 300, 550 and 800 px reach the window's bottom, plus a row: 6 cards in the render
      // the new list arrives in; the rest of the step waits for that frame to be painted.
      await vi.waitFor(() => expect(drawn).toContain(6), timeout);
      await vi.waitFor(() => expect(count()).toBe(LISTING_STEP), timeout);
      expect(drawn.indexOf(6)).toBeLessThan(drawn.lastIndexOf(LISTING_STEP));
      const sorted = listApps(published, { sortBy: 'alphabetical' }, { product: 'livechat', kind: 'apps' });
      expect(names(screen.getByRole('list', { name: 'All apps' }))).toEqual(sorted.slice(0, LISTING_STEP).map((a) => a.name));
      expect(screen.getByRole('button', { name: `Show ${LISTING_STEP} more apps` })).toBeTruthy();
    } finally {
      height.mockRestore();
      rect.mockRestore();
    }
  });
});

describe('a category lives in the address', () => {
  it('moves an old ?category= address to the category path, and choosing a category goes to its path keeping the filters', async () => {
    renderAt('/apps/?category=crm&sortBy=alphabetical');
    await screen.findByRole('heading', { level: 1, name: 'CRM' }, timeout);
    expect(window.location.pathname + window.location.search).toBe('/apps/crm/?sortBy=alphabetical');
    await waitFor(() => expect(document.title).toBe('CRM | LiveChat Integrations'));
    expect(chosen('Category')).toBe('crm');
    choose('Category', 'analytics');
    await screen.findByRole('heading', { level: 1, name: 'Analytics' }, timeout);
    expect(window.location.pathname + window.location.search).toBe('/apps/analytics/?sortBy=alphabetical');
    choose('Category', '');
    await screen.findByRole('heading', { level: 1, name: 'All apps' }, timeout);
    expect(window.location.pathname + window.location.search).toBe('/apps/?sortBy=alphabetical');
  });
});

describe('every screen names itself', () => {
  it('sets the page title and announces the navigation', async () => {
    renderAt('/apps/staff-top-picks/');
    await screen.findByRole('heading', { level: 1, name: 'Staff top picks' }, timeout);
    // The title and the announcement follow the screen's commit (an effect), not its markup.
    await waitFor(() => expect(document.title).toBe('Staff top picks | LiveChat Integrations'));
    expect(screen.getByTestId('route-announcer').textContent).toBe('Navigated to Staff top picks | LiveChat Integrations');
  });
});

describe('instant search', () => {
  it('waits for 2 characters, then suggests apps with matched words marked', async () => {
    renderAt('/apps/');
    await screen.findByRole('list', { name: 'All apps' }, timeout);
    const box = screen.getByRole('combobox', { name: 'Search apps and partners' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'c' } });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'crm' } });
    // The platform searches: the suggestions, apps and partners together, follow its answer.
    await vi.waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'), timeout);
    expect(document.querySelector('[role="option"][id*="-app-"]')).not.toBeNull();
    const options = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5 + 5);
    const expectedFirst = searchApps(
      published.filter((a) => !a.hidden && a.customProps.isService !== 'true' && !a.theme && a.customProps.hiddenForBeta !== 'true'),
      'crm',
    )[0];
    // An option shows the app's facts beside its name.
    expect(options[0]?.querySelector('[data-testid="suggestion-name"]')?.textContent).toBe(expectedFirst?.name);
  });

  it('moves with the arrow keys and opens the chosen app with Enter; Escape closes', async () => {
    renderAt('/apps/');
    await screen.findByRole('list', { name: 'All apps' }, timeout);
    const box = screen.getByRole('combobox', { name: 'Search apps and partners' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'crm' } });
    // The suggestions follow the platform's answer.
    await vi.waitFor(() => expect(document.querySelector('[role="option"][id*="-app-"]')).not.toBeNull(), timeout);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const options = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const chosen = options[0]?.querySelector('[data-testid="suggestion-name"]')?.textContent ?? '';
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('heading', { level: 1, name: chosen }, timeout)).toBeTruthy();
  });

  it('Enter without a chosen suggestion opens the full results page', async () => {
    renderAt('/apps/');
    await screen.findByRole('list', { name: 'All apps' }, timeout);
    const box = screen.getByRole('combobox', { name: 'Search apps and partners' });
    fireEvent.change(box, { target: { value: 'crm' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(window.location.pathname + window.location.search).toBe('/search/?query=crm');
    await screen.findByRole('heading', { level: 1, name: 'Search results for “crm”' }, timeout);
  });

  it("'/' focuses the search box unless someone is typing elsewhere", async () => {
    renderAt('/apps/');
    await screen.findByRole('list', { name: 'All apps' }, timeout);
    const box = screen.getByRole('combobox', { name: 'Search apps and partners' });
    act(() => {
      fireEvent.keyDown(document.body, { key: '/' });
    });
    expect(document.activeElement).toBe(box);
  });
});
