import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import { registerApplicationRoutes } from './applications.ts';
import { registerAssetRoutes } from './assets.ts';
import { registerCartRoutes } from './carts.ts';
import { registerChargeRoutes } from './charges.ts';
import { registerInstallRoutes } from './installs.ts';

/** Every endpoint group of spec 7; the base-path layout is in packages/server/README.md. */
export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAssetRoutes(app, ctx);
  registerInstallRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerChargeRoutes(app, ctx);
}
