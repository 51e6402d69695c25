/**
 * Test harness: a real platform on a loopback port, over PGlite (in memory) or a fresh database
 * on the Postgres server that the global setup started. Each call gets its own database: with the
 * default catalogue, a copy of the database the global setup migrated and seeded once (a PGlite
 * data-directory tarball, a Postgres template); with another catalogue size, migrated and seeded here.
 * The one TestPlatform of the workspace: the api and store tests use it too (api/testing/platform.ts).
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';
import { defaultRateLimits } from '@marketplace/domain/rate-limits';
import type { RateLimits } from '@marketplace/domain/rate-limits';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { issueToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import './global-setup.ts';
import { createPlatform } from '../platform.ts';
import { defaultAppCount } from '../seed/apply.ts';
import { seededPglite } from './seeded-pglite.ts';

export type Engine = 'pglite' | 'postgres';

/** Provided by the global setup when a Postgres server is up (see global-setup.ts). */
export const postgresAdminUrl: string | null = inject('postgresUrl');
const postgresTemplate: string | null = inject('postgresTemplate');

/** The engines this run covers: PGlite always, Postgres when the global setup could start one. */
export const engines: readonly Engine[] = postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestPlatform {
  /** e.g. http://127.0.0.1:53124 */
  origin: string;
  db: Database;
  /** The Postgres database's URL (null on PGlite), for a second node on it. */
  url: string | null;
  /** A fresh bearer token for a seeded demo account (e.g. 'acc-owner'), as sign-in would give; `ghostOf` makes a support user's ghost login. */
  tokenFor(accountId: string, options?: { ghostOf?: string }): Promise<string>;
  /** One request through the platform in process (Fastify inject), body parsed when JSON. */
  call(method: string, path: string, init?: CallInit): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

/** An empty database, or with `seeded` a copy of the migrated and seeded template (default catalogue). */
export async function freshPostgresDatabase(options: { seeded?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresAdminUrl) throw new Error('no Postgres server for this run');
  if (options.seeded && !postgresTemplate) throw new Error('no seeded template database for this run');
  const name = `mk_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(options.seeded ? `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: postgresAdminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** `body` is sent as JSON; `payload` as it is, with the content type the headers give. */
export interface CallInit {
  token?: string;
  body?: unknown;
  payload?: string;
  headers?: Record<string, string>;
}

export interface TestPlatformOptions {
  /** Catalogue size; the default one starts from the seeded copy, another is migrated and seeded here. */
  apps?: number;
  now?: () => Date;
  /** Origins allowed by CORS (a happy-dom test document's origin for the store tests). */
  allowedOrigins?: string[];
  /** Where the marketplace's sign-in may return (the run-time configuration's origins). */
  signInRedirectOrigins?: string[];
  /** Rate limits (the domain's defaults otherwise). */
  rateLimits?: RateLimits;
  /** A Postgres database of the caller's (a second node on the same database); the platform does not drop it. */
  databaseUrl?: string;
  /** MARKETPLACE_OPERATOR_TOKEN: the operator's endpoints are off without it. */
  operatorToken?: string;
}

/** A response body in plain bytes, as fetch would give it (it undoes the content encoding). */
function decoded(raw: Buffer, encoding: unknown): Buffer {
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

export async function startTestPlatform(engine: Engine = 'pglite', options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const apps = options.apps ?? defaultAppCount;
  const fromSnapshot = apps === defaultAppCount;
  const database = engine === 'postgres' && options.databaseUrl === undefined ? await freshPostgresDatabase({ seeded: fromSnapshot }) : null;
  const pgliteSnapshot = engine === 'pglite' && fromSnapshot ? await seededPglite() : undefined;
  const platform = await createPlatform({
    ...(database ? { databaseUrl: database.url } : options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : {}),
    ...(pgliteSnapshot ? { pgliteSnapshot } : {}),
    // On a copy of the seeded database, the seed finds its rows and does nothing.
    seed: { apps },
    allowedOrigins: options.allowedOrigins ?? ['http://localhost:4001'],
    ...(options.now ? { now: options.now } : {}),
    ...(options.signInRedirectOrigins ? { signInRedirectOrigins: options.signInRedirectOrigins } : {}),
    rateLimits: options.rateLimits ?? defaultRateLimits,
    ...(options.operatorToken === undefined ? {} : { operatorToken: options.operatorToken }),
  });
  const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const now = options.now ?? (() => new Date());
  return {
    origin: address,
    db: platform.db,
    async tokenFor(accountId, tokenOptions = {}) {
      const { token } = await issueToken(platform.db, { accountId, clientId: MARKETPLACE_CLIENT_ID, now: now(), ghostOf: tokenOptions.ghostOf ?? null });
      return token;
    },
    async call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers['authorization'] = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      // In process through Fastify's inject: the whole request path (hooks, parsing, validation,
      // compression) without a socket; tests that need one fetch from `origin`.
      const response = await platform.app.inject({
        method,
        url: path,
        headers,
        ...(init.body !== undefined ? { payload: JSON.stringify(init.body) } : init.payload !== undefined ? { payload: init.payload } : {}),
      });
      const text = decoded(response.rawPayload, response.headers['content-encoding']).toString('utf8');
      let body: unknown = text;
      if (String(response.headers['content-type'] ?? '').includes('json') && text !== '') body = JSON.parse(text);
      return { status: response.statusCode, body, headers: headersOf(response.headers) };
    },
    url: database?.url ?? options.databaseUrl ?? null,
    async close() {
      await platform.close();
      await database?.drop();
    },
  };
}

/**
 * The suite's platform, started before its tests and closed after them, as fastify/demo's
 * `build(t)` tears itself down: `const platform = useTestPlatform(engine)` inside a describe, and
 * no hand-written beforeAll/afterAll. The object forwards to the platform its beforeAll started.
 */
export function useTestPlatform(engine: Engine = 'pglite', options: TestPlatformOptions = {}): TestPlatform {
  let started: TestPlatform | undefined;
  beforeAll(async () => {
    started = await startTestPlatform(engine, options);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return new Proxy({} as TestPlatform, {
    get(_target, key) {
      if (started === undefined) throw new Error('The test platform is read outside its suite (before its beforeAll or after its afterAll).');
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? (value.bind(started) as unknown) : value;
    },
  });
}
