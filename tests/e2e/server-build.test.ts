/**
 * The server's build, run as `npm start` runs it (bin/start.mjs imports packages/server/dist/main.js
 * in plain node, no TypeScript loader): a first start on an empty data directory migrates and seeds
 * it through the build's own child (dist/prepare-data-dir.js), every origin answers, Ctrl-C's signal
 * stops it cleanly, and a restart opens the same data. On ports of its own beside the run's, like a second instance.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, repoRoot } from '../../tools/steps.mjs';
import { environmentBeside } from './fixtures/instance-beside.ts';

/** A second product beside the run's, 1,100 ports above it (5100–5104 beside the defaults). */
const environment: Record<string, string> = { ...environmentBeside(1_100), LOG_LEVEL: 'silent' };
const origin = (name: string) => environment[`${name}_ORIGIN`] ?? '';

interface Started {
  process: ChildProcess;
  output: () => string;
}

/**
 * node -e "main() of bin/production.mjs", as start.mjs ends; resolves once it printed its
 * addresses. On SIGUSR2 it prints the React and emotion files it has run.
 */
async function startBuild(dataDir: string): Promise<Started> {
  const mainUrl = pathToFileURL(join(repoRoot, 'packages/server/bin/production.mjs')).href;
  const script = [
    `const { main } = await import(${JSON.stringify(mainUrl)});`,
    "const { createRequire } = await import('node:module');",
    // Only the modules that ran: importing a CommonJS module from ESM also leaves an unloaded
    // entry in the cache for each file its exports might come from (both of React's builds).
    'const cache = createRequire(import.meta.url).cache;',
    "process.on('SIGUSR2', () => console.log('loaded: ' + JSON.stringify(Object.keys(cache).filter((file) => cache[file]?.loaded && /[\\\\/](react|react-dom|scheduler|@emotion)[\\\\/]/.test(file)))));",
    'await main();',
  ].join('\n');
  // Under vitest NODE_ENV is 'test': the build must set production itself, as under npm start.
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...environment, DATA_DIR: dataDir, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server's build exited with ${code} before it was ready:\n${output}`)));
  });
  await ready;
  return { process: child, output: () => output };
}

/** SIGTERM (what Ctrl-C's SIGINT does too): the exit code once it stopped. */
async function stop(started: Started): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => started.process.once('exit', resolve));
  started.process.kill('SIGTERM');
  return exited;
}

let dataDir: string;
let first: Started | undefined;

beforeAll(async () => {
  await buildServer();
  dataDir = join(mkdtempSync(join(tmpdir(), 'marketplace-build-')), 'pglite');
  first = await startBuild(dataDir);
}, 180_000);
afterAll(async () => {
  if (first && first.process.exitCode === null) await stop(first);
  if (dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

describe("npm start runs the server's build", () => {
  it('prints the five addresses and the data directory it seeded', () => {
    const output = first?.output() ?? '';
    for (const url of [`${origin('PLATFORM')}/marketplace/`, `${origin('REMOTE')}/`, `${origin('AGENT_APP')}/`, `${origin('HELPDESK')}/`, `${origin('TEXT')}/`]) {
      expect(output).toContain(url);
    }
    expect(output).toContain(`PGlite in ${dataDir}`);
  });

  it('serves the seeded catalogue, the public site rendered on the server and every host page', async () => {
    const published = (await (await fetch(`${origin('PLATFORM')}/v2/applications/published`)).json()) as { name: string }[];
    expect(published.length).toBeGreaterThan(0);
    const page = await fetch(`${origin('PLATFORM')}/marketplace/`);
    expect(page.status).toBe(200);
    // The server render's builds load in this process too: the home's cards are in the HTML
    // (before the page's data block, which would carry their names without any render).
    const html = await page.text();
    const rendered = html.slice(0, html.indexOf('id="marketplace-page-data"'));
    expect(published.filter((app) => rendered.includes(`>${app.name}<`)).length).toBeGreaterThan(0);
    for (const url of [`${origin('REMOTE')}/remoteEntry.js`, `${origin('AGENT_APP')}/`, `${origin('HELPDESK')}/`, `${origin('TEXT')}/`]) {
      expect((await fetch(url)).status, url).toBe(200);
    }
  });

  it("renders with React's and emotion's production builds and says so in its banner", async () => {
    if (!first) throw new Error('not started');
    expect(first.output()).toContain("mode               production (React's and every library's production builds)");
    // A page rendered on the server has loaded react-dom/server and emotion in the process.
    expect((await fetch(`${origin('PLATFORM')}/marketplace/apps/`)).status).toBe(200);
    const before = first.output().length;
    first.process.kill('SIGUSR2');
    await expect.poll(() => first?.output().slice(before).includes('loaded: ')).toBe(true);
    const line =
      first
        .output()
        .slice(before)
        .split('\n')
        .find((text) => text.startsWith('loaded: ')) ?? '';
    const loaded = JSON.parse(line.slice('loaded: '.length)) as string[];
    expect(loaded.some((file) => /react-dom[\\/]cjs[\\/]react-dom-server\./.test(file))).toBe(true);
    expect(
      loaded.filter((file) => file.includes('.development.')),
      'development builds loaded',
    ).toEqual([]);
  });

  it('stops on the signal and starts again on the same data without seeding it again', async () => {
    if (!first) throw new Error('not started');
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('Stopped.');
    const before = readdirSync(join(dataDir, '..'));
    const again = await startBuild(dataDir);
    try {
      const published = (await (await fetch(`${origin('PLATFORM')}/v2/applications/published`)).json()) as unknown[];
      expect(published.length).toBeGreaterThan(0);
      // No seeding child's directory appeared beside the data directory.
      expect(readdirSync(join(dataDir, '..'))).toEqual(before);
    } finally {
      expect(await stop(again)).toBe(0);
    }
  });
});
