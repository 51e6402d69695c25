/**
 * The app-detail screen against the real platform (in-process, fresh seeded database): the data
 * flows server → api client → store → screen, as in production.
 */
import { reviewNeedsInstallMessage } from '@marketplace/domain/review-eligibility';
import { isService, isTutorialOnly } from '@marketplace/domain/apps';
import type { App } from '@marketplace/domain/entities/app';
import type { FeedbackSummary } from '@marketplace/domain/entities/feedback';
import { discountedPrice, formatPrice, isDiscountActive } from '@marketplace/domain/pricing';
import { appDetailSections } from '@marketplace/domain/routes';
// Remote tests may use the platform itself: here to plant a hostile description and issue a token.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceProviders } from '../app-shell/MarketplaceProviders.tsx';
import { queryKeys } from '../data/query-client.ts';
import { AppDetailScreen } from './AppDetail.tsx';
import { AppHeader } from './AppHeader.tsx';
import { startTestPlatform, type TestPlatform } from '@marketplace/api/testing/platform';
import { createStoreProbe } from '../store/testing/store-probe.tsx';

let platform: TestPlatform;
let origin: string;
let published: App[];
const LOAD = { timeout: 15_000 };

beforeAll(async () => {
  platform = await startTestPlatform('pglite', { allowedOrigins: [window.location.origin] });
  origin = platform.origin;
  published = (await (await fetch(`${origin}/v2/applications/published`)).json()) as App[];
});
afterAll(async () => {
  await platform.close();
});
afterEach(() => {
  cleanup();
});

/** What the screen's store and router hold, read by the assertions. */
const { Probe, store, address } = createStoreProbe();

