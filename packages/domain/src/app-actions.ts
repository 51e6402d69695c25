/**
 * Which action buttons an app shows to this user, and why an action is refused (spec 2 "App action
 * buttons lead to", spec 4 install flow, spec 5 and 6 rules, spec 8 messages). One pure function
 * decides; the header, the cards and the search results only draw what it returns, and the server
 * refuses the same cases through installability.ts, which this builds on.
 */
import { isOwnApp, isService, isTutorialOnly, productOfApp } from './apps.ts';
import type { AppSummary } from './entities/app.ts';
import { readFlag } from './entities/app-fields.ts';
import type { Product } from './entities/product.ts';
import { catalogueMessage } from './errors.ts';
import { installRefusal, purchaseRefusal, type InstallContext, type Refusal, type RefusalReason } from './installability.ts';
import { appSettingsPath, authorizationUrl, hostPages, hostPlacementPaths, openAppPath, paths, type AppArea } from './routes.ts';

/** A path in the host product (the chat or help-desk app), not in the marketplace. */
export type HostTarget = { product: Product; path: string };

export type AppAction =
  /** A free app ('Install') or a free service ('Activate'); consent first when the app has an authorization client. */
  | { kind: 'install'; label: 'Install' | 'Activate'; needsConsent: boolean }
  /** Direct install: the account authorisation page (redirect, response type code, client id). */
  | { kind: 'direct-install'; label: 'Install' | 'Activate'; href: string; newTab: boolean }
  | { kind: 'buy'; label: 'Buy'; path: string }
  | { kind: 'add-to-cart'; label: 'Add to cart' }
  | { kind: 'in-cart'; label: 'In cart'; path: string }
  /** An installed app whose set-up ends on its own site: customProps.finishInstallUrl, labelled finishInstallCopy. */
  | { kind: 'finish-install'; label: string; href: string }
  | { kind: 'open'; label: 'Open'; target: HostTarget }
  /** An app placed on the host's chats or reports screen opens there too. */
  | { kind: 'open-in-chats'; label: 'Open in Chats'; target: HostTarget }
  | { kind: 'open-in-reports'; label: 'Open in Reports'; target: HostTarget }
  | { kind: 'settings'; label: 'Settings'; target: HostTarget }
  | { kind: 'uninstall'; label: 'Uninstall' | 'Deactivate' }
  /** The plan is too small for the app: the host's subscription page. */
  | { kind: 'upgrade'; label: 'Upgrade'; target: HostTarget }
  | { kind: 'request-access'; label: 'Request access'; product: Product }
  | { kind: 'developer-console'; label: 'Manage in the developer console'; path: string }
  | { kind: 'sign-in'; label: 'Sign in to install' | 'Sign in to buy' };

export interface AppActionsInput extends Omit<InstallContext, 'app'> {
  app: AppSummary;
  area?: AppArea;
  /** App ids in the user's cart. */
  cartAppIds: readonly string[];
  /** The cart is locked by a started checkout (domain/cart-machine isCartLocked): nothing may be added. */
  cartLocked?: boolean;
  /** Where the accounts authorisation page lives (direct install). */
  accountsOrigin: string;
}

export interface AppActions {
  /** In the order they are drawn; the first is the dominant call to action. */
  actions: AppAction[];
  /** Why installing or buying is refused (with the spec's message, or null when the spec shows none). */
  refusal: Refusal | null;
}

/** Refusals a person with more rights could lift: the user may ask for access. */
const requestableReasons: readonly RefusalReason[] = ['role', 'billing-permission', 'only-owner', 'organization-without-billing'];

/** Whether the app is paid: a payment means Buy and the cart, none means Install. */
export function isPaid(app: Pick<AppSummary, 'payment'>): boolean {
  return app.payment !== null;
}

export function installLabel(app: Pick<AppSummary, 'customProps'>): 'Install' | 'Activate' {
  return isService(app) ? 'Activate' : 'Install';
}

export function uninstallLabel(app: Pick<AppSummary, 'customProps'>): 'Uninstall' | 'Deactivate' {
  return isService(app) ? 'Deactivate' : 'Uninstall';
}

function installAction(app: AppSummary, input: AppActionsInput): AppAction {
  const label = installLabel(app);
  const clientId = app.authorization?.clientId;
  if (app.directInstallUrl && clientId) {
    return {
      kind: 'direct-install',
      label,
      href: authorizationUrl(input.accountsOrigin, { clientId, redirectUri: app.directInstallUrl }),
      newTab: readFlag(app.customProps, 'directInstallUrlInNewTab'),
    };
  }
  return { kind: 'install', label, needsConsent: Boolean(clientId) };
}

