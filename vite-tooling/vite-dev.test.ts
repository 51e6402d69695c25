import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { devVariables, rebuiltRemote, remoteFromSource, remoteFromSourceModule, renameImports } from './vite-dev.ts';

const runtime = '@module-federation/runtime';
const rename = (code: string) => renameImports(parseSync('module.js', code).program, code, runtime, 'virtual:x');

describe("our modules' imports of the federation runtime are renamed to the dev module", () => {
  it('static imports, re-exports and dynamic imports', () => {
    const code = [
      `import { createInstance } from "${runtime}";`,
      `export { loadRemote } from '${runtime}';`,
      `export * from "${runtime}";`,
      `const later = () => import("${runtime}");`,
    ].join('\n');
    expect(rename(code)).toBe(
      ['import { createInstance } from "virtual:x";', 'export { loadRemote } from "virtual:x";', 'export * from "virtual:x";', 'const later = () => import("virtual:x");'].join(
        '\n',
      ),
    );
  });

  it("leaves the runtime's name in comments and strings, and other modules, alone", () => {
    const code = `// loads @module-federation/runtime\nimport { x } from "${runtime}/helpers";\nconst name = "${runtime}";`;
    expect(rename(code)).toBe(code);
  });
});

describe('the plugin works only in a dev server the dev script gave the remote to', () => {
  const plugin = remoteFromSource();
  const resolveId = plugin.resolveId as (source: string) => string | null;
  const transform = plugin.transform as (this: { parse: (code: string) => unknown }, code: string, id: string) => { code: string } | null;
  const context = { parse: (code: string) => parseSync('module.js', code).program };
  const importing = `import { createInstance } from "${runtime}";`;

  it('without the files, nothing is renamed or resolved', () => {
    delete process.env[devVariables.remoteSources];
    expect(transform.call(context, importing, '/repo/packages/host-sdk/src/inline.ts')).toBeNull();
    expect(resolveId('virtual:marketplace-remote-from-source')).toBeNull();
  });

  it("with them, our modules import the dev module; the libraries' and virtual modules keep the runtime", () => {
    process.env[devVariables.remoteSources] = JSON.stringify({ './mount': '/repo/remotes/marketplace/src/mount.tsx' });
    try {
      expect(transform.call(context, importing, '/repo/packages/host-sdk/src/inline.ts')?.code).toBe('import { createInstance } from "virtual:marketplace-remote-from-source";');
      expect(transform.call(context, importing, '/repo/node_modules/@module-federation/vite/lib/index.js')).toBeNull();
      expect(transform.call(context, importing, '\0virtual:mf-exposes')).toBeNull();
      expect(resolveId('virtual:marketplace-remote-from-source')).toBe('\0virtual:marketplace-remote-from-source');
    } finally {
      delete process.env[devVariables.remoteSources];
    }
  });
});

describe("the dev module answers the remote's exposed modules from their files and passes every other call on", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'remote-from-source-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A stand-in runtime that says which calls reached it.
  writeFileSync(
    join(dir, 'runtime.mjs'),
    [
      'export const registerRemotes = () => "registered";',
      'export const loadRemote = async (id) => ({ from: "runtime", id });',
      'export const createInstance = (options) => ({ options, loadRemote: async (id) => ({ from: "instance", id }) });',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'mount.mjs'), 'export const from = "source";');
  // Vite serves a file under /@fs; here the module imports it from disk.
  const code = remoteFromSourceModule(pathToFileURL(join(dir, 'runtime.mjs')).href, { './mount': join(dir, 'mount.mjs') }).replace('"/@fs', '"file://');
  writeFileSync(join(dir, 'dev-module.mjs'), code);
  type Loaded = { from: string; id?: string };
  const dev = (await import(pathToFileURL(join(dir, 'dev-module.mjs')).href)) as {
    loadRemote: (id: string) => Promise<Loaded>;
    createInstance: (options: object) => { options: object; loadRemote: (id: string) => Promise<Loaded> };
    registerRemotes: () => string;
  };

  it("loadRemote: the remote's exposed module from its file, anything else from the runtime", async () => {
    expect((await dev.loadRemote('marketplace/mount')).from).toBe('source');
    expect(await dev.loadRemote('marketplace/Unknown')).toEqual({ from: 'runtime', id: 'marketplace/Unknown' });
    expect(await dev.loadRemote('other/mount')).toEqual({ from: 'runtime', id: 'other/mount' });
  });

  it("an instance's loadRemote likewise, the instance otherwise the runtime's", async () => {
    const instance = dev.createInstance({ name: 'host' });
    expect(instance.options).toEqual({ name: 'host' });
    expect((await instance.loadRemote('marketplace/mount')).from).toBe('source');
    expect(await instance.loadRemote('other/mount')).toEqual({ from: 'instance', id: 'other/mount' });
  });

  it("the runtime's other exports unchanged", () => {
    expect(dev.registerRemotes()).toBe('registered');
  });
});

describe("the remote's dev server answers for the built remote from a build of its own only once it has built one", () => {
  type Middleware = (request: { url: string }, response: { setHeader: () => void; end: (body: Buffer) => void }, next: () => void) => void;
  const root = mkdtempSync(join(tmpdir(), 'rebuilt-remote-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // A build of an earlier session, which must not answer.
  mkdirSync(join(root, 'node_modules/.dev-remote/assets'), { recursive: true });
  writeFileSync(join(root, 'node_modules/.dev-remote/remoteEntry.js'), 'stale');
  writeFileSync(join(root, 'node_modules/.dev-remote/mf-manifest.json'), '{}');
  const watcher = new EventEmitter();
  let middleware: Middleware | null = null;
  process.env[devVariables.builtRemote] = 'http://localhost:4001';
  const configureServer = rebuiltRemote().configureServer as (server: object) => void;
  configureServer({ config: { root }, watcher, middlewares: { use: (handler: Middleware) => (middleware = handler) } });
  delete process.env[devVariables.builtRemote];
  /** Resolves with what answered: this dev server's build, or the next middleware (the proxy to the platform's build). */
  const answer = (url: string) =>
    new Promise<string>((resolve) => middleware?.({ url }, { setHeader: () => undefined, end: (body) => resolve(`built: ${String(body)}`) }, () => resolve('next')));

  it("before any change, every request goes on to the platform's build, and other paths are never touched", async () => {
    expect(await answer('/remoteEntry.js')).toBe('next');
    expect(await answer('/mf-manifest.json')).toBe('next');
    expect(await answer('/src/preview.ts')).toBe('next');
  });

  it("after a change, remoteEntry.js waits for a build; a failed one leaves the platform's build answering", async () => {
    // The folder has no remote to build: the build fails.
    watcher.emit('change', join(root, 'src/catalogue/HomePage.tsx'));
    expect(await answer('/remoteEntry.js?t=1')).toBe('next');
    expect(await answer('/mf-manifest.json')).toBe('next');
  }, 60_000);
});
