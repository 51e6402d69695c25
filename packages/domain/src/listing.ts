/** Which apps a listing shows: the exclusion rules of spec 5 and the filters of spec 3. */
import { isService, productOfApp } from './apps.ts';
import { PAID_RELATED_ONLY_APP_ID } from './constants.ts';
import type { App, AppPayment, AppSummary } from './entities/app.ts';
import { readFlag, widgetPlacements } from './entities/app-fields.ts';
import type { Filters, PaymentType } from './entities/filters.ts';
import { appSorts, MIN_RATING_FILTER, paymentTypes } from './entities/filter-lists.ts';
import { products, type Product, type Variant } from './entities/products.ts';
import { EXPERT_SERVICES } from './constants.ts';
import { isOneOf } from './one-of.ts';
import { sortApps } from './sorting.ts';
import { parseDecimalInteger } from './decimal-integer.ts';

/**
 * Cards a listing draws at first (on the server too) and adds per step: a few screens of a wide
 * grid, so a change of a long listing costs its first rows only. The grid, its server
 * rendering and the tests read it here.
 */
export const LISTING_STEP = 24;

export type ListingOptions = {
  /** The product the marketplace is opened in: the default listing shows only its apps. */
  product: Product;
  /** 'apps' lists leave services out; 'services' lists show only services. */
  kind: 'apps' | 'services';
  /** Ids explicitly listed: hidden apps and apps with a theme are shown only when listed. */
  listedIds?: readonly string[];
  /** Leave out apps under maintenance. */
  filterMaintenance?: boolean;
  /** In the default mode apps flagged hiddenForBeta are left out; 'beta' shows them. */
  mode?: 'default' | 'beta';
};

export type ExclusionReason = 'hidden' | 'maintenance' | 'hidden-for-beta' | 'service' | 'not-service' | 'theme';

type ListableApp = Pick<App, 'id' | 'hidden' | 'underMaintenance' | 'customProps' | 'theme'>;

/** Why the app is left out of a listing, or null when it may be shown. */
export function exclusionReason(app: ListableApp, options: Omit<ListingOptions, 'product'>): ExclusionReason | null {
  const listed = options.listedIds?.includes(app.id) ?? false;
  if (app.hidden && !listed) return 'hidden';
  if (app.underMaintenance && options.filterMaintenance) return 'maintenance';
  if (readFlag(app.customProps, 'hiddenForBeta') && (options.mode ?? 'default') === 'default') return 'hidden-for-beta';
  if (options.kind === 'apps' && isService(app)) return 'service';
  if (options.kind === 'services' && !isService(app)) return 'not-service';
  if (app.theme && !listed) return 'theme';
  return null;
}

/** The payment filter's value for a payment: free, once, monthly per organisation or per account. */
export function paymentTypeOf(payment: Pick<AppPayment, 'price' | 'months' | 'perAccount'> | null): PaymentType {
  if (payment === null || payment.price === 0) return 'free';
  if (payment.months === null || payment.months === undefined) return 'once';
  return payment.perAccount ? 'monthly-per-account' : 'monthly-per-organization';
}

type FilterableApp = Pick<App, 'product' | 'payment' | 'widgets' | 'category' | 'types' | 'languages' | 'industries' | 'country' | 'customProps' | 'rating'>;

/**
 * Every filter given must match. compatibility: built for that product; service(s): among the
 * app's types (any of services); category: the category's id (its slug).
 */
export function matchesFilters(app: FilterableApp, filters: Partial<Filters>): boolean {
  const { compatibility, paymentType, widgetPlacement, category, service, services, language, industry, country, verified, minRating } = filters;
  return (
    (compatibility === undefined || productOfApp(app) === compatibility) &&
    (paymentType === undefined || paymentTypeOf(app.payment) === paymentType) &&
    (widgetPlacement === undefined || app.widgets.some((widget) => widget.placement === widgetPlacement)) &&
    (category === undefined || app.category.id === category) &&
    (service === undefined || app.types.includes(service)) &&
    (services === undefined || services.length === 0 || services.some((kind) => app.types.includes(kind))) &&
    (language === undefined || app.languages.includes(language)) &&
    (industry === undefined || app.industries.includes(industry)) &&
    (country === undefined || app.country === country) &&
    (verified === undefined || app.customProps.verified === 'true') &&
    // An app nobody has rated yet has no rating to reach.
    (minRating === undefined || (app.rating !== null && app.rating !== undefined && app.rating >= minRating))
  );
}

/**
 * A listing: exclusions, then the default product restriction (unless a compatibility filter
 * chooses the product), then the filters, sorted by sortBy (recommended by default).
 */
export function listApps<T extends AppSummary>(apps: readonly T[], filters: Partial<Filters>, options: ListingOptions): T[] {
  const shown = apps.filter(
    (app) => exclusionReason(app, options) === null && (filters.compatibility !== undefined || productOfApp(app) === options.product) && matchesFilters(app, filters),
  );
  return sortApps(shown, filters.sortBy ?? 'recommended');
}

/** How many lists listingOf keeps for filters asked before (a visitor going back and forth between choices). */
const LISTS_KEPT = 16;

/** The filters as a key: the same for equal filters, whatever the order or undefined entries. */
const filtersKey = (filters: Partial<Filters>): string =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

/**
 * One catalogue's listing for many filter changes (a listing screen's selects): the same apps as
 * listApps gives for every filters, but the exclusions and the product restriction are applied
 * once and each sort once per product, then each call only keeps the apps that pass the filters. Filtering a
 * stably sorted list keeps its order, so this equals sorting the filtered apps. The last
 * LISTS_KEPT lists are kept, so filters asked again give the same array at once (not to be
 * changed by the caller).
 */
