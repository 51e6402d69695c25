/**
 * A partner's profile against the real platform (in-process, fresh seeded database): a
 * server-rendered profile hydrates from its page data without reading the partner again, and
 * every profile view records one visit (spec 7: `POST partners/experts/visits`).
 */
import type { TestPlatform } from '@marketplace/api/testing/platform';
import type { Expert } from '@marketplace/domain/entities/expert';
import { paths } from '@marketplace/domain/routes';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarketplaceProviders } from '../app-shell/MarketplaceProviders.tsx';
import type { PageData } from '../server-render/page-data.ts';
import { platformRoundTrip, startStorePlatform } from '../store/testing/test-store.ts';
import { ExpertPage } from './ExpertPage.tsx';

let platform: TestPlatform;
let experts: Expert[];
beforeAll(async () => {
  platform = await startStorePlatform();
  experts = (await (await fetch(`${platform.origin}/v2/partners/experts_marketplace`)).json()) as Expert[];
});
afterAll(async () => {
  await platform.close();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The requests the page sends, as 'METHOD path'. */
function watchRequests(): string[] {
  const sent: string[] = [];
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return realFetch(input, init);
  });
  return sent;
}

const partnerRead = (idOrSlug: string) => `GET /v2/partners/experts_marketplace/${idOrSlug}`;
const VISIT = 'POST /v2/partners/experts/visits';

function renderAt(path: string, pageData?: PageData) {
  return render(
    <StrictMode>
      <MarketplaceProviders options={{ product: 'livechat', platformOrigin: platform.origin, basename: '/', embedding: 'inline' }} pageData={pageData}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/partners/" element={<h1>All partners</h1>} />
            <Route path="/partners/expert/:slug" element={<ExpertPage />} />
            <Route path="/partners/expert-campaign/:slug" element={<ExpertPage campaign />} />
          </Routes>
        </MemoryRouter>
      </MarketplaceProviders>
    </StrictMode>,
  );
}

const firstExpert = (): Expert => {
  const [expert] = experts;
  if (!expert) throw new Error('no seeded partner');
  return expert;
};

describe("a server-rendered partner's profile hydrates from its page data", () => {
  it.each([
    ['by slug', (expert: Expert) => paths.expert(expert.slug), (expert: Expert) => expert.slug],
    ['by id', (expert: Expert) => paths.expert(expert.id), (expert: Expert) => expert.id],
    ['campaign variant', (expert: Expert) => paths.expertCampaign(expert.slug), (expert: Expert) => expert.slug],
  ])('shows the partner at once (%s) and reads it no second time', async (_case, pathOf, keyOf) => {
    const expert = firstExpert();
    const sent = watchRequests();
    renderAt(pathOf(expert), { experts, expert });
    // The first render already has the partner: no loading state in between.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expert.name);
    await waitFor(() => expect(sent).toContain(VISIT), platformRoundTrip);
    expect(sent).not.toContain(partnerRead(keyOf(expert)));
    expect(sent.filter((request) => request.startsWith('GET /v2/partners/'))).toEqual([]);
  });
});

describe('a visit is recorded once per profile view (spec 7)', () => {
  it('a profile the server did not render reads its partner once and records one visit, also across tabs', async () => {
    const expert = firstExpert();
    const sent = watchRequests();
    renderAt(paths.expert(expert.slug));
    expect(screen.getByText('Loading the partner…')).toBeDefined();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expert.name), platformRoundTrip);
    await waitFor(() => expect(sent).toContain(VISIT), platformRoundTrip);
    fireEvent.click(screen.getByRole('tab', { name: /^Testimonials/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Testimonials/ }).getAttribute('aria-selected')).toBe('true'));
    expect(sent.filter((request) => request === partnerRead(expert.slug))).toHaveLength(1);
    expect(sent.filter((request) => request === VISIT)).toHaveLength(1);
  });

  it('a partner the platform does not know leads to the partners page and records no visit', async () => {
    const sent = watchRequests();
    renderAt(paths.expert('no-such-partner'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All partners'), platformRoundTrip);
    expect(sent).toContain(partnerRead('no-such-partner'));
    expect(sent).not.toContain(VISIT);
  });
});
