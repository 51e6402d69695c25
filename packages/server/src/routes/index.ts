import type { RoutePlugin } from '../http/route.ts';
import { identityProviderRoutes } from '../identity-provider/routes.ts';
import { accountsApiRoutes } from './accounts-api.ts';
import { applicationRoutes } from './applications.ts';
import { billingRoutes } from './billing.ts';
import { expertRoutes } from './experts.ts';
import { feedbackRoutes } from './feedback.ts';
import { reviewPageRoutes } from './review-pages.ts';
import { installedBillingRoutes } from './installed-billing.ts';
import { notificationRoutes } from './notifications.ts';
import { operatorRoutes } from './operator.ts';
import { productApiRoutes } from './product-api.ts';
import { staticDataRoutes } from './static-data.ts';
import { assetRoutes } from './assets.ts';
import { cartRoutes } from './carts.ts';
import { cataloguePageRoutes } from './catalogue-pages.ts';
import { developerConsoleRoutes } from './developer-console.ts';
import { chargeRoutes } from './charges.ts';
import { installRoutes } from './installs.ts';
import { planChangeRoutes } from './plan-change.ts';

/** Every endpoint group of spec 7; the base-path layout is in packages/server/README.md. */
export const platformRoutes: RoutePlugin = async (app, options) => {
  for (const group of [
    assetRoutes,
    installedBillingRoutes,
    installRoutes,
    planChangeRoutes,
    applicationRoutes,
    cataloguePageRoutes,
    cartRoutes,
    chargeRoutes,
    identityProviderRoutes,
    accountsApiRoutes,
    productApiRoutes,
    billingRoutes,
    feedbackRoutes,
    reviewPageRoutes,
    expertRoutes,
    notificationRoutes,
    staticDataRoutes,
    developerConsoleRoutes,
    operatorRoutes,
  ]) {
    await app.register(group, options);
  }
};
