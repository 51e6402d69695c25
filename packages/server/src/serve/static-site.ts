/**
 * Serves a built front end (a vite `dist` folder) under a prefix: hashed assets cached for good,
 * HTML and remoteEntry.js revalidated, files sent precompressed (the build writes .br and .gz
 * beside them), and the single-page fallback to index.html for routes the client owns, with the
 * status `pageStatus` gives (404 for a path the client does not route, a redirect for an unknown
 * app). A missing file that looks like a file (has an extension) stays a 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { PageOutcome } from './page-status.ts';
import { notFoundPage } from './security-headers.ts';

export interface StaticSiteOptions {
  /** The built folder, e.g. hosts/public-shell/dist. */
  root: string;
  /** URL prefix with slashes on both ends, e.g. '/marketplace/' or '/'. */
  prefix: string;
  /** Response headers for the HTML page (e.g. a CSP with frame-ancestors). */
  htmlHeaders?: Record<string, string>;
  /**
   * Rewrites the HTML for a path (with its query) before it is sent (metadata, server rendering);
   * identity by default. `from.referer`: the page that asked (a frame's parent, by its origin);
   * `from.cookie`: the request's cookies; `from.status`: the status the page is sent with (404 for a path the client does not route).
   */
  renderHtml?: (html: string, path: string, from: { referer?: string | undefined; cookie?: string | undefined; status: 200 | 404 }) => string | Promise<string>;
  /** The status of a page path (404, a redirect); 200 for every path by default. */
  pageStatus?: (path: string) => Promise<PageOutcome>;
  /** Folders of the root whose files never change at their address (default: the build's assets/). */
  immutable?: readonly string[];
}

/** Sent when the page itself cannot be produced (the platform failed): no script, no data. */
export const serverErrorHtml = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Something went wrong</title></head>
<body style="font: 16px/1.5 system-ui, sans-serif; margin: 48px auto; max-width: 480px; text-align: center">
<h1>Something went wrong</h1><p>The marketplace could not load this page. Please try again in a moment.</p>
</body></html>`;

const LOOKS_LIKE_A_FILE = /\/[^/]+\.[a-z0-9]+$/i;

export async function serveStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const indexPath = join(options.root, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: build the front ends first (npm start builds them).`);
  const indexHtml = readFileSync(indexPath, 'utf8');

  const htmlHeaders = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...options.htmlHeaders };
  const sendPage = async (path: string, reply: FastifyReply, referer?: string, cookie?: string) => {
    let outcome: PageOutcome;
    let html: string;
    try {
      outcome = options.pageStatus ? await options.pageStatus(path) : { kind: 'page', status: 200 };
      if (outcome.kind === 'redirect') return await reply.header('cache-control', 'no-cache').redirect(outcome.location, outcome.status);
      html = options.renderHtml ? await options.renderHtml(indexHtml, path, { referer, cookie, status: outcome.status }) : indexHtml;
    } catch (error) {
      reply.log.error(error);
      return reply.code(500).headers(htmlHeaders).send(serverErrorHtml);
    }
    return reply.code(outcome.status).headers(htmlHeaders).send(html);
  };

  await app.register(
    async (site) => {
      await site.register(fastifyStatic, {
        root: options.root,
        prefix: '/',
        index: false,
        wildcard: true,
        // The build wrote .br and .gz beside each text file (vite-plugin-compression2).
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const immutable = (options.immutable ?? ['assets']).some((folder) => filePath.startsWith(`${join(options.root, folder)}/`));
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // A path the file server refuses (e.g. '//evil.example/x', '..') is a page that does not exist.
      site.setErrorHandler((error: FastifyError, _request, reply) => {
        const status = error.statusCode ?? 500;
        if (status >= 500) throw error;
        return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notFoundPage);
      });
      // The page itself and every client-side route: the same index.html.
      site.get('/', (request, reply) => sendPage(request.url, reply, request.headers.referer, request.headers.cookie));
      site.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply.code(404).send({ code: 'not_found', message: `No route for ${request.method} ${path}.` });
        }
        if (LOOKS_LIKE_A_FILE.test(path)) return reply.code(404).type('text/plain').send('Not found');
        // With its query: a server-rendered page (search results) depends on it.
        return sendPage(request.url, reply, request.headers.referer, request.headers.cookie);
      });
    },
    { prefix: options.prefix === '/' ? '' : options.prefix.replace(/\/$/, '') },
  );
}