function renderAt(path: string, platformOrigin = origin) {
  return render(
    <MarketplaceProviders options={{ product: 'livechat', platformOrigin, basename: '/', embedding: 'inline' }}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes>
          <Route path="/apps/" element={<p>All apps listing</p>} />
          <Route path="/apps/:slug/" element={<AppDetailScreen />} />
          <Route path="/services/:slug/" element={<AppDetailScreen />} />
          <Route path="/embedded-apps/:slug/" element={<AppDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </MarketplaceProviders>,
  );
}

const plainApp = (predicate: (app: App) => boolean = () => true): App => {
  const app = published.find((candidate) => !isService(candidate) && !isTutorialOnly(candidate) && !candidate.hidden && predicate(candidate));
  if (!app) throw new Error('no seeded app fits');
  return app;
};

describe('an app detail page shows the app and every section of spec 2', () => {
  it('renders icon, name, rating, installations and the sections with their anchor ids', async () => {
    const app = plainApp();
    const { container } = renderAt(`/apps/${app.slug}/`);
    expect(await screen.findByRole('heading', { level: 1, name: app.name }, LOAD)).toBeTruthy();
    const detail = screen.getByTestId('app-detail');
    expect(detail.querySelector(`img[src="${app.icon}"]`)).not.toBeNull();
    expect(within(detail).getByText(new Intl.NumberFormat('en-US').format(app.installations))).toBeTruthy();
    for (const id of appDetailSections) {
      const section = container.querySelector(`section#${id}`);
      expect(section, id).not.toBeNull();
      expect(section?.querySelector('h2')?.textContent).toBeTruthy();
    }
    // Features and the changelog come from the app's resources.
    const section = (id: string) => container.querySelector(`section#${id}`) as HTMLElement;
    await waitFor(() => expect(within(section('features')).getAllByRole('listitem').length).toBeGreaterThan(1), LOAD);
    expect(within(section('changelog')).getAllByRole('heading', { level: 3 })[0]?.textContent).toMatch(/^Version \d+\.\d+\.\d+$/);
    // The section links point at the same ids.
    const nav = screen.getByRole('navigation', { name: 'App sections' });
    expect(within(nav).getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe(`/apps/${app.slug}/#reviews`);
  });

  it('lists more apps by the same developer and related apps of the same category', async () => {
    const app = plainApp((candidate) => published.some((other) => other.id !== candidate.id && other.developerId === candidate.developerId && !isService(other)));
    const { container } = renderAt(`/apps/${app.slug}/`);
    await screen.findByRole('heading', { level: 1, name: app.name }, LOAD);
    const more = container.querySelector('section#more-by-developer') as HTMLElement;
    await waitFor(() => expect(within(more).getAllByTestId('app-card').length).toBeGreaterThan(0), LOAD);
    const byDeveloper = new Set(published.filter((other) => other.developerId === app.developerId).map((other) => other.name));
    for (const card of within(more).getAllByTestId('app-card')) expect(byDeveloper.has(card.querySelector('h3')?.textContent ?? '')).toBe(true);
    const related = container.querySelector('section#related-apps') as HTMLElement;
    const sameCategory = new Set(published.filter((other) => other.category.id === app.category.id && other.id !== app.id).map((other) => other.name));
    for (const card of within(related).queryAllByTestId('app-card')) expect(sameCategory.has(card.querySelector('h3')?.textContent ?? '')).toBe(true);
  });

  it("names the app's developer under its name, linking to the developer's page", async () => {
    const app = plainApp((candidate) => Boolean(candidate.developerId));
    const response = await fetch(`${origin}/v2/developers/${app.developerId ?? ''}/profile`);
    expect(response.status).toBe(200);
    const developer = (await response.json()) as { name: string; slug: string };
    renderAt(`/apps/${app.slug}/`);
    await screen.findByRole('heading', { level: 1, name: app.name }, LOAD);
    const byline = await screen.findByTestId('app-developer', {}, LOAD);
    expect(byline.textContent).toBe(`by ${developer.name}`);
    const link = within(byline).getByRole('link', { name: developer.name });
    expect(link.getAttribute('href')).toBe(`/developers/${developer.slug}/`);
    expect(screen.queryByText('Loading the developer…')).toBeNull();
  });

  it('offers only paid apps as related on the page of app 18270', async () => {
    const special = published.find((candidate) => candidate.id === '18270');
    expect(special).toBeDefined();
    const { container } = renderAt(`/apps/${special?.slug ?? ''}/`);
    await screen.findByRole('heading', { level: 1, name: special?.name ?? '' }, LOAD);
    const related = container.querySelector('section#related-apps') as HTMLElement;
    const free = new Set(published.filter((other) => other.payment === null).map((other) => other.name));
    // The rows come from the platform (the domain's rule applied there).
    await waitFor(
      () =>
        expect(
          store()
            .queries.getQueryCache()
            .findAll({ queryKey: ['app-rows', '18270'] })[0]?.state.status,
        ).toBe('success'),
      LOAD,
    );
    expect(within(related).queryAllByTestId('app-card').length).toBeGreaterThan(0);
    for (const card of within(related).queryAllByTestId('app-card')) expect(free.has(card.querySelector('h3')?.textContent ?? '')).toBe(false);
  });
});

describe('prices show the discount of spec 4', () => {
  it('strikes the old price through and shows the discounted one while a discount runs', async () => {
    const app = plainApp((candidate) => candidate.payment !== null && isDiscountActive(candidate.customProps, new Date()));
    renderAt(`/apps/${app.slug}/`);
    const offer = await screen.findByTestId('app-offer', {}, LOAD);
    // The platform sends the charged price (discount applied once) and the list price as oldPrice.
    const charged = app.payment?.price ?? 0;
    const list = app.payment?.oldPrice ?? 0;
    const percent = Number(app.customProps.discountPercent);
    expect(charged).toBe(discountedPrice(list, percent));
    expect(within(offer).getByTestId('old-price').tagName).toBe('S');
    expect(within(offer).getByTestId('old-price').textContent).toContain(formatPrice(list));
    expect(within(offer).getByText(formatPrice(charged))).toBeTruthy();
    expect(within(offer).queryByText(formatPrice(discountedPrice(charged, percent)))).toBeNull();
    expect(within(offer).getByText(`${percent}% off`)).toBeTruthy();
    expect(within(offer).getByText('Monthly payment')).toBeTruthy();
  });

  it('shows the full price and no old price once the discount has ended', async () => {
    const app = plainApp((candidate) => candidate.payment !== null && candidate.customProps.discountPercent !== undefined && !isDiscountActive(candidate.customProps, new Date()));
    renderAt(`/apps/${app.slug}/`);
    const offer = await screen.findByTestId('app-offer', {}, LOAD);
    expect(within(offer).queryByTestId('old-price')).toBeNull();
    expect(within(offer).getByText(formatPrice(app.payment?.price ?? 0))).toBeTruthy();
  });

  it('says a trial in the billing text', async () => {
    const app = plainApp((candidate) => (candidate.payment?.trialDays ?? 0) > 0);
    renderAt(`/apps/${app.slug}/`);
    const offer = await screen.findByTestId('app-offer', {}, LOAD);
    expect(within(offer).getByText(`${app.payment?.trialDays}-day free trial`)).toBeTruthy();
  });
});

describe('a long description is untrusted HTML and is sanitised', () => {
  it('never puts a script or an onerror handler into the page, but keeps the formatting', async () => {
    const app = plainApp((candidate) => candidate.id !== '18270');
    const hostile =
      '<p><strong>Bold claim</strong></p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true" alt="pic"><a href="javascript:alert(1)">link</a>';
    await platform.db.query(`UPDATE apps SET document = jsonb_set(document, '{longDescription}', to_jsonb($1::text)) WHERE id = $2`, [hostile, app.id]);
    renderAt(`/apps/${app.slug}/`);
    const description = await screen.findByTestId('long-description', {}, LOAD);
    // (happy-dom's DOM trips DOMPurify, so here the fail-closed path shows the text without markup;
    // the browser suite sees the markup kept.)
    expect(within(description).getByText(/Bold claim/)).toBeTruthy();
    expect(document.querySelector('[data-testid="long-description"] script')).toBeNull();
    expect(description.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});

describe('the rate-and-review form checks its fields with the messages of spec 5', () => {
  it('names every blank field, then the too-long name and review', async () => {
    const app = plainApp();
    renderAt(`/apps/${app.slug}/`);
    const form = await screen.findByTestId('rate-app-form', {}, LOAD);
    fireEvent.submit(form);
    expect(await within(form).findByText('This field cannot be blank, please rate the app on a scale from 1-5')).toBeTruthy();
    expect(within(form).getByText('Please enter your name')).toBeTruthy();
    expect(within(form).getByText('Please enter your review')).toBeTruthy();
    // Focus moves to the first field in error, which says it is invalid.
    expect(document.activeElement?.getAttribute('type')).toBe('radio');
    expect(within(form).getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByLabelText('4 stars'));
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'n'.repeat(65) } });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'r'.repeat(256) } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Name cannot be longer than 64 characters')).toBeTruthy();
    expect(within(form).getByText('Review cannot be longer than 255 characters')).toBeTruthy();
    expect(within(form).queryByText('This field cannot be blank, please rate the app on a scale from 1-5')).toBeNull();
  });

  it('asks a visitor to log in instead of sending a valid review anonymously', async () => {
    const app = plainApp();
    renderAt(`/apps/${app.slug}/`);
    const form = await screen.findByTestId('rate-app-form', {}, LOAD);
    fireEvent.click(within(form).getByLabelText('5 stars'));
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Works well.' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Log in to rate this app.')).toBeTruthy();
    expect(store().queries.getMutationCache().getAll()).toEqual([]);
  });

  it('sends a valid review of a signed-in user and thanks them through the notifications', async () => {
    const app = plainApp();
    // Only an organisation that has the app installed may review it.
    await platform.db.query(
      `INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at) VALUES ('org-acme', $1, 'livechat', 'acc-owner', '{}', now()) ON CONFLICT DO NOTHING`,
      [app.id],
    );
    renderAt(`/apps/${app.slug}/`);
    const form = await screen.findByTestId('rate-app-form', {}, LOAD);
    const token = await platform.tokenFor('acc-owner');
    await act(async () => {
      await store().getState().signInWithToken(token);
    });
    expect(store().getState().session.isAuthorized).toBe(true);
    fireEvent.click(within(form).getByLabelText('5 stars'));
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Olivia O.' } });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Saves us an hour a day.' } });
    fireEvent.submit(form);
    await waitFor(
      () =>
        expect(
          store()
            .getState()
            .notifications.map((n) => n.content),
        ).toContain('Thank you for rating this app.'),
      LOAD,
    );
    // Published, it is the account's own review, with Edit and Delete, in place of an empty form.
    const own = await screen.findByTestId('own-review', {}, LOAD);
    expect(within(own).getByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(within(own).getByText('Saves us an hour a day.')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByTestId('rate-app-form')).toBeNull();
    // And it shows in the list, from the pages the platform answered with.
    await waitFor(() => expect(screen.getAllByText('Saves us an hour a day.').length).toBeGreaterThan(1), LOAD);
  });

  it('is not offered to an organisation without the app, which is told why', async () => {
    const installed = new Set((await platform.db.query<{ app_id: string }>(`SELECT app_id FROM installs WHERE organization_id = 'org-reseller'`)).map((row) => row.app_id));
    const app = plainApp((each) => !installed.has(each.id));
    renderAt(`/apps/${app.slug}/`);
    await screen.findByTestId('rate-app-form', {}, LOAD);
    const token = await platform.tokenFor('acc-reseller');
    await act(async () => {
      await store().getState().signInWithToken(token);
    });
    await waitFor(() => expect(within(screen.getByTestId('rate-app-form')).getByRole('note').textContent).toBe(reviewNeedsInstallMessage), LOAD);
    expect(within(screen.getByTestId('rate-app-form')).queryByLabelText('Your review')).toBeNull();
  });

  it('is not offered to a ghost login, which is told why before any click, and neither are helpful votes', async () => {
    const app = plainApp((each) => (each.rating ?? 0) > 0);
    renderAt(`/apps/${app.slug}/`);
    await screen.findByTestId('rate-app-form', {}, LOAD);
    const token = await platform.tokenFor('acc-owner', { ghostOf: 'acc-support' });
    await act(async () => {
      await store().getState().signInWithToken(token, { ghostLogin: true });
    });
    expect(store().getState().session.isGhostLogin).toBe(true);
    const form = await screen.findByTestId('rate-app-form', {}, LOAD);
    await waitFor(() => expect(within(form).getByRole('note').textContent).toMatch(/with a ghost login: nothing can be installed, bought or changed for this account\./), LOAD);
    expect(within(form).queryByLabelText('Your review')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
  });
});

