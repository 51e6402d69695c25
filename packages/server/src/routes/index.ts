import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import { registerApplicationRoutes } from './applications.ts';
import { registerAssetRoutes } from './assets.ts';

/** Every endpoint group of spec 7; the base-path layout is in packages/server/README.md. */
export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAssetRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
}
