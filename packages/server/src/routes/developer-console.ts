/**
 * The developer console's platform addresses (/console/, /console/apps/{id}) lead to its page in
 * the marketplace, where the signed-in developer's session is: a bookmark or an older link to the
 * platform's own path lands on the console, not on a 404.
 */
import { z } from 'zod';
import { paths, publicPath } from '@marketplace/domain/routes';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

const consoleAppParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const developerConsoleRoutes: RoutePlugin = async (app, { ctx }) => {
  for (const url of ['/console', '/console/']) {
    route(app, ctx, { method: 'GET', url, access: 'public', response: z.string() }, async ({ reply }) => {
      void reply.redirect(publicPath(paths.developerConsole()), 302);
      return '';
    });
  }
  route(app, ctx, { method: 'GET', url: '/console/apps/:id', access: 'public', params: consoleAppParamsSchema, response: z.string() }, async ({ params, reply }) => {
    void reply.redirect(publicPath(paths.developerConsoleApp(params.id)), 302);
    return '';
  });
};