export function listingOf<T extends AppSummary>(apps: readonly T[], options: ListingOptions): (filters: Partial<Filters>) => readonly T[] {
  let eligible: T[] | null = null;
  /** Per product (the compatibility filter's, or the marketplace's by default): its eligible apps. */
  const ofProduct = new Map<string, T[]>();
  /** Per sort and product: those apps sorted. */
  const sorted = new Map<string, T[]>();
  /** The lists given for the last filters asked, least recently asked first. */
  const kept = new Map<string, readonly T[]>();
  return (filters) => {
    const key = filtersKey(filters);
    const known = kept.get(key);
    if (known !== undefined) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const sort = filters.sortBy ?? 'recommended';
    const product = filters.compatibility ?? options.product;
    let order = sorted.get(`${sort} ${product}`);
    if (order === undefined) {
      let own = ofProduct.get(product);
      if (own === undefined) {
        eligible ??= apps.filter((app) => exclusionReason(app, options) === null);
        own = eligible.filter((app) => productOfApp(app) === product);
        ofProduct.set(product, own);
      }
      order = sortApps(own, sort);
      sorted.set(`${sort} ${product}`, order);
    }
    const list = order.filter((app) => matchesFilters(app, filters));
    kept.set(key, list);
    if (kept.size > LISTS_KEPT) kept.delete(kept.keys().next().value as string);
    return list;
  };
}

/** For app 18270 only apps with payment are offered as related. */
export function isOfferedAsRelated(app: Pick<App, 'id'>, candidate: Pick<App, 'id' | 'payment'>): boolean {
  if (candidate.id === app.id) return false;
  return app.id !== PAID_RELATED_ONLY_APP_ID || candidate.payment !== null;
}

/** Related apps: others of the same category, by the 18270 rule. */
export function relatedApps<T extends Pick<App, 'id' | 'payment' | 'category'>>(app: T, candidates: readonly T[]): T[] {
  return candidates.filter((candidate) => candidate.category.id === app.category.id && isOfferedAsRelated(app, candidate));
}

/**
 * In the agent app the help-desk product is excluded from search results; in the help-desk and
 * text-product variants search keeps to that product's own apps, like every listing there (spec 1:
 * the default listing is restricted to the product the marketplace is opened in).
 */
export function isInSearchOf(app: Pick<App, 'product'>, variant: Variant): boolean {
  if (variant === 'helpdesk' || variant === 'helpdesk-framed') return productOfApp(app) === 'helpdesk';
  if (variant === 'text' || variant === 'text-framed') return productOfApp(app) === 'text';
  return !(variant === 'agent-app' && productOfApp(app) === 'helpdesk');
}

/**
 * Filters from a parsed listing query string (see parseQuery). A value that does not parse is
 * dropped on its own, so one stale parameter in a shared link does not lose the others.
 */
export function readFilters(query: Readonly<Record<string, string>>): Filters {
  const filters: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(filterReaders)) {
    const value = query[key];
    const parsed = value === undefined ? undefined : read(value);
    if (parsed !== undefined) filters[key] = parsed;
  }
  return filters;
}

/**
 * How each filter reads its query value, or undefined when it does not parse: what filtersSchema
 * accepts, from the same lists (listing.test.ts holds them equal), without loading zod into a
 * listing's first view.
 */
const filterReaders: { [K in keyof Filters]-?: (value: string) => Filters[K] | undefined } = {
  compatibility: (value) => (isOneOf(products, value) ? value : undefined),
  paymentType: (value) => (isOneOf(paymentTypes, value) ? value : undefined),
  widgetPlacement: (value) => (isOneOf(widgetPlacements, value) ? value : undefined),
  category: (value) => value,
  service: (value) => (isOneOf(EXPERT_SERVICES, value) ? value : undefined),
  services: (value) => {
    const services = value.split(',').filter((part) => part !== '');
    return services.every((service) => isOneOf(EXPERT_SERVICES, service)) ? services : undefined;
  },
  language: (value) => value,
  industry: (value) => value,
  country: (value) => value,
  verified: (value) => (value === 'true' ? value : undefined),
  minRating: (value) => {
    const stars = parseDecimalInteger(value);
    return stars !== null && stars >= MIN_RATING_FILTER.min && stars <= MIN_RATING_FILTER.max ? stars : undefined;
  },
  sortBy: (value) => (isOneOf(appSorts, value) ? value : undefined),
};

/** A listing's scope beyond its filters: the mode and the ids it lists explicitly. */
export type ListingScope = Pick<ListingOptions, 'mode' | 'listedIds'>;

/**
 * The scope a listing's query string asks for (ours; the spec names the rules, not the address):
 * ?mode=beta shows the apps hidden for beta, ?listed=a,b lists hidden and themed apps by id.
 */
export function readListingScope(query: Readonly<Record<string, string>>): ListingScope {
  const listedIds = (query['listed'] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return { mode: query['mode'] === 'beta' ? 'beta' : 'default', listedIds };
}

/** The query parameters of a scope, to keep it while filters change (empty ones are dropped). */
export function listingScopeParams(scope: ListingScope): { mode?: 'beta'; listed?: string[] } {
  return { ...(scope.mode === 'beta' ? { mode: 'beta' as const } : {}), ...(scope.listedIds && scope.listedIds.length > 0 ? { listed: [...scope.listedIds] } : {}) };
}
