/**
 * Routes of spec 2. Builders return paths relative to the base path (what the router sees, e.g.
 * '/apps/'); publicPath adds '/marketplace' for links outside the router and for reporting.
 * Listing and detail paths end with a slash; checkout paths are written as the spec writes them.
 */
import { isService, productOfApp } from './apps.ts';
import type { AppsCollection } from './collections.ts';
import { categorySlugs, type App, type CategorySlug } from './entities/app.ts';
import type { Filters } from './entities/filters.ts';
import { productNames } from './entities/product-names.ts';
import type { Product } from './entities/products.ts';
import { queryString } from './query-string.ts';
import { appsSettingsPath } from './apps-settings-path.ts';

// The public form of a path lives apart, for the hosts (public-path.ts).
export { publicPath } from './public-path.ts';

export type CollectionSlug = AppsCollection;

/** The sections of an app detail page, reached by hash. */
export const appDetailSections = ['upgrades', 'description', 'features', 'benefits', 'support', 'app-terms', 'reviews', 'changelog', 'more-by-developer'] as const;
export type AppDetailSection = (typeof appDetailSections)[number];

/** Where an app's detail lives: the public catalogue, a private app, or an app in review. */
export type AppArea = 'published' | 'private' | 'in-review';

const seg = (value: string) => encodeURIComponent(value);

/** A path segment as written before `seg` encoded it; null when it is not valid percent-encoding. */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The query parameter of All apps that names an app address that was not found. */
export const UNKNOWN_APP_PARAM = 'not-found';

export const paths = {
  home: () => '/',
  apps: () => '/apps/',
  collection: (slug: CollectionSlug) => `/apps/${slug}/`,
  /** /apps/{category}/ with the filters and sortBy as a query string. */
  listing: (category: CategorySlug | null, filters: Partial<Filters> = {}) =>
    `${category === null ? '/apps/' : `/apps/${seg(category)}/`}${queryString({ ...filters, category: undefined })}`,
  comingSoon: () => '/apps/coming-soon/',
  partners: () => '/partners/',
  recommendedPartners: () => '/partners/recommended/',
  expert: (slug: string) => `/partners/expert/${seg(slug)}/`,
  expertCampaign: (slug: string) => `/partners/expert-campaign/${seg(slug)}/`,
  developers: () => '/developers/',
  /** Ours (beyond the spec): up to three apps side by side, kept in the address as ?apps=a,b,c. */
  compare: (...slugs: string[]) => `/compare/${queryString({ apps: slugs })}`,
  developer: (slug: string) => `/developers/${seg(slug)}/`,
  services: () => '/services/',
  saasDeals: () => '/saas-deals/',
  omnichannel: () => '/omnichannel-communication/',
  enhanceEcommerce: () => '/enhance-ecommerce/',
  search: (query: string) => `/search/${queryString({ query })}`,
  notFound: () => '/404/',
  cart: () => '/cart/',
  cartThankYou: (cartId: string) => `/checkout/cart/${seg(cartId)}/thank-you`,
  cartReviewOrder: (cartId: string) => `/checkout/cart/${seg(cartId)}/review-order`,
  checkout: (slug: string, embedded = false) => `/checkout/${seg(slug)}${queryString({ embedded: embedded || undefined })}`,
  ownAppThankYou: (slug: string) => `/checkout/${seg(slug)}/thank-you`,
  recurrentChargeThankYou: (id: string) => `/checkout/charge/${seg(id)}/recurrent_charge/thank-you`,
  /** Ours: the page an app sends its user to, to pay a direct charge it created; icon and description from its query. */
  externalDirectCharge: (chargeId: string, details: { icon?: string; description?: string } = {}) => `/checkout/charge/${seg(chargeId)}/direct_charge${queryString(details)}`,
  /** The external direct charge page reads icon and description from its query. */
  directChargeThankYou: (chargeId: string, details: { icon?: string; description?: string } = {}) =>
    `/checkout/charge/${seg(chargeId)}/direct_charge/thank-you${queryString(details)}`,
  /** After a checkout is rejected with a redirect. */
  afterCheckoutRejected: () => '/cart/',
  /** After sign-out, or when a direct charge is not found. */
  afterSignOut: () => '/',
  /** Ours: the apps the organisation has installed, with settings and uninstall. */
  myApps: () => '/my-apps/',
  /** Where an unknown app's address falls back to (spec 2: /apps/), naming what was not found. */
  unknownApp: (slug: string) => `/apps/${queryString({ [UNKNOWN_APP_PARAM]: slug.slice(0, 100) })}`,
  /** Ours: the developer console, the signed-in developer's apps with their publication state. */
  developerConsole: () => '/console/',
  /** Ours: the developer console opened at one of the developer's apps. */
  developerConsoleApp: (appId: string) => `/console/apps/${seg(appId)}/`,
  /** Ours (beyond the spec): the signed-in account's own app reviews, to edit or withdraw. */
  myReviews: () => '/my-reviews/',
  /** Ours: where the accounts page sends a frame or popup sign-in back to (its hash is read by the opener). */
  signInCallback: () => '/sign-in/callback/',
} as const;