describe('reviews show the 1–5 histogram with percent and votes', () => {
  it('has one row per star with its percent and vote count from the summary', async () => {
    const app = plainApp();
    renderAt(`/apps/${app.slug}/#reviews`);
    const histogram = await screen.findByTestId('rating-histogram', {}, LOAD);
    const summary = store().queries.getQueryData<FeedbackSummary>(queryKeys.feedback(app.id));
    expect(summary).toBeDefined();
    const rows = within(histogram).getAllByRole('listitem');
    // Each row is the button that filters the reviews by its stars.
    expect(rows.map((row) => within(row).getByRole('button').firstElementChild?.textContent)).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    const five = summary?.histogram[5];
    expect(rows[0]?.textContent).toContain(`${Math.round(five?.percent ?? 0)}% (${five?.votes} vote`);
  });

  it('filters the reviews by the stars of the bar pressed, and pressing it again shows every rating', async () => {
    const app = plainApp();
    renderAt(`/apps/${app.slug}/#reviews`);
    const histogram = await screen.findByTestId('rating-histogram', {}, LOAD);
    const fiveStars = within(histogram).getAllByRole('button')[0] as HTMLElement;
    expect(fiveStars.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(fiveStars);
    expect(fiveStars.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('review-range').textContent).toMatch(/with 5 stars$/), LOAD);
    fireEvent.click(fiveStars);
    await waitFor(() => expect(screen.getByTestId('review-range').textContent).not.toMatch(/with/), LOAD);
  });
});

