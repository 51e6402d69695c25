/**
 * `npm run dev` only. Vite's dev server sends a page straight from its index.html, so this adds
 * the run-time configuration script that the platform writes into the pages it serves (the dev
 * script, tools/dev.mjs, passes it, made by the server's own code). The remote's dev
 * server, which the configuration names as the remote's origin, hands the built remote's entry and
 * assets on to the built remote for the pages that load it by federation (the public site). A
 * second dev server of one host keeps its own cache of optimized dependencies.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import type { Plugin } from 'vite';
import { remoteName } from '../shared/contract.ts';

export const devVariables = {
  runtimeConfigScript: 'MARKETPLACE_DEV_RUNTIME_CONFIG_SCRIPT',
  builtRemote: 'MARKETPLACE_DEV_BUILT_REMOTE',
  remoteSources: 'MARKETPLACE_DEV_REMOTE_SOURCES',
  cacheDir: 'MARKETPLACE_DEV_CACHE_DIR',
} as const;

export function devRuntimeConfig(): Plugin {
  return {
    name: 'marketplace-dev-runtime-config',
    apply: 'serve',
    config() {
      const target = process.env[devVariables.builtRemote];
      const cacheDir = process.env[devVariables.cacheDir];
      return {
        ...(target ? { server: { proxy: { '/remoteEntry.js': target, '/assets/': target, '/mf-manifest.json': target } } } : {}),
        ...(cacheDir ? { cacheDir } : {}),
      };
    },
    transformIndexHtml(html) {
      const script = process.env[devVariables.runtimeConfigScript];
      return script ? html.replace('</head>', `${script}</head>`) : html;
    },
  };
}

/** Where the remote's dev server builds the remote again after an edit (inside the package, never its dist). */
const rebuiltRemoteDir = 'node_modules/.dev-remote';
const builtRemotePaths = /^\/(?:remoteEntry\.js|mf-manifest\.json|assets\/.+)$/;
const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * `npm run dev` only, on the remote's dev server: the pages that load the remote by federation (the
 * public site, and so the agent app's frame) show a screen's edit after a reload. Until a source
 * file changes, the built remote is the platform's (the proxy of `devRuntimeConfig`); after a change,
 * the next request for `remoteEntry.js` builds the remote again (a production build into
 * node_modules/.dev-remote, so the platform's dist stays as it is) and waits for it, and the
 * remote's files are served from there.
 */
export function rebuiltRemote(): Plugin {
  return {
    name: 'marketplace-rebuilt-remote',
    apply: 'serve',
    configureServer(server) {
      if (!process.env[devVariables.builtRemote]) return;
      const root = server.config.root;
      const outDir = join(root, rebuiltRemoteDir);
      let changed = false;
      let built = false;
      let building: Promise<boolean> | null = null;
      // Any file the dev server watches: the remote's sources and the shared code they import.
      server.watcher.on('change', (file) => {
        if (!normalize(file).startsWith(outDir)) changed = true;
      });
      const rebuild = () =>
        (building ??= new Promise<boolean>((resolve) => {
          changed = false;
          const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
          const child = spawn(process.execPath, [vite, 'build', '--outDir', rebuiltRemoteDir, '--emptyOutDir', '--logLevel', 'error'], {
            cwd: root,
            env: { ...process.env, NODE_ENV: 'production' },
            stdio: ['ignore', 'ignore', 'inherit'],
          });
          child.on('exit', (code) => {
            building = null;
            built ||= code === 0;
            // A failed build (a file saved half way through an edit) is tried again on the next request.
            if (code !== 0) changed = true;
            resolve(code === 0);
          });
        }));
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').replace(/[?#].*$/, '');
        if (!builtRemotePaths.test(path)) return next();
        void (async () => {
          if (path === '/remoteEntry.js' && (changed || building !== null)) await rebuild();
          // Until this dev server has built the remote, the platform's build answers (the proxy).
          const file = join(outDir, normalize(path));
          if (!built || !file.startsWith(outDir) || !existsSync(file)) return next();
          response.setHeader('content-type', contentTypes[extname(file)] ?? 'application/octet-stream');
          // The pages of the other origins load these as module scripts.
          response.setHeader('access-control-allow-origin', '*');
          response.setHeader('cache-control', 'no-cache');
          response.end(readFileSync(file));
        })();
      });
    },
  };
}