const isCategorySlug = (value: string): value is CategorySlug => (categorySlugs as readonly string[]).includes(value);

/** The pairs of a query string as written ('a=1', 'b=x%20y'), and the value of its `category` (null when absent). */
function splitCategory(search: string): { rest: string[]; category: string | null } {
  let category: string | null = null;
  const rest: string[] = [];
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const [key = '', value = ''] = pair.split('=');
    if (key === 'category') category = decodedSegment(value.replace(/\+/g, ' ')) ?? value;
    else rest.push(pair);
  }
  return { rest, category };
}

/**
 * The listing of a category, or of all apps (null), with the address's other parameters
 * (filters, sortBy, a frame's flags): spec 2 puts the category in the path, never in the query.
 */
export function categoryListingPath(category: CategorySlug | null, search: string): string {
  const { rest } = splitCategory(search);
  return `${category === null ? paths.apps() : `/apps/${seg(category)}/`}${rest.length === 0 ? '' : `?${rest.join('&')}`}`;
}

/**
 * Where an address that names its category in the query has moved (`/apps/?category=crm` and
 * `/apps/cms/?category=crm` to `/apps/crm/`, an empty one, "Any", to All apps); null for every other
 * address, an unknown category's included (it lists nothing, as it did). `path` is the router's.
 */
export function movedCategoryListing(path: string, search: string): string | null {
  const asked = splitCategory(search).category;
  if (asked === null) return null;
  const [folder, segment, ...rest] = path.split('/').filter((part) => part !== '');
  const listing = folder === 'apps' && rest.length === 0 && (segment === undefined || isCategorySlug(segment));
  if (!listing) return null;
  if (asked === '') return categoryListingPath(null, search);
  return isCategorySlug(asked) ? categoryListingPath(asked, search) : null;
}

/**
 * An app's detail page: /services/{slug}/ for a service, /embedded-apps/{slug}/ when embedded,
 * the private and in-review areas for those apps, /apps/{slug}/ otherwise; an unknown app falls
 * back to /apps/.
 */
export function appDetailPath(
  app: Pick<App, 'slug' | 'customProps'> | null | undefined,
  options: { embedded?: boolean; area?: AppArea; section?: AppDetailSection; settings?: boolean } = {},
): string {
  if (!app) return paths.apps();
  const area = options.area ?? 'published';
  const folder =
    area === 'private'
      ? options.embedded
        ? 'embedded-private-apps'
        : 'private-apps'
      : area === 'in-review'
        ? 'in-review-apps'
        : options.embedded
          ? 'embedded-apps'
          : isService(app)
            ? 'services'
            : 'apps';
  const query = queryString({ action: options.settings ? 'settings' : undefined });
  const hash = options.section ? `#${options.section}` : '';
  return `/${folder}/${seg(app.slug)}/${query}${hash}`;
}

/**
 * Which area an app detail path belongs to and whether it is the embedded variant: the reverse of
 * appDetailPath's folders (/private-apps/, /embedded-private-apps/, /in-review-apps/,
 * /embedded-apps/; anything else is the public catalogue).
 */
export function appDetailArea(pathname: string): { area: AppArea; embedded: boolean } {
  const folder = pathname.split('/').find((part) => part !== '') ?? '';
  if (folder === 'private-apps') return { area: 'private', embedded: false };
  if (folder === 'embedded-private-apps') return { area: 'private', embedded: true };
  if (folder === 'in-review-apps') return { area: 'in-review', embedded: false };
  return { area: 'published', embedded: folder === 'embedded-apps' };
}

/** Checkout pages are recognised by /checkout/ in the path. */
export function isCheckoutPath(path: string): boolean {
  return path.includes('/checkout/');
}

