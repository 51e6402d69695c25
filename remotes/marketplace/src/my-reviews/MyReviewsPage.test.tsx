/**
 * My reviews against the real platform (in-process, fresh seeded database): a visitor is asked to
 * sign in; a signed-in user sees their own reviews, edits one with the review form's messages
 * (spec 5) and 'Thank you for rating this app.', and withdraws one.
 */
import type { App } from '@marketplace/domain/entities/app';
import { errorCatalogue } from '@marketplace/domain/errors';
// Remote tests may use the platform itself: here to issue a token and write a review to show.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceProviders } from '../app-shell/MarketplaceProviders.tsx';
import { MyReviewsPage } from './MyReviewsPage.tsx';
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
afterEach(cleanup);

const { Probe, store } = createStoreProbe();

function renderPage() {
  return render(
    <MarketplaceProviders options={{ product: 'livechat', platformOrigin: origin, basename: '/', embedding: 'inline' }}>
      <MemoryRouter initialEntries={['/my-reviews/']}>
        <Probe />
        <Routes>
          <Route path="/my-reviews/" element={<MyReviewsPage />} />
        </Routes>
      </MemoryRouter>
    </MarketplaceProviders>,
  );
}

async function tokenOf(accountId: string) {
  return platform.tokenFor(accountId);
}

async function signInAs(accountId: string) {
  const token = await tokenOf(accountId);
  await act(async () => {
    await store().getState().signInWithToken(token);
  });
}

async function review(accountId: string, app: App, body: { rating: number; name: string; review: string }) {
  const answer = await fetch(`${origin}/v2/feedback/rate/application/${app.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await tokenOf(accountId)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

const notices = () =>
  store()
    .getState()
    .notifications.map((n) => n.content) ?? [];

describe('a visitor is asked to sign in', () => {
  it('offers the sign-in instead of a list', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Sign in to see your reviews' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My reviews' })).toBeTruthy();
  });
});

describe('a signed-in user lists, edits and withdraws their own reviews', () => {
  it('says so when there are none', async () => {
    renderPage();
    await signInAs('acc-agent');
    expect(await screen.findByText('You have not reviewed any apps yet.', {}, LOAD)).toBeTruthy();
  });

  it('lists only their reviews, validates and saves an edit, and withdraws one', async () => {
    const [first, second] = published.filter((app) => !app.hidden && app.customProps.isService !== 'true');
    if (!first || !second) throw new Error('the seed has too few apps');
    await review('acc-viewer', first, { rating: 4, name: 'Vera', review: 'Quick to set up.' });
    await review('acc-viewer', second, { rating: 2, name: 'Vera', review: 'Sync is slow.' });
    await review('acc-owner', second, { rating: 5, name: 'Olivia', review: 'Not mine to edit.' });
    renderPage();
    await signInAs('acc-viewer');
    const list = await screen.findByRole('list', { name: 'Your reviews' }, LOAD);
    expect(within(list).getAllByTestId('my-review')).toHaveLength(2);
    expect(within(list).queryByText('Not mine to edit.')).toBeNull();

    const item = within(list).getByRole('listitem', { name: first.name });
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = within(item).getByTestId('rate-app-form');
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Your review').value).toBe('Quick to set up.');
    expect(within(form).getByLabelText<HTMLInputElement>('4 stars').checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'x'.repeat(256) } });
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: '' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Review cannot be longer than 255 characters')).toBeTruthy();
    expect(within(form).getByText('Please enter your name')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Even better after the update.' } });
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Vera V.' } });
    fireEvent.click(within(form).getByLabelText('5 stars'));
    fireEvent.submit(form);
    await waitFor(() => expect(notices()).toContain(errorCatalogue.ratingSent.message), LOAD);
    // Saved: the form closes and the item shows the edit, the Edit button holding the focus again.
    expect(await within(list).findByText('by Vera V.', {}, LOAD)).toBeTruthy();
    expect(within(list).getByText('Even better after the update.').tagName).toBe('BLOCKQUOTE');

    const other = within(list).getByRole('listitem', { name: second.name });
    fireEvent.click(within(other).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(notices()).toContain(errorCatalogue.reviewWithdrawn.message), LOAD);
    await waitFor(() => expect(within(list).getAllByTestId('my-review')).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My reviews' }));
    // The other account's review of that app stays.
    const summary = (await (await fetch(`${origin}/v2/feedback/rate/application/${second.id}`)).json()) as { reviews: { review: string }[] };
    expect(summary.reviews.map((r) => r.review)).toContain('Not mine to edit.');
    expect(summary.reviews.map((r) => r.review)).not.toContain('Sync is slow.');
  });
});
