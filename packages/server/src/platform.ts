/**
 * The reference platform: a Fastify instance with every endpoint of spec 7 over one Postgres
 * schema (PGlite embedded by default, a real server with `databaseUrl`). The caller adds the
 * static hosting of the front ends, then listens.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { parseRateLimits } from '@marketplace/domain/rate-limits';
import type { RateLimits } from '@marketplace/domain/rate-limits';
import { vendorEmbedders, type Embedder } from '@marketplace/domain/page-runtime-config';
import { origins } from '@marketplace/shared/federation';
import { SESSION_CHANNEL, SessionCache } from './auth/session.ts';
import { CataloguePages } from './catalogue/catalogue-pages.ts';
import { appOfCatalogueChange, CATALOGUE_CHANNEL, PreparedCache } from './catalogue/prepared.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { EmbedderRegistry } from './embedders/registry.ts';
import { openPglite } from './db/pglite.ts';
import type { ServerContext } from './http/context.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { schemaController } from './http/fastify-options.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { callerRequestId } from './http/request-id.ts';
import { platformRoutes } from './routes/index.ts';
import { registerCompression } from './serve/compression.ts';
import { runsBuild, serverRoot } from './server-root.ts';
import { applySeed } from './seed/apply.ts';

export interface PlatformOptions {
  /** Real Postgres (pg). Otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined = in-memory (tests). */
  dataDir?: string;
  /** PGlite starts from this data-directory tarball (dumpDataDir) instead of an empty cluster (tests). */
  pgliteSnapshot?: Uint8Array;
  /** Deterministic seed, applied once to an empty database. */
  seed?: { apps?: number } | false;
  /** pino structured logs with request id. */
  logger?: boolean;
  /** Where the log's JSON lines go when `logger` is on (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** CORS allow list (the four origins of shared/federation.ts); the embedders an operator stores join it. */
  allowedOrigins: string[];
  /** The environment's embedders (MARKETPLACE_EMBEDDERS); the default topology's vendor hosts otherwise. */
  embedders?: readonly Embedder[];
  /** MARKETPLACE_OPERATOR_TOKEN: the bearer token of the operator's endpoints, which answer 404 without one. */
  operatorToken?: string;
  /** Absolute origin used for asset URLs; defaults to the platform origin of the federation contract. */
  publicOrigin?: string;
  /** Where the marketplace's sign-in may return (the run-time configuration's origins); the default topology's four otherwise. */
  signInRedirectOrigins?: readonly string[];
  /** The platform's and the remote's origins, where only the marketplace's callback paths get a token. */
  callbackOnlyOrigins?: readonly string[];
  /** Each host origin's registered sign-in callback paths; the default topology's vendor hosts otherwise. */
  hostCallbackPaths?: Readonly<Record<string, readonly string[]>>;
  /** The clock (tests move time); defaults to the wall clock. */
  now?: () => Date;
  /** The public site's build hash (app-data.json); without one, a hash of the schema's version. */
  buildHash?: string;
  /** Rate limits; MARKETPLACE_RATE_LIMITS over the domain's defaults otherwise. */
  rateLimits?: RateLimits;
}

export interface Platform {
  app: FastifyInstance;
  /** Who may embed the marketplace now: the environment's entries and the operator's. */
  embedders: EmbedderRegistry;
  /** The database behind the app, for tests and tools. */
  db: Database;
  close(): Promise<void>;
}

export async function openDatabase(options: Pick<PlatformOptions, 'databaseUrl' | 'dataDir' | 'pgliteSnapshot'>): Promise<Database> {
  // The pg driver only when asked for: a PGlite process never loads it (start-up time and memory).
  if (options.databaseUrl) return (await import('./db/postgres.ts')).openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {});
}

/**
 * Migrates and seeds a new PGlite data directory in a short-lived child process. Seeding in this
 * process left much memory behind after PGlite was reopened (the memory native code used while
 * seeding stays in malloc's arenas); the child's goes back to the system when it exits, and this
 * process then opens the directory as a restart does. The child works in a directory of its own
 * beside the data directory, which takes its place only once the child is done: if this process
 * is killed meanwhile, a restart never opens a directory the orphaned child is still writing
 * (and removes it once the process that started that child is gone).
 */
async function prepareDataDir(dataDir: string, seed: { apps?: number }): Promise<void> {
  const base = dataDir.replace(/\/+$/, '');
  // A first start killed before its child was done left that child's directory: its process is gone.
  const parent = dirname(base);
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    const owner = name.startsWith(`${basename(base)}.seeding-`) ? Number(name.slice(basename(base).length + 9).split('-')[0]) : NaN;
    if (!Number.isInteger(owner) || owner === process.pid || isRunning(owner)) continue;
    try {
      rmSync(join(parent, name), { recursive: true, force: true });
    } catch {
      // Its orphaned child may still be writing there; the next start removes it.
    }
  }
  const work = `${base}.seeding-${process.pid}-${Date.now()}`;
  // The build's own child when this process runs the build (npm start); from the sources, through tsx.
  const script = runsBuild ? join(serverRoot, 'dist/prepare-data-dir.js') : join(serverRoot, 'bin/prepare-data-dir.mjs');
  // Node's own options only: a test runner's loader flags do not belong to the child. Its output
  // is this process's (a pipe to this process would break under the child if this one is killed).
  const child = fork(script, [work, JSON.stringify(seed)], { execArgv: [], stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`preparing the data directory ${dataDir} failed (exit ${code}); its output is above`);
  }
  // rename() replaces an empty directory (a caller's mkdtemp) in one step.
  renameSync(work, dataDir);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A data directory that does not exist yet or is empty: no cluster, nothing of anyone else's. */
