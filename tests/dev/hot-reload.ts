/**
 * Measures the development loop: starts `npm run dev` (with the PORT_* and DEV_PORT_OFFSET of the
 * environment; or uses the one already running on them), opens a marketplace screen in the help
 * desk's and the text product's dev pages (the remote inline in a host, through the host SDK) and
 * on the remote's preview page, edits the screen's source and times from the file's write to the
 * new text in each page, without a reload of the page, three times; fails when the middle of the three
 * is over 2 s (one edit slowed by a busy machine is not a broken loop; a broken one never shows). Before them, in the chat
 * agent app, which frames the public site: an edit, one reload, and the time until its frame shows it.
 * `npm run dev`'s own output is printed only when the measure cannot complete. Given DATA_DIR (tests/run.mjs
 * passes a copy of its seeded one), the platform starts on it instead of seeding a fresh one.
 *
 *     npm run dev:measure
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { productNames } from '../../packages/domain/src/entities/product-names.ts';
import { parseRuntimeConfig } from '../../packages/domain/src/runtime-config.ts';
import { startChromium } from '../e2e/fixtures/chromium.ts';

const repoRoot = join(import.meta.dirname, '../..');
const screen = join(repoRoot, 'remotes/marketplace/src/catalogue/HomePage.tsx');
const heading = 'Browse by category';
const ROUNDS = 3;
const LIMIT_MS = 2_000;
/** The agent app's reload waits for a production build of the remote. */
const REBUILD_LIMIT_MS = 180_000;

const offset = Number(process.env['DEV_PORT_OFFSET'] ?? 100);
const { ports } = parseRuntimeConfig(process.env);
/** Each page, and the brand its host shows (the text product is the help desk's host on its own origin). */
const pages = [
  { name: 'help desk (host, remote inline)', url: `http://localhost:${ports.helpdesk + offset}/marketplace/`, brand: productNames.helpdesk },
  { name: 'text product (host, remote inline)', url: `http://localhost:${ports.text + offset}/marketplace/`, brand: productNames.text },
  { name: 'remote preview page', url: `http://localhost:${ports.remote + offset}/`, brand: null },
];

const agentAppUrl = `http://localhost:${ports.agentApp + offset}/apps/marketplace/`;

const answers = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null))?.ok === true;
const devAnswers = async () =>
  (await Promise.all([...pages.map((page) => answers(page.url)), answers(`http://localhost:${ports.platform}/v2/applications/published`)])).every(Boolean);
