/**
 * Builds the publishable package: dist/framed.js and dist/inline.js (ES modules, minified; the
 * bridge's code and zod/mini inside, penpal and the federation runtime left to the host's
 * installer), then their declarations with tsc (dist/*.d.ts, from src/types.ts and the entries).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist`;
// zod configured for a strict CSP (no eval) before any schema is defined, as in the vendor's hosts (shared/vite-zod.ts).
const jitlessZod = [
  { find: /^zod$/, replacement: fileURLToPath(new URL('../../shared/zod-jitless.ts', import.meta.url)) },
  { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('../../shared/zod-mini-jitless.ts', import.meta.url)) },
];

/** The two entries as minified ES modules in `outDir`, leaving `external` to the host's installer. */
async function buildEntries(outDir, external) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root,
    logLevel: 'warn',
    configFile: false,
    resolve: { alias: jitlessZod },
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: false,
      minify: true,
      lib: { entry: { framed: `${root}src/framed.ts`, inline: `${root}src/inline.ts` }, formats: ['es'] },
      rolldownOptions: { external },
    },
  });
}

export async function buildHostSdk() {
  await buildEntries(dist, ['penpal', '@module-federation/runtime']);
  // Declarations: the entries and their public types only (their signatures name nothing else).
  const types = `${root}node_modules/.dts`;
  rmSync(types, { recursive: true, force: true });
  execFileSync(process.execPath, [fileURLToPath(import.meta.resolve('typescript/bin/tsc')), '-p', `${root}tsconfig.dts.json`], { stdio: 'inherit' });
  const emitted = `${types}/host-sdk/src`;
  mkdirSync(dist, { recursive: true });
  for (const name of ['framed', 'inline', 'types']) {
    const text = readFileSync(`${emitted}/${name}.d.ts`, 'utf8').replace(/from '\.\/([a-z-]+)\.ts'/g, "from './$1.js'");
    if (/from '(\.\.\/|@marketplace\/)/.test(text)) throw new Error(`dist/${name}.d.ts names a file outside the package`);
    writeFileSync(`${dist}/${name}.d.ts`, text);
  }
}

/**
 * The SDK's entries as the marketplace serves them from its remote origin
 * ({REMOTE_ORIGIN}/sdk/v1/framed.js and inline.js): self-contained ES modules (penpal and the
 * federation runtime inside), so a host embeds with one <script type="module"> and no npm.
 */
export async function buildHostSdkModules(outDir) {
  await buildEntries(outDir, []);
}

/**
 * The package as another company gets it: built, `npm pack`ed, and installed into
 * `{folder}/consumer` (no workspace around it), packages from the pnpm store where it holds them
 * and from the registry otherwise: a fresh machine's lockfile install leaves the store without the
 * registry metadata that resolving a version needs. By default the consumer is an empty project
 * that adds the tarball (its dependency penpal resolved by version).
 * With `project`, the folder of a host project (its package.json naming the tarball by file, and
 * its pnpm-lock.yaml pinning the registry packages by their published integrity, which is what
 * lets the install take them from the store without registry metadata), that project is
 * copied and installed as its README says. Returns the consumer's folder.
 */
export async function packAndInstall(folder, project) {
  // No build here: `npm pack` builds the package itself (its prepack script), as it does for anyone.
  // A failed step reports what the command printed, not only that it failed.
  const run = (command, args, cwd) => {
    try {
      return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}${error.stderr ?? ''}`, { cause: error });
    }
  };
  const consumer = `${folder}/consumer`;
  mkdirSync(consumer, { recursive: true });
  run('npm', ['pack', '--pack-destination', consumer], root);
  const tarball = readdirSync(consumer).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  const pnpm = ['--yes', 'pnpm@10.34.8'];
  const store = run('npx', [...pnpm, 'store', 'path'], root).trim();
  if (project) {
    for (const file of ['package.json', 'pnpm-lock.yaml']) copyFileSync(`${project}/${file}`, `${consumer}/${file}`);
    // Not frozen (even where CI would default to it): the lock's line for the tarball is refreshed from the tarball just packed.
    run('npx', [...pnpm, 'install', '--prefer-offline', '--no-frozen-lockfile', '--store-dir', store], consumer);
    return consumer;
  }
  writeFileSync(`${consumer}/package.json`, JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npx', [...pnpm, 'add', '--prefer-offline', '--store-dir', store, `./${tarball}`], consumer);
  return consumer;
}

/** The smallest framed host page: the SDK's framed entry, one marketplace embedded. */
export const FRAMED_PAGE =
  "import { embedFramedMarketplace } from '@marketplace/host-sdk/framed';\nembedFramedMarketplace({ container: document.body, marketplaceOrigin: 'https://m.example.com', basePath: '/' });\n";

/**
 * What a host page ships for `source` (a module importing the installed packages of `consumer`):
 * an application build (minified, as a host bundles it; a lib build keeps the whitespace of ES
 * modules), its JavaScript gzipped at level 9. Returns the bytes and the bundle's text. `alias`:
 * module names to files (a package the install did not hoist).
 */
export async function bundledPageGzip(consumer, name, source, alias = {}) {
  writeFileSync(`${consumer}/${name}.js`, source);
  const output = `${consumer}/${name}-dist`;
  await build({
    root: consumer,
    logLevel: 'warn',
    configFile: false,
    resolve: { alias },
    build: { outDir: output, minify: true, modulePreload: false, rolldownOptions: { input: `${consumer}/${name}.js` } },
  });
  const assets = `${output}/assets`;
  const bundle = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(`${assets}/${file}`, 'utf8'))
    .join('\n');
  return { bytes: gzipSync(bundle, { level: 9 }).length, bundle };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildHostSdk();
