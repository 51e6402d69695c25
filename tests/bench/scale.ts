/**
 * Cost independent of the catalogue's size: the product `npm start` runs (servers/marketplace-child.mjs),
 * once on the default catalogue and once on a generated one of 10,000 apps
 * (MARKETPLACE_SEED_APPS, `SCALE_APPS`), each in a fresh process and data directory, one after the
 * other, measured the same way:
 * - the gzip bytes (level 9) of the server-rendered home, listing (/apps/) and an app's detail page;
 * - server pages/s of each at 10 connections (autocannon): the cost per page is 1 ÷ pages/s;
 * - keystroke → suggestions: every prefix of ten typed queries asked of the platform's search, one
 *   keystroke at a time, p95 of the round trip (what a keystroke waits for until the page has its
 *   own index); and the same keystrokes typed into the header's search box of the listing in
 *   Chromium once the box was focused and its index arrived, p95 from keydown to the suggestions
 *   of the typed text painted;
 * - RSS after that load.
 * Budgets: bytes ≤ 1.5×, cost per page ≤ 2× (pages/s ≥ 0.5×), suggestions p95 ≤ 50 ms, RSS ≤ 1.3×.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildFrontEnds, buildServer } from '../../tools/steps.mjs';
import { figure, median, percentile } from './figure.ts';
import type { BenchFigure } from './figure.ts';
import { startChild } from './lib/child.ts';
import { startChromium } from '../e2e/fixtures/chromium.ts';
import { waitForHydration } from '../e2e/fixtures/navigation.ts';
import { ROUNDS, SECONDS } from './lib/load.ts';

const module = 'scale';
const APPS = Number(process.env['SCALE_APPS'] ?? 10_000);
const CONNECTIONS = 10;
const MB = 2 ** 20;
const QUERIES = ['chat', 'crm sync', 'analytics', 'email marketing', 'shopify', 'helpdesk', 'ai assistant', 'anlytics', 'lead generation', 'files'];
const KEY_REPEATS = 3;
const startScript = (JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
const startOptions = startScript.split(/\s+/).filter((arg) => arg.startsWith('--'));

type Page = 'home' | 'listing' | 'detail';

interface Measured {
  bytes: Record<Page, number>;
  rates: Record<Page, number[]>;
  keystrokes: number[];
  /** Keydown → suggestions painted in the page, ms. */
  typed: number[];
  rss: number;
}

async function pageBytes(url: string): Promise<number> {
  const response = await fetch(url);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(html, { level: 9 }).length;
}

async function pagesPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 20 });
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return result.requests.average;
}

/**
 * In the page: `__armKey(query, first)` times the next keystroke from its keydown to the frame
 * painted after the suggestions show the typed text with `first` as their first option.
 */
const keyScript = `(() => {
  let keyAt = 0, armed = false;
  addEventListener('keydown', (event) => { if (armed) { keyAt = event.timeStamp; armed = false; } }, true);
  window.__armKey = (query, first) => {
    armed = true;
    window.__key = new Promise((resolve, reject) => {
      const ready = () => {
        if (armed) return false;
        const box = document.querySelector('[role="listbox"][aria-label="Search suggestions"]');
        const option = box && box.querySelector('[role="option"]');
        return !!box && !box.hidden && box.textContent.includes('“' + query + '”') && option !== null && option.textContent === first;
      };
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no suggestions for ' + query)); }, 30000);
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - keyAt), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
  };
})();`;

