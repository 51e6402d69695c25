import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { devVariables, remoteFromSource, remoteFromSourceModule, renameImports } from './vite-dev.ts';

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