const isNewDataDir = (dataDir: string) => !existsSync(dataDir) || readdirSync(dataDir).length === 0;

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const { dataDir, seed } = options;
  if (!options.databaseUrl && dataDir !== undefined && seed !== false && !options.pgliteSnapshot && isNewDataDir(dataDir)) {
    await prepareDataDir(dataDir, seed?.apps === undefined ? {} : { apps: seed.apps });
  }
  let db = await openDatabase(options);
  try {
    await migrate(db);
    const seeded = options.seed !== false && (await applySeed(db, options.seed?.apps === undefined ? {} : { apps: options.seed.apps }));
    // PGlite's WASM memory only grows: seeding leaves hundreds of MB behind. Reopened on its data
    // directory, it holds what a restart would (in memory there is nothing to reopen from). A new
    // data directory is seeded by prepareDataDir instead; this is for one created without a seed.
    if (seeded && db.engine === 'pglite' && options.dataDir !== undefined) {
      await db.close();
      db = await openPglite(options.dataDir);
    }
  } catch (error) {
    await db.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger
      ? {
          level: process.env['LOG_LEVEL'] ?? 'info',
          // Tokens never reach the log: a serializer that one day logs headers or a
          // redirect still writes no bearer token, session cookie or token-carrying Location.
          redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'res.headers.location'], censor: '[redacted]' },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    // A caller's request id (a proxy's) is kept only when it is a short token: anything else would
    // be echoed and logged as given. Otherwise one is minted; it is echoed in x-request-id.
    requestIdHeader: false,
    genReqId: (request) => callerRequestId(request.headers['x-request-id']) ?? randomUUID(),
    bodyLimit: 1_048_576,
    schemaController,
  });
  // A callback hook, as it waits for nothing (an async one costs every request a promise).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  const embedders = new EmbedderRegistry(db, options.embedders ?? vendorEmbedders(origins), (error) => app.log.error({ err: error }, 'reading the stored embedders failed'));
  const stored = (base: readonly string[]) => embedders.derive(() => [...new Set([...base, ...embedders.storedOrigins()])]);
  const corsOrigins = stored(options.allowedOrigins);
  await app.register(cors, {
    origin: (_origin, answer) => answer(null, corsOrigins()),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['x-request-id'],
    // The session cookie travels only to these origins (auth/session-cookie.ts).
    credentials: true,
    maxAge: 600,
  });

  const now = options.now ?? (() => new Date());
  const prepared = new PreparedCache(now);
  const cataloguePages = new CataloguePages({ db, now, publicOrigin: options.publicOrigin ?? origins.platform });
  await db.listen(CATALOGUE_CHANNEL, (payload) => {
    // An install, an uninstall or a rating changed one app's counters: that app is refreshed.
    const appId = appOfCatalogueChange(payload);
    if (appId !== null) {
      prepared.refreshApp(appId);
      cataloguePages.refreshApp(appId);
      return;
    }
    prepared.invalidate();
    cataloguePages.invalidate();
  });
  // PGlite only: this process is then the database's only client (see SessionCache).
  const sessions = db.engine === 'pglite' ? new SessionCache() : undefined;
  if (sessions) await db.listen(SESSION_CHANNEL, () => sessions.invalidate());
  const rateLimiter = await registerRateLimits(app, db, now, options.rateLimits ?? parseRateLimits(process.env['MARKETPLACE_RATE_LIMITS']));
  await embedders.start();
  const signInRedirectOrigins = stored(options.signInRedirectOrigins ?? Object.values(origins));
  const baseCallbackPaths = options.hostCallbackPaths ?? Object.fromEntries(vendorEmbedders(origins).map((host) => [host.origin, host.callbackPaths ?? ['/']]));
  const hostCallbackPaths = embedders.derive(() => {
    const paths: Record<string, readonly string[]> = { ...baseCallbackPaths };
    // A stored entry without paths comes back to its root page only, like an origin of MARKETPLACE_EMBEDDERS without one.
    for (const entry of embedders.stored()) paths[entry.origin] = [...new Set([...(paths[entry.origin] ?? []), ...(entry.callbackPaths.length > 0 ? entry.callbackPaths : ['/'])])];
    return paths;
  });
  const ctx: ServerContext = {
    db,
    now,
    rateLimit: rateLimiter,
    newId: () => randomUUID(),
    publicOrigin: options.publicOrigin ?? origins.platform,
    // Getters: the stored embedders change while the process runs.
    get signInRedirectOrigins() {
      return signInRedirectOrigins();
    },
    callbackOnlyOrigins: options.callbackOnlyOrigins ?? [origins.platform, origins.remote],
    get hostCallbackPaths() {
      return hostCallbackPaths();
    },
    embedders,
    ...(options.operatorToken === undefined ? {} : { operatorToken: options.operatorToken }),
    prepared,
    cataloguePages,
    ...(sessions ? { sessions } : {}),
    ...(options.buildHash === undefined ? {} : { buildHash: options.buildHash }),
  };
  // Before the routes: the compression plugin hooks each route as it is added.
  await registerCompression(app);
  registerErrorHandling(app);
  await app.register(platformRoutes, { ctx });
  app.addHook('onClose', async () => {
    embedders.stop();
    await db.close();
  });

  let closed = false;
  return {
    app,
    db,
    embedders,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
    },
  };
}
