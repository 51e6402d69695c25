// Set-up steps shared by `npm start` and `npm test`. Plain Node with no dependencies: these run
// before anything is installed. pnpm comes through npx at the version package.json pins, so no
// root rights or global install are needed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const pnpmSpec = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).packageManager;

/** Prints a step header so a person sees where a long set-up is. */
export function step(text) {
  console.log(`\n▶ ${text}`);
}

/** Runs a command, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

/** Runs pnpm at the pinned version through npx. */
export function pnpm(args, options) {
  return run('npx', ['--yes', pnpmSpec, ...args], options);
}

export async function install() {
  step(`Installing dependencies from the lockfile (${pnpmSpec})`);
  await pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

/** What the front-end builds are made from; a change in any of these means a rebuild. */
const frontEndInputs = [
  'shared',
  'vite-tooling',
  'packages/domain/src',
  'packages/api/src',
  'packages/bridge/src',
  'packages/host-sdk/src',
  'remotes/marketplace',
  'hosts',
  'pnpm-lock.yaml',
];
const skipped = new Set(['node_modules', 'dist', 'dist-server', '.__mf__temp', 'coverage']);

function* files(path) {
  const stat = statSync(path);
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (skipped.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(join(path, name));
  }
}

function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(repoRoot, input);
    if (!existsSync(path)) continue;
    for (const file of files(path)) {
      hash.update(relative(repoRoot, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** A production build's environment, even when called from a test runner (vitest's variables
 * would switch module federation off). */
function buildEnv() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'));
  return { ...env, NODE_ENV: 'production' };
}

export const frontEnds = ['remotes/marketplace', 'hosts/public-shell', 'hosts/agent-app', 'hosts/helpdesk'];
/** Front ends that also build a server entry (vite.server.config.ts → dist-server/): the public pages are rendered on the server. */
export const serverEntries = ['remotes/marketplace', 'hosts/public-shell'];
const stampFile = join(repoRoot, '.data', 'build-stamp');

/**
 * Builds the remote and the hosts unless their sources are unchanged since the last build
 * (`ifMissing`: unless a build exists at all, for `npm run dev`, which serves them from source).
 */
export async function buildFrontEnds({ force = false, ifMissing = false } = {}) {
  const hash = sourceHash(frontEndInputs);
  const built =
    frontEnds.every((dir) => existsSync(join(repoRoot, dir, 'dist', 'index.html'))) &&
    serverEntries.every((dir) => existsSync(join(repoRoot, dir, 'dist-server', 'server-entry.js')));
  if (ifMissing && built) {
    step('Front ends: the last build stays (npm run dev serves them from source)');
    return;
  }
  if (!force && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
    step('Front ends are up to date: build skipped');
    return;
  }
  for (const [index, dir] of frontEnds.entries()) {
    step(`Building ${dir} (${index + 1}/${frontEnds.length})`);
    await run(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: join(repoRoot, dir), env: buildEnv() });
    if (serverEntries.includes(dir)) {
      await run(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], { cwd: join(repoRoot, dir), env: buildEnv() });
    }
    // The host SDK's entries, served beside the remote's assets (/sdk/v1/framed.js, /sdk/v1/inline.js).
    if (dir === 'remotes/marketplace') {
      const { buildHostSdkModules } = await import('../packages/host-sdk/build.mjs');
      await buildHostSdkModules(join(repoRoot, dir, 'dist', 'sdk', 'v1'));
    }
  }
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, hash);
}

/** What the server's build is made from (the domain and shared/ are bundled into it). */
const serverInputs = ['packages/server/src', 'packages/server/vite.build.config.ts', 'packages/domain/src', 'shared', 'pnpm-lock.yaml'];
const serverStampFile = join(repoRoot, '.data', 'server-build-stamp');

/**
 * Builds the server into packages/server/dist (vite.build.config.ts: plain JavaScript, no
 * TypeScript compiler at run time) unless its sources are unchanged since the last build.
 */
export async function buildServer() {
  const hash = sourceHash(serverInputs);
  const built = existsSync(join(repoRoot, 'packages/server/dist/main.js'));
  if (built && existsSync(serverStampFile) && readFileSync(serverStampFile, 'utf8') === hash) {
    step('Server is up to date: build skipped');
    return;
  }
  step('Building the server (packages/server)');
  await run(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--config', 'vite.build.config.ts', '--logLevel', 'warn'], {
    cwd: join(repoRoot, 'packages/server'),
    env: buildEnv(),
  });
  mkdirSync(dirname(serverStampFile), { recursive: true });
  writeFileSync(serverStampFile, hash);
}
