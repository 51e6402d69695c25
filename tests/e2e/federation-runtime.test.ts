/**
 * One federation runtime per page, in real Chromium: the remote is built with
 * `experiments.externalRuntime` and uses the runtime core its host publishes, so no document of a
 * variant loads the core twice; a page without such a host (the remote's preview) loads the
 * remote's own copy (vite-tooling/vite-external-runtime.ts). A script holds the core when it holds the
 * core's logger category, a constant of @module-federation/runtime-core's own code.
 */
import type { Frame, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { urls, origins, newPage, loadPage } from './fixtures/index.ts';

const coreMarker = '[ Federation Runtime ]';

/** The document of the page (the page's own or a frame's) where an app card is React's. */
async function liveCardIn(page: Page): Promise<Frame> {
  let shown: Frame | undefined;
  const live = (frame: Frame) =>
    frame
      .evaluate(() => {
        const card = document.querySelector('[data-testid="app-card"]');
        return card !== null && Object.keys(card).some((key) => key.startsWith('__reactFiber'));
      })
      .catch(() => false);
  await expect
    .poll(
      async () => {
        for (const frame of page.frames()) if (await live(frame)) shown = frame;
        return shown !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return shown as Frame;
}

/** Opens `url` and, once a card is live, counts the scripts holding the runtime core, by document URL. */
async function coreCopies(url: string): Promise<{ byDocument: Map<string, number>; shown: Frame }> {
  const page = await newPage();
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await loadPage(page, url);
  // Not live in time: the failure report says what each document showed and the errors met.
  const shown = await liveCardIn(page);
  const byDocument = new Map<string, number>();
  for (const script of scripts) {
    const document = script.frame().url();
    const holdsCore = (await script.text()).includes(coreMarker);
    byDocument.set(document, (byDocument.get(document) ?? 0) + (holdsCore ? 1 : 0));
  }
  return { byDocument, shown };
}

describe('each document loads the federation runtime core once', () => {
  const variants = [
    { name: 'public catalogue', url: () => `${urls.publicShell}apps/` },
    { name: 'agent app (framed public shell)', url: () => `${urls.agentApp}apps/` },
    { name: 'help desk, inline', url: () => `${urls.helpdesk}apps/` },
    { name: 'help desk, framed', url: () => `${origins.helpdesk}/framed/apps/` },
    { name: 'text product, inline', url: () => `${urls.text}apps/` },
    { name: 'text product, framed', url: () => `${origins.text}/framed/apps/` },
  ];
  for (const variant of variants) {
    it(`${variant.name}: one copy in the document that shows the marketplace, none twice`, async () => {
      const { byDocument, shown } = await coreCopies(variant.url());
      expect(byDocument.get(shown.url())).toBe(1);
      for (const [document, copies] of byDocument) expect(copies, document).toBeLessThanOrEqual(1);
    });
  }

  it("the remote's preview page, with no host, loads the remote's own core", async () => {
    const { byDocument, shown } = await coreCopies(`${origins.remote}/`);
    expect(shown.url().startsWith(origins.remote)).toBe(true);
    expect(byDocument.get(shown.url())).toBe(1);
  });
});