/**
 * `npm run dev` only: a host's dev server serves the federation runtime's loads of the remote's
 * exposed modules from their sources, so an edit to a screen is replaced in the host's page (React
 * Fast Refresh) as on the remote's preview page. Our code's imports of `@module-federation/runtime`
 * (the host SDK's inline entry, shared/load-remote.ts) get the runtime with `loadRemote` wrapped,
 * top level and on each `createInstance`: a request for one of the remote's exposed modules imports
 * its file, every other call reaches the runtime unchanged. The dev script passes the modules'
 * files; a build, or a dev server started without them, loads the remote as always.
 */
export function remoteFromSource(): Plugin {
  const runtime = '@module-federation/runtime';
  const specifier = 'virtual:marketplace-remote-from-source';
  const moduleId = `\0${specifier}`;
  const sources = (): Record<string, string> | null => {
    const given = process.env[devVariables.remoteSources];
    return given ? (JSON.parse(given) as Record<string, string>) : null;
  };
  return {
    name: 'marketplace-remote-from-source',
    apply: 'serve',
    // Vite resolves an aliased, optimized dependency before any plugin's resolveId (the federation
    // plugin aliases the runtime), so our modules' imports are renamed instead, once compiled to
    // JavaScript (this plugin's default order). The federation plugin's and the libraries' keep it.
    transform(code, id) {
      if (sources() === null || id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id) || !code.includes(runtime)) return null;
      const renamed = renameImports(this.parse(code), code, runtime, specifier);
      return renamed === code ? null : { code: renamed, map: null };
    },
    resolveId(source) {
      return source === specifier && sources() !== null ? moduleId : null;
    },
    load(id) {
      const files = sources();
      if (id !== moduleId || files === null) return null;
      return remoteFromSourceModule(runtime, files);
    },
  };
}

interface SourceNode {
  type: string;
  source?: { type: string; value?: unknown; start: number; end: number } | null;
}

/** `code` with every import, re-export and dynamic import of the module `from` importing `to` instead. */
export function renameImports(program: unknown, code: string, from: string, to: string): string {
  const found: Array<{ start: number; end: number }> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { type, source } = node as SourceNode;
    const importing = type === 'ImportDeclaration' || type === 'ExportNamedDeclaration' || type === 'ExportAllDeclaration' || type === 'ImportExpression';
    if (importing && source?.type === 'Literal' && source.value === from) found.push(source);
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(program);
  return found.sort((a, b) => b.start - a.start).reduce((text, { start, end }) => `${text.slice(0, start)}${JSON.stringify(to)}${text.slice(end)}`, code);
}

/** The runtime's module with `loadRemote` answered from `files` (exposed module → absolute path) for the remote's name. */
export function remoteFromSourceModule(runtime: string, files: Record<string, string>): string {
  const entries = Object.entries(files).map(([exposed, file]) => `${JSON.stringify(exposed)}: () => import(${JSON.stringify(`/@fs${file}`)})`);
  return [
    `import * as runtime from ${JSON.stringify(runtime)};`,
    `export * from ${JSON.stringify(runtime)};`,
    `const sources = { ${entries.join(', ')} };`,
    `const prefix = ${JSON.stringify(`${remoteName}/`)};`,
    // `remote/module` of our remote names the exposed `./module`.
    'const fromSource = (id) => (typeof id === "string" && id.startsWith(prefix) ? sources[`./${id.slice(prefix.length)}`] : undefined);',
    'export function loadRemote(id, ...rest) { const load = fromSource(id); return load ? load() : runtime.loadRemote(id, ...rest); }',
    'export function createInstance(...args) {',
    '  const instance = runtime.createInstance(...args);',
    '  const load = instance.loadRemote.bind(instance);',
    '  instance.loadRemote = (id, ...rest) => { const source = fromSource(id); return source ? source() : load(id, ...rest); };',
    '  return instance;',
    '}',
    '',
  ].join('\n');
}