/** The folders of profile pages, each read from its builder: a profile page is its folder and one slug. */
const profileFolders = (
  [
    ['expert', paths.expert('-')],
    ['expert', paths.expertCampaign('-')],
    ['developer', paths.developer('-')],
  ] as const
).map(([kind, built]) => ({
  kind,
  folder: built
    .split('/')
    .filter((segment) => segment !== '')
    .slice(0, -1),
}));

/**
 * The profile a route path shows: an expert's (their page, or its campaign variant) or a
 * developer's, with its slug decoded (null when that is not valid percent-encoding).
 */
export function profilePageOf(path: string): { kind: 'expert' | 'developer'; slug: string | null } | null {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '');
  const found = profileFolders.find(({ folder }) => segments.length === folder.length + 1 && folder.every((part, index) => segments[index] === part));
  return found ? { kind: found.kind, slug: decodedSegment(segments[segments.length - 1] ?? '') } : null;
}

/** Routes rendered only on the client (no static page). */
export const clientOnlyRoutes = ['/cart/*', '/checkout/*', '/embedded-apps/*', '/embedded-private-apps/*', '/in-review-apps/*', '/private-apps/*'] as const;

/** Page title pattern: '{title} | {product} Integrations'. */
export function pageTitle(title: string, product: Product): string {
  return `${title} | ${productNames[product]} Integrations`;
}

/** What assistive technology hears on navigation. */
export function navigationAnnouncement(title: string): string {
  return `Navigated to ${title}`;
}

// ----- Where app action buttons lead, inside the host product (spec 2). -----

// The product's apps settings page, apart for the hosts (apps-settings-path.ts).
export { appsSettingsPath };

const joinPath = (base: string, tail: string) => `${base.replace(/\/+$/, '')}/${seg(tail)}`;

/**
 * Opening an app in its host product: /app/{slug} (/apps/{slug} on the help desk); a private app
 * uses its widget id instead of the slug; an app with customProps.alternativeFullscreenPath opens
 * that path plus its fullscreen widget id.
 */
export function openAppPath(app: Pick<App, 'slug' | 'product' | 'widgets' | 'customProps'>, options: { isPrivate: boolean }): string {
  const widgetId = (app.widgets.find((widget) => widget.placement === 'fullscreen') ?? app.widgets[0])?.id;
  const alternative = app.customProps.alternativeFullscreenPath;
  if (alternative && widgetId) return joinPath(alternative, widgetId);
  const base = productOfApp(app) === 'helpdesk' ? '/apps' : '/app';
  return joinPath(base, options.isPrivate && widgetId ? widgetId : app.slug);
}

/**
 * An app's settings in its host product: customProps.alternativeSettingUrl when set, otherwise the
 * product's apps settings page plus the app id (in review) or slug.
 */
export function appSettingsPath(app: Pick<App, 'id' | 'slug' | 'product' | 'customProps'>, options: { inReview: boolean }): string {
  const alternative = app.customProps.alternativeSettingUrl;
  if (alternative) return alternative;
  return joinPath(appsSettingsPath(productOfApp(app)), options.inReview ? app.id : app.slug);
}

/**
 * The account authorisation page for a direct install: redirect, response type code and client id.
 * `authorizePage` is the page's own address: the query follows it directly (a slash before it
 * would name another page).
 */
export function authorizationUrl(authorizePage: string, options: { clientId: string; redirectUri: string }): string {
  return `${authorizePage.replace(/\/+$/, '')}${queryString({
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
  })}`;
}

/** The host product's chats and reports screens, where apps are placed (spec 2). */
export const hostPlacementPaths = { chats: '/chats', reports: '/reports' } as const;

/**
 * Subscription and terms-of-service pages of each host product. The spec does not give these
 * paths; they are ours, kept in one place.
 */
export const hostPages: Readonly<Record<Product, { subscription: string; termsOfService: string }>> = {
  livechat: { subscription: '/subscription', termsOfService: '/legal/terms-of-service' },
  helpdesk: { subscription: '/subscription', termsOfService: '/legal/terms-of-service' },
  accounts: { subscription: '/subscription', termsOfService: '/legal/terms-of-service' },
  chatbot: { subscription: '/subscription', termsOfService: '/legal/terms-of-service' },
  text: { subscription: '/subscription', termsOfService: '/legal/terms-of-service' },
};
