/**
 * `GET /v2/embedding/first-view`: the marketplace's first view for an inline host's page, rendered
 * on the server, for a host whose own server writes it into its page (docs/embedding.md): the HTML
 * to put inside the container the host gives `./mount`, the page's data block and the early
 * controls' script. Public data only (what a visitor sees), no cookies; readable from any origin.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerRenderer } from './server-render.ts';

export const FIRST_VIEW_PATH = '/v2/embedding/first-view';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const firstViewQuerySchema = z.strictObject({
  /** The address asked for on the host's page: path and query, under `basename`. */
  path: z.string().regex(/^\/[^\s#]*$/, 'a path starting with /'),
  product: z.enum(['livechat', 'helpdesk', 'text']),
  basename: z.string().regex(/^(\/[\w.~-]+)+$/, 'a path such as /marketplace, without a trailing slash'),
  hostChrome: flag,
  hostNavigation: flag,
  notifications: z.enum(['top', 'bottom']).default('top'),
});

export function registerFirstView(app: FastifyInstance, renderer: ServerRenderer | null): void {
  app.get(FIRST_VIEW_PATH, async (request, reply) => {
    reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
    const parsed = firstViewQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      return reply.code(400).send({ code: 'invalid_query', message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
    }
    const { path, ...host } = parsed.data;
    if (!path.startsWith(`${host.basename}/`) && path !== host.basename) {
      return reply.code(400).send({ code: 'invalid_query', message: 'path: must be under basename' });
    }
    const view = renderer ? await renderer.inline(path, host) : null;
    if (!view) return reply.code(404).send({ code: 'not_rendered', message: 'The server renders no first view here: the host mounts the marketplace in the browser.' });
    return view;
  });
}
