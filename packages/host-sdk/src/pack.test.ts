// @vitest-environment node
/**
 * The published package, as a team outside this repository gets it: `npm pack`, installed into an
 * empty folder with no workspace around it (offline, its dependency penpal taken from the pnpm
 * store), type-checked by a consumer written from the README, and imported by Node. Also the
 * framed entry's weight with penpal.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledPageGzip, FRAMED_PAGE, packAndInstall } from '../build.mjs';

let folder = '';
let consumer = '';

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'host-sdk-pack-'));
  consumer = await packAndInstall(folder);
});
afterAll(() => (process.env['KEEP_PACK'] ? undefined : rmSync(folder, { recursive: true, force: true })));

describe('the packed host SDK in an empty folder', () => {
  it('is publishable: not private, semver, ESM with declarations, a README and a CHANGELOG', () => {
    const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules/@marketplace/host-sdk/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['private']).toBeUndefined();
    expect(manifest['version']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest['type']).toBe('module');
    const files = readdirSync(join(consumer, 'node_modules/@marketplace/host-sdk'));
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'dist', 'package.json']));
    expect(readdirSync(join(consumer, 'node_modules/@marketplace/host-sdk/dist'))).toEqual(expect.arrayContaining(['framed.js', 'framed.d.ts', 'inline.js', 'inline.d.ts']));
  });

  it('type-checks a host written against its README, and refuses a wrong event', () => {
    writeFileSync(
      join(consumer, 'host.ts'),
      `import { embedFramedMarketplace, type MarketplaceMessage } from '@marketplace/host-sdk/framed';
import { mountInlineMarketplace } from '@marketplace/host-sdk/inline';
const framed = embedFramedMarketplace({
  container: document.body,
  marketplaceOrigin: 'https://marketplace.example.com',
  basePath: '/crm/marketplace',
  credentials: async ({ refused }) => (refused ? null : { token: 'abc' }),
  onNavigate: (request) => (request.destination === 'app' ? false : undefined),
});
framed.on('app_installed', (message) => console.log(message.appId));
framed.on('cart_updated', (message) => console.log(message.itemsCount + 1));
framed.on('route', (route) => console.log(route.path, route.hostPath));
framed.on('notification', (message) => console.log(message.kind, message.content));
framed.on('analytics', (event) => console.log(event.name, event.properties));
framed.on('preload', (message) => console.log(message.path, message.pathname));
framed.on('breadcrumbs', ({ items }) => console.log(items.map((item) => item.path)));
const off = framed.on('loaded', (message: MarketplaceMessage) => console.log(message.type));
off();
void framed.navigate('/apps/crm/');
void framed.send({ type: 'refresh_cart' });
framed.destroy();
const inline = mountInlineMarketplace({ container: document.body, remoteOrigin: 'https://assets.example.com', platformOrigin: 'https://marketplace.example.com', product: 'helpdesk', basePath: '/desk/apps', notifications: 'events', font: 'Verdana, sans-serif', onDropped: () => undefined });
inline.destroy();
`,
    );
    writeFileSync(
      join(consumer, 'wrong.ts'),
      `import { embedFramedMarketplace } from '@marketplace/host-sdk/framed';\nvoid embedFramedMarketplace({ container: document.body, marketplaceOrigin: 'x', basePath: '/' }).send({ type: 'refresh_everything' });\n`,
    );
    const tsc = fileURLToPath(import.meta.resolve('typescript/bin/tsc'));
    const flags = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2023,dom'];
    const check = (file: string) => spawnSync(process.execPath, [tsc, ...flags, file], { cwd: consumer, encoding: 'utf8' });
    expect(check('host.ts')).toMatchObject({ status: 0, stdout: '' });
    const wrong = check('wrong.ts');
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toContain('refresh_everything');
  });

  it('imports in Node with its dependencies resolved from the tarball install', () => {
    const out = run(
      process.execPath,
      ['--input-type=module', '-e', "const m = await import('@marketplace/host-sdk/framed'); console.log(typeof m.embedFramedMarketplace)"],
      consumer,
    );
    expect(out.trim()).toBe('function');
  });

  it('weighs at most 16 KiB gzip for the framed entry with penpal, as a host page ships it (also a figure of npm run bench: tests/bench/host-sdk.ts)', async () => {
    const { bytes, bundle } = await bundledPageGzip(consumer, 'page', FRAMED_PAGE);
    expect(bundle).toContain('penpal');
    expect(bytes).toBeLessThanOrEqual(16 * 1024);
  });
});