/** Where an installed app's set-up is finished, when the app names such a page. */
export function finishInstallAction(app: Pick<AppSummary, 'customProps'>): Extract<AppAction, { kind: 'finish-install' }> | null {
  const href = app.customProps.finishInstallUrl;
  if (!href || !/^https?:\/\//i.test(href)) return null;
  return { kind: 'finish-install', label: app.customProps.finishInstallCopy?.trim() || 'Finish installation', href };
}

function installedActions(app: AppSummary, input: AppActionsInput, product: Product): AppAction[] {
  const area = input.area ?? 'published';
  const actions: AppAction[] = [];
  const finish = finishInstallAction(app);
  if (finish) actions.push(finish);
  // Services have no place in the host product to open: they are activated, not used.
  if (!isService(app)) {
    actions.push({ kind: 'open', label: 'Open', target: { product, path: openAppPath(app, { isPrivate: area === 'private' }) } });
    const placements = appPlacements(app);
    if (placements.includes('chats')) actions.push({ kind: 'open-in-chats', label: 'Open in Chats', target: { product, path: hostPlacementPaths.chats } });
    if (placements.includes('reports')) actions.push({ kind: 'open-in-reports', label: 'Open in Reports', target: { product, path: hostPlacementPaths.reports } });
  }
  actions.push({ kind: 'settings', label: 'Settings', target: { product, path: appSettingsPath(app, { inReview: area === 'in-review' }) } });
  // Removing takes the same rights as installing (the installed state itself is not an obstacle here).
  const rights = installRefusal({ ...input, installedAppIds: [] });
  if (rights === null || rights.reason === 'plan') actions.push({ kind: 'uninstall', label: uninstallLabel(app) });
  return actions;
}

/**
 * The host screens an app is placed on: the chats screen for an app with a panel beside the chat
 * (plugin) or in the message box, the reports screen for an app flagged agentAppReport.
 */
export function appPlacements(app: Pick<AppSummary, 'widgets' | 'customProps'>): Array<'chats' | 'reports'> {
  const placements: Array<'chats' | 'reports'> = [];
  if (app.widgets.some((widget) => widget.placement === 'plugin' || widget.placement === 'messagebox')) placements.push('chats');
  if (readFlag(app.customProps, 'agentAppReport')) placements.push('reports');
  return placements;
}

/** What follows a refusal: ask for access, upgrade the plan, or nothing. */
function refusalActions(refusal: Refusal, product: Product): AppAction[] {
  if (requestableReasons.includes(refusal.reason)) return [{ kind: 'request-access', label: 'Request access', product }];
  if (refusal.reason === 'plan') return [{ kind: 'upgrade', label: 'Upgrade', target: { product, path: hostPages[product].subscription } }];
  return [];
}

export function appActions(input: AppActionsInput): AppActions {
  const { app, session } = input;
  const product = productOfApp(app);
  // Tutorial-only apps are set up by following the tutorial: nothing to install or pay.
  if (isTutorialOnly(app)) return { actions: [], refusal: null };

  const installed = input.installedAppIds.includes(app.id);
  const check = isPaid(app) ? purchaseRefusal : installRefusal;
  const refusal = check(input);

  if (installed && session.isAuthorized) {
    // A ghost login is told why nothing but Open and Settings is offered.
    const ghost = installRefusal({ ...input, installedAppIds: [] });
    return { actions: installedActions(app, input, product), refusal: ghost?.reason === 'ghost-login' ? ghost : refusal };
  }
  if (refusal?.reason === 'not-installable') return { actions: [], refusal };
  if (refusal?.reason === 'not-signed-in') {
    return { actions: [{ kind: 'sign-in', label: isPaid(app) ? 'Sign in to buy' : 'Sign in to install' }], refusal };
  }
  // Developers manage their own apps in the console, free or paid (spec 1).
  if (isOwnApp(app, session.organizationId)) {
    return {
      actions: [{ kind: 'developer-console', label: 'Manage in the developer console', path: paths.developerConsoleApp(app.id) }],
      refusal: refusal ?? { reason: 'own-app', code: 'ownApp', message: catalogueMessage('ownApp') },
    };
  }
  if (refusal !== null) return { actions: refusalActions(refusal, product), refusal };

  if (!isPaid(app)) return { actions: [installAction(app, input)], refusal: null };
  const inCart = input.cartAppIds.includes(app.id);
  const buy: AppAction = { kind: 'buy', label: 'Buy', path: paths.checkout(app.slug) };
  if (inCart) return { actions: [buy, { kind: 'in-cart', label: 'In cart', path: paths.cart() }], refusal: null };
  // A locked cart refuses additions: Buy stays (a charge of its own), Add to cart is not offered.
  if (input.cartLocked === true) return { actions: [buy], refusal: { reason: 'cart-locked', code: 'cartLocked', message: catalogueMessage('cartLocked') } };
  return { actions: [buy, { kind: 'add-to-cart', label: 'Add to cart' }], refusal: null };
}

// ----- After paying: where the app is used, set up, and seen among the organisation's apps. -----

export type NextStep =
  | { kind: 'open'; label: 'Open'; target: HostTarget }
  /** The app's settings in the host, or the page on its own site where its set-up is finished. */
  | { kind: 'set-up'; label: 'Set up'; target: HostTarget; href: null }
  | { kind: 'set-up'; label: 'Set up'; target: null; href: string }
  | { kind: 'my-apps'; label: 'My apps'; path: string };

/**
 * The thank-you pages' next steps: Open in the host that owns the app (not for a service, which is
 * activated rather than used), Set up (its finish-install page when it names one, otherwise its
 * settings), and My apps. A charge of no app of the catalogue has only My apps.
 */
export function nextStepsAfterPurchase(app: AppSummary | null): NextStep[] {
  const myApps: NextStep = { kind: 'my-apps', label: 'My apps', path: paths.myApps() };
  if (app === null) return [myApps];
  const product = productOfApp(app);
  const steps: NextStep[] = [];
  if (!isService(app)) steps.push({ kind: 'open', label: 'Open', target: { product, path: openAppPath(app, { isPrivate: false }) } });
  const finish = finishInstallAction(app);
  steps.push(
    finish
      ? { kind: 'set-up', label: 'Set up', target: null, href: finish.href }
      : { kind: 'set-up', label: 'Set up', target: { product, path: appSettingsPath(app, { inReview: false }) }, href: null },
  );
  steps.push(myApps);
  return steps;
}

// ----- Consent before installing an app with an authorization client. -----

const placementWords: Readonly<Record<AppSummary['widgets'][number]['placement'], (product: string) => string>> = {
  plugin: (product) => `Show its own panel next to your chats in ${product}`,
  fullscreen: (product) => `Open as a full-screen app inside ${product}`,
  settings: (product) => `Add its settings page to ${product}`,
  messagebox: () => 'Put text and cards into the message box while you chat',
  'targeted-message': () => 'Send targeted messages to visitors on your website',
};

/**
 * What the app will be allowed to do, in words, for the consent step (shown before installing an
 * app with an authorization client). Read from what the app declares: its client and its widgets.
 */
export function consentItems(app: Pick<AppSummary, 'widgets' | 'authorization' | 'product'>, productName: string): string[] {
  const items = [`Read your name, email address and organization in ${productName}`];
  if (app.authorization?.clientId) items.push(`Read and change ${productName} data of your organization on your behalf`);
  const placements = [...new Set(app.widgets.map((widget) => widget.placement))];
  for (const placement of placements) items.push(placementWords[placement](productName));
  items.push('Keep this access until you uninstall the app');
  return items;
}

// ----- Why people uninstall (the optional reasons form). -----

export const uninstallReasons = [
  "It didn't work as expected",
  "It's missing features I need",
  "It's too expensive",
  'I found a better alternative',
  'I only needed it for a short time',
] as const;
export type UninstallReason = (typeof uninstallReasons)[number];

/** Longest free-text comment the form accepts (the platform takes up to 2000 characters in all). */
export const UNINSTALL_COMMENT_MAX = 500;

/**
 * The reasons string sent with the uninstall: the chosen reasons and the comment, '; '-joined;
 * undefined when the user gave none (the form is optional).
 */
export function uninstallReasonText(chosen: readonly UninstallReason[], comment: string): string | undefined {
  const parts = [...uninstallReasons.filter((reason) => chosen.includes(reason)), comment.trim().slice(0, UNINSTALL_COMMENT_MAX)].filter(Boolean);
  return parts.length === 0 ? undefined : parts.join('; ');
}
