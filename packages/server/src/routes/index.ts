import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import { registerAccountRoutes } from './accounts.ts';
import { registerApplicationRoutes } from './applications.ts';
import { registerBillingRoutes } from './billing.ts';
import { registerExpertRoutes } from './experts.ts';
import { registerFeedbackRoutes } from './feedback.ts';
import { registerReviewPageRoutes } from './review-pages.ts';
import { registerInstalledBillingRoutes } from './installed-billing.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerProductApiRoutes } from './product-api.ts';
import { registerStaticDataRoutes } from './static-data.ts';
import { registerAssetRoutes } from './assets.ts';
import { registerCartRoutes } from './carts.ts';
import { registerDeveloperConsoleRoutes } from './developer-console.ts';
import { registerChargeRoutes } from './charges.ts';
import { registerInstallRoutes } from './installs.ts';
import { registerPlanChangeRoutes } from './plan-change.ts';

/** Every endpoint group of spec 7; the base-path layout is in packages/server/README.md. */
export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAssetRoutes(app, ctx);
  registerInstalledBillingRoutes(app, ctx);
  registerInstallRoutes(app, ctx);
  registerPlanChangeRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerChargeRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerProductApiRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerReviewPageRoutes(app, ctx);
  registerExpertRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerStaticDataRoutes(app, ctx);
  registerDeveloperConsoleRoutes(app, ctx);
}