const givenDataDir = process.env['DATA_DIR'];
const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'dev-measure-'));
const devOutput: Buffer[] = [];
let devExit: string | null = null;
const dev = (await devAnswers())
  ? null
  : spawn(process.execPath, ['tools/dev.mjs'], {
      cwd: repoRoot,
      // The platform's warnings and errors only: its output is there to say why a run failed.
      env: { LOG_LEVEL: 'warn', ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
if (dev) {
  console.log(`Starting npm run dev on ${pages.map((page) => page.url).join(', ')} (its output follows only if the measure cannot complete)`);
  dev.stdout.on('data', (chunk: Buffer) => devOutput.push(chunk));
  dev.stderr.on('data', (chunk: Buffer) => devOutput.push(chunk));
  dev.on('exit', (code, signal) => (devExit = `npm run dev stopped (${code ?? signal})`));
}
const original = readFileSync(screen, 'utf8');

/**
 * Saves the screen as editors do, whole at once (a new file renamed over it): a file rewritten in
 * place can be read by the dev server half written, which React Fast Refresh takes for a module
 * that lost its exports.
 */
function save(text: string): void {
  const draft = join(dirname(screen), '.HomePage.tsx.dev-measure');
  writeFileSync(draft, text);
  renameSync(draft, screen);
}

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (devExit !== null) throw new Error(devExit);
    if (Date.now() > deadline) throw new Error(`${what} not reached in ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Edits the heading to `text` and returns the milliseconds until the page shows it, the page not reloaded. */
async function timeEdit(page: Page, text: string): Promise<number> {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const written = Date.now();
  save(original.replace(`>${heading}<`, `>${text}<`));
  await page.getByRole('heading', { name: text }).waitFor({ timeout: 30_000 });
  const elapsed = Date.now() - written;
  if (!(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true))) throw new Error('the page reloaded instead of replacing the module');
  return elapsed;
}

/**
 * The agent app frames the public site, which loads the built remote: edits the heading, reloads
 * the agent app's page once and returns the milliseconds from the write until its frame shows the
 * new heading (the remote's dev server builds the remote again when that reload asks for it).
 */
async function timeReload(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(agentAppUrl);
  const frame = page.frameLocator('iframe[title="Marketplace"]');
  await frame.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 120_000 });
  const text = `${heading} (edit shown by a reload)`;
  const written = Date.now();
  save(original.replace(`>${heading}<`, `>${text}<`));
  // A moment, as a person takes to switch to the page, for the dev server to see the change.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await page.reload();
  await frame.getByRole('heading', { name: text }).waitFor({ timeout: REBUILD_LIMIT_MS });
  const elapsed = Date.now() - written;
  save(original);
  // A page left open would take every later edit too.
  await context.close();
  return elapsed;
}

let failed = false;
let completed = false;
try {
  // A first start migrates and seeds a fresh database: a minute or more on a busy machine.
  await until(devAnswers, 300_000, 'npm run dev answering');
  const browser = await startChromium();
  try {
    // First, while the remote's sources are as built: the reload then waits for one build of the remote.
    console.log(`agent app (frames the public site): an edit of HomePage.tsx shown by one reload, ${await timeReload(browser)} ms after the write (the remote built again)`);
    for (const { name, url, brand } of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // What the page said (Vite's client reports each update), printed when an edit does not show.
      const said: string[] = [];
      const began = Date.now();
      page.on('console', (message) => said.push(`${Date.now() - began} ms ${message.type()}: ${message.text().slice(0, 300)}`));
      page.on('pageerror', (error) => said.push(`${Date.now() - began} ms page error: ${error.message}`));
      page.on('load', () => said.push(`${Date.now() - began} ms loaded`));
      await page.goto(url);
      // The first view transforms every module on request: seconds, once.
      // Exact: the name of an edited heading holds the original one.
      await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 120_000 });
      // Edited once the page has loaded, as a developer does: the modules a first view requests
      // after its heading (later routes, icons) are still being transformed until then.
      await page.waitForLoadState('networkidle');
      const shownBrand = brand === null ? null : await page.locator('#brand').textContent();
      if (shownBrand !== brand) throw new Error(`${url} shows the host ${shownBrand}, not ${brand}`);
      const figures: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        figures.push(
          await timeEdit(page, `${heading} (edit ${round})`).catch((error: unknown) =>
            Promise.reject(new Error(`${name}, edit ${round}: ${String(error)}\nThe page said:\n${said.slice(-30).join('\n')}`)),
          ),
        );
        save(original);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 30_000 });
      }
      await context.close();
      const middle = [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)] ?? Infinity;
      console.log(`${name}: an edit of HomePage.tsx shown after ${figures.join(', ')} ms, median ${middle} ms (hot replacement, no reload)`);
      if (middle > LIMIT_MS) failed = true;
    }
  } finally {
    await browser.close();
  }
  completed = true;
} finally {
  save(original);
  if (dev?.pid !== undefined && devExit === null) process.kill(-dev.pid, 'SIGTERM');
  if (!completed && dev) process.stderr.write(`\nnpm run dev's output:\n${Buffer.concat(devOutput).toString().split('\n').slice(-80).join('\n')}\n`);
  if (givenDataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error(`A page's median edit took over ${LIMIT_MS} ms to show.`);
  process.exit(1);
}
