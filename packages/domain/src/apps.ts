/** Basic facts about an app: its product, whether it is a service, whether it is tutorial-only. */
import { LEGACY_INTEGRATION_IDS } from './constants.ts';
import type { App } from './entities/app.ts';
import { readFlag } from './entities/app-fields.ts';
import type { Product, Variant } from './entities/product.ts';

/** An empty (or absent) product on an app means the chat product (spec 1). */
export function productOfApp(app: Pick<App, 'product'>): Product {
  return app.product ? app.product : 'livechat';
}

/** The default product is livechat, or helpdesk in the help-desk variants (spec 1). */
export function defaultProductOf(variant: Variant): Product {
  return variant === 'helpdesk' || variant === 'helpdesk-framed' ? 'helpdesk' : 'livechat';
}

/** A service is an app whose customProps.isService is the string 'true'. */
export function isService(app: Pick<App, 'customProps'>): boolean {
  return readFlag(app.customProps, 'isService');
}

/**
 * Tutorial-only apps are shown differently: a tutorial URL, no payment, no widgets, no theme, and
 * not one of the legacy integrations (LEGACY_INTEGRATION_IDS unless the caller passes others).
 */
export function isTutorialOnly(app: Pick<App, 'id' | 'tutorialUrl' | 'payment' | 'widgets' | 'theme'>, legacyIntegrationIds: readonly string[] = LEGACY_INTEGRATION_IDS): boolean {
  return Boolean(app.tutorialUrl) && app.payment === null && app.widgets.length === 0 && !app.theme && !legacyIntegrationIds.includes(app.id);
}

/** What decides 'Tutorial' instead of a price: the app's own facts, or the flag a search index row carries in their place (catalogue-pages suggestibleApps). */
export type TutorialFacts = Pick<App, 'id' | 'tutorialUrl' | 'payment' | 'widgets' | 'theme'> | { tutorialOnly: boolean };

/** Whether a card, a search result or a suggestion says 'Tutorial' where a price would be. */
export const showsTutorial = (app: TutorialFacts): boolean => ('tutorialOnly' in app ? app.tutorialOnly : isTutorialOnly(app));

/** Developers cannot buy their own app or service: the app belongs to the user's organisation. */
export function isOwnApp(app: Pick<App, 'organizationId'>, organizationId: string | null): boolean {
  return Boolean(app.organizationId) && app.organizationId === organizationId;
}

/**
 * The step an app asks for after installing (customProps.finishInstallUrl and finishInstallCopy):
 * a link to the app's own site with its copy. Only a web address is offered; without copy, a plain one.
 */
export function finishInstallStep(app: Pick<App, 'customProps'>): { href: string; copy: string } | null {
  const href = app.customProps.finishInstallUrl;
  if (href === undefined || !/^https?:\/\//i.test(href)) return null;
  return { href, copy: app.customProps.finishInstallCopy?.trim() || 'Finish the installation' };
}