describe('the facts of the app page', () => {
  it('says what the app works with, its languages, version, last update and whether its developer is verified', async () => {
    const app = plainApp((candidate) => candidate.customProps.verified === 'true' && candidate.languages.length > 0);
    renderAt(`/apps/${app.slug}/`);
    const facts = await screen.findByTestId('app-facts', {}, LOAD);
    expect(within(facts).getByTestId('fact-works-with').textContent).toBe(app.product === 'helpdesk' ? 'HelpDesk' : app.product === 'text' ? 'Text' : 'LiveChat');
    expect(within(facts).getByTestId('fact-languages').textContent).toBe(app.languages.join(', '));
    expect(within(facts).getByTestId('verified-developer').textContent).toContain('Verified developer');
    await waitFor(() => expect(within(facts).getByTestId('fact-version').textContent).toMatch(/^\d+\.\d+/), LOAD);
    expect(within(facts).getByTestId('fact-last-updated').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});

describe('the screenshot gallery is operable by keyboard', () => {
  it('moves between thumbnails with the arrow keys and opens an enlarged view with focus inside', async () => {
    const app = plainApp((candidate) => candidate.screenshots.length >= 2);
    renderAt(`/apps/${app.slug}/`);
    const gallery = await screen.findByTestId('screenshot-gallery', {}, LOAD);
    const thumbs = within(gallery).getAllByRole('button', { name: /^Show screenshot/ });
    expect(thumbs.map((thumb) => thumb.tabIndex)).toEqual(thumbs.map((_t, i) => (i === 0 ? 0 : -1)));
    thumbs[0]?.focus();
    fireEvent.keyDown(thumbs[0] as HTMLElement, { key: 'ArrowRight' });
    const second = within(gallery).getByRole('button', { name: `Show screenshot 2 of ${app.screenshots.length}` });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(within(gallery).getByText(new RegExp(`^Screenshot 2 of ${app.screenshots.length}`))).toBeTruthy();
    const stage = within(gallery).getByRole('button', { name: /^Enlarge: / });
    expect(stage.querySelector('img')?.getAttribute('alt')).toBe(app.screenshots[1]?.caption);
    fireEvent.click(stage);
    const close = await within(gallery).findByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(document.activeElement).toBe(stage);
  });
});

describe('where an app lives (spec 2)', () => {
  it('sends an unknown slug to /apps/', async () => {
    renderAt('/apps/no-such-app-anywhere/');
    expect(await screen.findByText('All apps listing', {}, LOAD)).toBeTruthy();
    // The probe records the location in an effect, just after the page it leads to renders.
    await waitFor(() => expect(address()).toBe('/apps/'), LOAD);
  });

  it('shows a service at /services/{slug}/', async () => {
    const service = published.find((candidate) => isService(candidate) && !candidate.hidden);
    expect(service).toBeDefined();
    renderAt(`/apps/${service?.slug ?? ''}/`);
    await screen.findByRole('heading', { level: 1, name: service?.name ?? '' }, LOAD);
    await waitFor(() => expect(address()).toBe(`/services/${service?.slug ?? ''}/`), LOAD);
  });

  it('shows a tutorial-only app with a link to its tutorial and no price', async () => {
    const tutorial = published.find((candidate) => isTutorialOnly(candidate) && !isService(candidate));
    expect(tutorial).toBeDefined();
    renderAt(`/apps/${tutorial?.slug ?? ''}/`);
    const offer = await screen.findByTestId('app-offer', {}, LOAD);
    expect(
      within(offer)
        .getByRole('link', { name: /Read the tutorial/ })
        .getAttribute('href'),
    ).toBe(tutorial?.tutorialUrl);
    expect(within(offer).queryByTestId('price-tag')).toBeNull();
  });
});

describe('loading and failure', () => {
  it('shows a placeholder for the developer while the profile loads', () => {
    const app = plainApp();
    render(
      <MarketplaceProviders options={{ product: 'livechat', platformOrigin: origin, basename: '/', embedding: 'inline' }}>
        <MemoryRouter initialEntries={[`/apps/${app.slug}/`]}>
          <AppHeader app={app} now={new Date()} rate={null} developer={{ kind: 'loading' }} />
        </MemoryRouter>
      </MarketplaceProviders>,
    );
    expect(within(screen.getByRole('banner')).getByRole('status').textContent).toBe('Loading the developer…');
    expect(screen.queryByTestId('app-developer')).toBeNull();
  });

  it('shows the page without a byline, and no error, when the developer cannot be loaded', async () => {
    const app = published.filter((candidate) => !isService(candidate) && !isTutorialOnly(candidate) && !candidate.hidden && candidate.developerId).at(-1);
    if (!app) throw new Error('no seeded app fits');
    await platform.db.query(`UPDATE apps SET document = jsonb_set(document, '{developerId}', to_jsonb($1::text)) WHERE id = $2`, ['no-such-developer', app.id]);
    renderAt(`/apps/${app.slug}/`);
    await screen.findByRole('heading', { level: 1, name: app.name }, LOAD);
    // The placeholder gives way once the profile's request settled (404), and no byline takes its place.
    await waitFor(() => expect(screen.queryByText('Loading the developer…')).toBeNull(), LOAD);
    expect(screen.queryByTestId('app-developer')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store().getState().notifications).toEqual([]);
  });

  it('shows a skeleton while loading, then a clear error with Retry when the platform cannot be reached', async () => {
    renderAt('/apps/anything/', 'http://127.0.0.1:9');
    expect(screen.getByTestId('app-detail-skeleton')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(within(alert).getByRole('heading', { name: 'This app could not be loaded' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('app-detail-skeleton')).toBeTruthy();
    expect(await screen.findByRole('alert', {}, LOAD)).toBeTruthy();
  });
});
