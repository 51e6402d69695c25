import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import type { PageOutcome } from './page-status.ts';
import { serveStaticSite } from './static-site.ts';

let root: string;
let app: FastifyInstance;
// Large enough to be worth compressing.
const indexHtml = `<!doctype html><html><head><title>Shell</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
const script = `export const value = ${JSON.stringify('x'.repeat(4000))};`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-site-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), indexHtml);
  writeFileSync(join(root, 'assets', 'chunk-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'chunk-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'remoteEntry.js'), script);
  app = Fastify();
  await registerCompression(app);
  const pageStatus = (path: string): Promise<PageOutcome> => {
    if (path.includes('boom')) return Promise.reject(new Error('database down'));
    if (path.includes('unknown-app')) return Promise.resolve({ kind: 'redirect', status: 302, location: '/site/apps/' });
    return Promise.resolve({ kind: 'page', status: path.includes('missing') ? 404 : 200 });
  };
  await serveStaticSite(app, { root, prefix: '/site/', pageStatus });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('hashed assets are sent precompressed and cached for good', () => {
  it('answers the .br file with its encoding and an immutable cache header', async () => {
    const response = await app.inject({ url: '/site/assets/chunk-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });
});

describe('remoteEntry.js and pages are revalidated', () => {
  it('remoteEntry.js answers no-cache', async () => {
    const response = await app.inject({ url: '/site/remoteEntry.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
  it('a page answers no-cache, compressed for a client that accepts it', async () => {
    const response = await app.inject({ url: '/site/apps/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('page statuses', () => {
  it('an unknown page answers 404 with the page, for GET and HEAD', async () => {
    const get = await app.inject({ url: '/site/missing/' });
    expect(get.statusCode).toBe(404);
    expect(get.body).toContain('<title>Shell</title>');
    const head = await app.inject({ method: 'HEAD', url: '/site/missing/' });
    expect(head.statusCode).toBe(404);
    expect(head.headers['content-type']).toContain('text/html');
  });
  it('an unknown app redirects with 302', async () => {
    const response = await app.inject({ url: '/site/apps/unknown-app/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers['location']).toBe('/site/apps/');
  });
  it('a failure while producing the page gives the 500 page', async () => {
    const response = await app.inject({ url: '/site/boom/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Something went wrong');
  });
  it('a missing file stays a plain 404', async () => {
    const response = await app.inject({ url: '/site/assets/nope.js' });
    expect(response.statusCode).toBe(404);
  });
});