/** Every keystroke from 2 characters typed into the listing's header search, once its index arrived; ms to the suggestions painted. */
async function typeInPage(listing: string, platform: string): Promise<number[]> {
  const browser = await startChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(keyScript);
    await page.goto(listing, { timeout: 120_000 });
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search apps and partners' });
    const indexed = page.waitForResponse((response) => response.url().includes('/published/search-index'), { timeout: 120_000 });
    await box.focus();
    await (await indexed).finished();
    // The index is built between frames after it arrives.
    await page.waitForTimeout(2000);
    const times: number[] = [];
    for (let repeat = 0; repeat < KEY_REPEATS; repeat++) {
      for (const query of QUERIES) {
        await box.fill('');
        for (let length = 1; length <= query.length; length++) {
          const text = query.slice(0, length);
          const key = query[length - 1] === ' ' ? 'Space' : (query[length - 1] ?? '');
          const hits = (await (await fetch(`${platform}/v2/applications/published/search?query=${encodeURIComponent(text.trim())}&variant=public&limit=5`)).json()) as {
            apps: { name: string }[];
          };
          const first = hits.apps[0]?.name;
          if (text.trim().length < 2 || text.endsWith(' ') || first === undefined) {
            await page.keyboard.press(key);
            continue;
          }
          await page.evaluate(([q, f]) => (window as unknown as { __armKey: (q: string, f: string) => void }).__armKey(q, f), [text.trim(), first] as const);
          await page.keyboard.press(key);
          times.push(await page.evaluate(() => (window as unknown as { __key: Promise<number> }).__key));
        }
      }
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function measure(dataDir: string, seedApps: number | undefined): Promise<Measured> {
  const child = await startChild('marketplace-child.mjs', [], { quiet: true, execArgv: startOptions });
  try {
    const started = await child.ask({ type: 'start', dataDir, apps: seedApps ?? 132, ...(seedApps ? { seedApps } : {}) });
    const site = started.url.replace(/\/$/, '');
    const platform = new URL(started.url).origin;
    const first = (await (await fetch(`${platform}/v2/applications/published/pages?product=livechat&source=all&limit=1`)).json()) as { apps: { slug: string }[] };
    const slug = first.apps[0]?.slug;
    if (!slug) throw new Error('no app listed');
    const urls: Record<Page, string> = { home: `${site}/`, listing: `${site}/apps/`, detail: `${site}/apps/${slug}/` };
    const bytes = { home: await pageBytes(urls.home), listing: await pageBytes(urls.listing), detail: await pageBytes(urls.detail) };
    const rates: Record<Page, number[]> = { home: [], listing: [], detail: [] };
    for (let round = 0; round < ROUNDS; round++) for (const page of ['home', 'listing', 'detail'] as const) rates[page].push(await pagesPerSecond(urls[page]));
    // Every keystroke from 2 characters, as the search box asks for its suggestions.
    const keystrokes: number[] = [];
    for (let repeat = 0; repeat < KEY_REPEATS; repeat++) {
      for (const query of QUERIES) {
        for (let length = 2; length <= query.length; length++) {
          const at = performance.now();
          const response = await fetch(`${platform}/v2/applications/published/search?query=${encodeURIComponent(query.slice(0, length))}&variant=public&limit=5`);
          await response.json();
          keystrokes.push(performance.now() - at);
        }
      }
    }
    const typed = await typeInPage(urls.listing, platform);
    const { rss } = await child.ask({ type: 'rss' });
    return { bytes, rates, keystrokes, typed, rss };
  } finally {
    await child.stop();
  }
}

export async function figures(): Promise<BenchFigure[]> {
  await buildFrontEnds();
  await buildServer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    const base = await measure(join(dir, 'default'), undefined);
    const large = await measure(join(dir, `apps-${APPS}`), APPS);
    const at = `${APPS.toLocaleString('en-US')} apps`;
    const pages: Page[] = ['home', 'listing', 'detail'];
    const loadMethod = `autocannon, ${CONNECTIONS} connections, median of ${ROUNDS} rounds × ${SECONDS} s per page; the default catalogue's process first, then the large one's, each fresh`;
    return [
      ...pages.map((page) =>
        figure({
          module,
          name: `${page} page gzip bytes at ${at}`,
          unit: 'KB',
          value: large.bytes[page] / 1024,
          baselineName: 'default catalogue',
          baseline: base.bytes[page] / 1024,
          budget: { ratioAtMost: 1.5 },
          method: 'server-rendered HTML with its page data, gzip level 9',
        }),
      ),
      ...pages.map((page) =>
        figure({
          module,
          name: `${page} page pages/s at ${at} (cost per page = 1 ÷ this)`,
          unit: 'pages/s',
          // No page answered in a round of either is no figure at all (not an infinite ratio).
          value: Math.min(...base.rates[page], ...large.rates[page]) > 0 ? median(large.rates[page]) : Number.NaN,
          baselineName: 'default catalogue',
          baseline: median(base.rates[page]),
          budget: { ratioAtLeast: 0.5 },
          method: loadMethod,
        }),
      ),
      figure({
        module,
        name: `keystroke → suggestions painted in the page p95 at ${at}`,
        unit: 'ms',
        value: percentile(large.typed, 95),
        baselineName: 'default catalogue p95',
        baseline: percentile(base.typed, 95),
        budget: { atMost: 50 },
        method: `every keystroke from 2 characters of the same queries typed into the header search of /apps/ in Chromium (1280×900, normal CPU) once the box was focused and its search index had arrived, ${KEY_REPEATS} repeats (${large.typed.length} keystrokes); keydown → the suggestions of the typed text → next frame`,
      }),
      figure({
        module,
        name: `keystroke → platform's search round trip p95 at ${at}`,
        unit: 'ms',
        value: percentile(large.keystrokes, 95),
        baselineName: 'default catalogue p95',
        baseline: percentile(base.keystrokes, 95),
        budget: { atMost: 50 },
        method: `GET /v2/applications/published/search for every prefix from 2 characters of ${QUERIES.length} queries, one at a time, ${KEY_REPEATS} repeats; round trip from the bench process`,
      }),
      figure({
        module,
        name: `RSS after the page load at ${at}`,
        unit: 'MB',
        value: large.rss / MB,
        baselineName: 'default catalogue, same load',
        baseline: base.rss / MB,
        budget: { ratioAtMost: 1.3 },
        method: `process.memoryUsage().rss after gc, npm start's node options (${startOptions.join(' ')})`,
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
