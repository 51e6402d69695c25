/**
 * Cost independent of the catalogue's size: the product `npm start` runs (servers/marketplace-child.mjs),
 * once on the default catalogue and once on a generated one of 10,000 apps
 * (MARKETPLACE_SEED_APPS, `SCALE_APPS`), each in a fresh process and data directory, one after the
 * other, measured the same way:
 * - the gzip bytes (level 9) of the server-rendered home, listing (/apps/) and an app's detail page;
 * - server pages/s of each at 10 connections (autocannon): the cost per page is 1 ÷ pages/s;
 * - keystroke → suggestions: every prefix of ten typed queries asked of the platform's search as
 *   the header's search box asks it, one keystroke at a time, p95 of the round trip;
 * - RSS after that load.
 * Budgets: bytes ≤ 1.5×, cost per page ≤ 2× (pages/s ≥ 0.5×), suggestions p95 ≤ 50 ms, RSS ≤ 1.3×.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildFrontEnds, buildServer } from '../../packages/server/bin/steps.mjs';
import { figure, median, percentile } from './figure.ts';
import type { BenchFigure } from './figure.ts';
import { startChild } from './lib/child.ts';
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
    const { rss } = await child.ask({ type: 'rss' });
    return { bytes, rates, keystrokes, rss };
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
        name: `keystroke → suggestions p95 at ${at}`,
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
