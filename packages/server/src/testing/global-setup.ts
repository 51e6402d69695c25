/**
 * Vitest global setup of the server project: brings up a throw-away Postgres server on a loopback
 * port so the suite runs against real Postgres as well as PGlite, and migrates and seeds one
 * database there that test files copy (CREATE DATABASE … TEMPLATE). Order of preference:
 *  1. MARKETPLACE_TEST_POSTGRES_URL given: use that server.
 *  2. Postgres binaries present (or installable with apt-get as root): initdb in a temp dir, start
 *     on a free loopback port (as the `postgres` user when we are root: Postgres refuses root).
 *  3. Otherwise the Postgres leg is skipped, and the reason is printed.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { applySeed } from '../seed/apply.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** A migrated, seeded database (default catalogue) on that server, for CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string | null;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest === undefined ? null : join(root, newest, 'bin');
}

function installPostgres(): void {
  console.log('[server tests] installing Debian postgresql with apt-get (not found on this machine)…');
  execFileSync('apt-get', ['update'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** When we are root, Postgres binaries run as the `postgres` user (it refuses to run as root). */
function postgresUser(): { uid: number; gid: number } | Record<string, never> {
  if (!isRoot) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('postgres did not accept connections within 20 s');
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds a new database once; test files copy it. A failure here is a failure of the
 * migrations or the seed, so it fails the run instead of skipping the Postgres leg.
 */
async function makeTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `mk_seeded_${randomUUID().replace(/-/g, '')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    await migrate(db);
    await applySeed(db);
  } finally {
    // No session may stay on a template: CREATE DATABASE … TEMPLATE refuses a database in use.
    await db.close();
  }
  return { name, drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env['MARKETPLACE_TEST_POSTGRES_URL'];
  if (given) {
    project.provide('postgresUrl', given);
    const template = await makeTemplate(given);
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  let bin = findBinDir();
  if (bin === null && isRoot) {
    try {
      installPostgres();
      bin = findBinDir();
    } catch (error) {
      console.log(`[server tests] Postgres leg skipped: apt-get install postgresql failed (${String(error)}).`);
    }
  }
  if (bin === null) {
    if (!isRoot) console.log('[server tests] Postgres leg skipped: no Postgres binaries and not root, so cannot apt-get install them.');
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
    return undefined;
  }

  const dir = mkdtempSync(join(tmpdir(), 'marketplace-pg-'));
  const dataDir = join(dir, 'data');
  let server: ChildProcess | null = null;
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    if (isRoot) {
      chmodSync(dir, 0o777);
      execFileSync('chown', ['postgres', dir]);
    }
    const user = postgresUser();
    execFileSync(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'], { stdio: 'ignore', cwd: dir, ...user });
    // Spawned directly (not through runuser) so that our signal reaches the postmaster itself.
    server = spawn(
      join(bin, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
      ],
      { stdio: 'ignore', cwd: dir, ...user },
    );
    const started = server;
    // If vitest dies without teardown, do not leave a server behind.
    process.once('exit', () => started.kill('SIGINT'));
    await waitUntilReady(url, server);
    console.log(`[server tests] Postgres ${bin.split('/').at(-2) ?? ''} started on 127.0.0.1:${port} for the Postgres leg.`);
    project.provide('postgresUrl', url);
  } catch (error) {
    console.log(`[server tests] Postgres leg skipped: could not start a server (${String(error)}).`);
    server?.kill('SIGINT');
    rmSync(dir, { recursive: true, force: true });
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
    return undefined;
  }

  const running = server;
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      // SIGINT: Postgres "fast shutdown" (disconnects clients, no checkpoint wait on a temp dir).
      running.kill('SIGINT');
    });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    project.provide('postgresTemplate', (await makeTemplate(url)).name);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
