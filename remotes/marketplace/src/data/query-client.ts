/**
 * The query cache for server data that is only read (docs/architecture.md, "Data": TanStack Query
 * beside zustand): one per marketplace instance, like the store, so two embedded instances or two
 * tests never share data. Requests in flight are shared by key; a read stays fresh for STALE_MS,
 * so moving between pages does not ask again at once. Failures are shown with their Retry, as
 * the screens did before, rather than retried behind the visitor's back.
 *
 * A server-rendered page seeds the cache with the data it was rendered with (seedQueries), on the
 * server and in the browser alike, so the first client render finds every query answered.
 */
import type { DeveloperProfile } from '@marketplace/api/apps-platform';
import { isService } from '@marketplace/domain/apps';
import type { AppPage, AppRowsResponse, AppSearchResponse, HomeResponse, ProductCounts } from '@marketplace/domain/calls/catalogue-pages';
import type { App, AppResources, AppSummary } from '@marketplace/domain/entities/app';
import type { FeedbackSummary } from '@marketplace/domain/entities/feedback';
import type { ReviewPage } from '@marketplace/domain/review-pages';
import { FIRST_REVIEW_PAGE as firstReviewPage } from '@marketplace/domain/constants';
import type { Expert } from '@marketplace/domain/entities/expert';
import { QueryClient, type InfiniteData, type QueryKey, type Updater } from '@tanstack/react-query';
import type { PageData } from '../server-render/page-data.ts';

/**
 * Keeps a write's answer as the entry's data over any read of that entry still in flight: such a
 * read was asked before the write was answered, and landing after it would put back the state from
 * before the write (a cart unlocked again under its Pay, an app missing from My apps).
 */
export function keepWritten<T>(queries: QueryClient, queryKey: QueryKey, update: Updater<T | undefined, T | undefined>): void {
  const query = queries.getQueryCache().find<T>({ queryKey, exact: true });
  const next = typeof update === 'function' ? (update as (before: T | undefined) => T | undefined)(query?.state.data) : update;
  if (next === undefined) return;
  // The cancelled read gives its waiters the data kept here rather than failing.
  if (query?.state.fetchStatus === 'fetching') void query.cancel({ revert: true });
  queries.setQueryData<T>(queryKey, next);
}

/** Which cards of a listing a request asks for. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** How long a read is fresh: a page visited again within it is not asked again. */
const STALE_MS = 60_000;

/** The keys of the cached reads, one home for each. */
export const queryKeys = {
  /** Every published app's summary (the spec's list call): no screen reads it whole any more. */
  catalogue: () => ['published-summaries'] as const,
  /** A listing's windows (infinite), by its parameters (appPageParams). */
  appPages: (params: Readonly<Record<string, string>>) => ['app-pages', params] as const,
  /** Home's rows for a product. */
  home: (product: string) => ['home', product] as const,
  /** An app page's more-by-developer and related rows. */
  appRows: (id: string, developerId: string | null, category: string, service: boolean) => ['app-rows', id, developerId, category, service] as const,
  /** Search hits for a query, a variant and a limit. */
  searchHits: (params: Readonly<Record<string, string>>) => ['search-hits', params] as const,
  /** What a variant's search looks through, for the page's own search of the header's suggestions. */
  searchIndex: (variant: string) => ['search-index', variant] as const,
  /** Each developer's number of published products. */
  productCounts: () => ['product-counts'] as const,
  /** A developer's published apps and services. */
  developerApps: (developerId: string) => ['developer-apps', developerId] as const,
  /** The published apps of a few slugs (Compare's), in their order. */
  appsBySlugs: (slugs: readonly string[]) => ['apps-by-slugs', slugs.join(',')] as const,
  /** What Compare offers to add. */
  compareChoices: () => ['compare-choices'] as const,
  /** Every published app in full: the cart, its search and My apps. */
  publishedApps: () => ['published-apps'] as const,
  /** One published app by slug (its detail page), or null for one the platform does not know (404). */
  publishedApp: (slug: string) => ['published-app', slug] as const,
  /** An app's ratings and reviews (spec 3: its feedback summary). */
  feedback: (appId: string) => ['feedback', appId] as const,
  /** One page of an app's written reviews, per sort, star filter and page, as the caller (null: a visitor) sees it. */
  reviewPage: (appId: string, sort: string, stars: number | null, page: number, accountId: string | null) => ['review-page', appId, sort, stars, page, accountId] as const,
  /** Every page of an app's reviews (the prefix of reviewPage): a write to one of its reviews concerns them all. */
  reviewPages: (appId: string) => ['review-page', appId] as const,
  /** The signed-in account's own reviews, and its private and in-review apps: kept per account. */
  myReviews: (accountId: string) => ['my-reviews', accountId] as const,
  /** Every account's own reviews (the prefix of myReviews): a write concerns the one signed in. */
  allMyReviews: () => ['my-reviews'] as const,
  /** The ids of the apps the signed-in organisation has installed (spec 4: a list of ids), per account. */
  installedApps: (accountId: string) => ['installed-apps', accountId] as const,
  /** The organisation's active agents, keyed by account id (spec 3), per account signed in. */
  agents: (accountId: string) => ['agents', accountId] as const,
  /** Every account's installed apps (the prefix of installedApps): a host's refresh concerns the one signed in. */
  allInstalledApps: () => ['installed-apps'] as const,
  /** What the organisation pays for each installed app (My apps), per account and set of installed apps. */
  installedBilling: (accountId: string, installedIds: string) => ['installed-billing', accountId, installedIds] as const,
  /** Every set of installed apps' billing of an account (the prefix of installedBilling): a plan change concerns them all. */
  installedBillingOf: (accountId: string) => ['installed-billing', accountId] as const,
  /** The plans an installed app can move to and what each costs now, per account. */
  planChoices: (accountId: string, appId: string) => ['plan-choices', accountId, appId] as const,
  privateApps: (accountId: string) => ['private-apps', accountId] as const,
  inReviewApps: (accountId: string) => ['in-review-apps', accountId] as const,
  /** What the signed-in organisation paid (the platform's ledger), kept per account. */
  payments: (accountId: string) => ['payments', accountId] as const,
  /** Every account's payments and billing (prefixes): what a purchase changes for the one signed in. */
  allPayments: () => ['payments'] as const,
  allInstalledBilling: () => ['installed-billing'] as const,
  /** The organisation's recurrent charges of a product (My apps' subscriptions), per account. */
  recurrentCharges: (accountId: string, product: string) => ['recurrent-charges', accountId, product] as const,
  recurrentChargesOf: (accountId: string) => ['recurrent-charges', accountId] as const,
  /** The organisation's subscription of each licensed product (its plan, trial and card on file), per account. */
  subscriptions: (accountId: string) => ['subscriptions', accountId] as const,
  /** The signed-in account's cart (the most recent one; created when it had none), per account. */
  cart: (accountId: string) => ['cart', accountId] as const,
  /** One cart by id (a purchased cart's thank-you and review-order pages). */
  cartById: (cartId: string) => ['cart-by-id', cartId] as const,
  /** A direct or a recurrent charge by id (its checkout and thank-you pages read and move it). */
  charge: (chargeType: string, chargeId: string) => ['charge', chargeType, chargeId] as const,
  appResources: (appId: string) => ['app-resources', appId] as const,
  /** Taxes of a price in a country and zip (spec 7 price preview). */
  pricePreview: (product: string, query: { price: number; country: string; zip?: string | undefined; productType?: string | undefined }) =>
    ['price-preview', product, query.price, query.country, query.zip ?? '', query.productType ?? ''] as const,
  /** Whether an app's OAuth client has the account's or organisation's consent, and the client's public data. */
  consentStatus: (clientId: string, coverage: string) => ['consent-status', clientId, coverage] as const,
  clientPublic: (clientId: string) => ['client-public', clientId] as const,
  /** A developer's profile, or null for a developer the platform does not know (404). */
  developerProfile: (developerId: string) => ['developer-profile', developerId] as const,
  developers: () => ['developers'] as const,
  /** Every partner, in the platform's order, for the partners pages and search (spec 2, 9). */
  experts: () => ['experts'] as const,
  /** One partner's profile by the id or slug its address names, or null for one the platform does not know (404). */
  expert: (idOrSlug: string) => ['expert', idOrSlug] as const,
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS, retry: false, refetchOnWindowFocus: false } } });
}

/** Puts a page's data into the cache as answered reads (a 4xx read is left for the screen to ask). */
export function seedQueries(client: QueryClient, data: PageData | null): QueryClient {
  if (data?.productCounts) client.setQueryData<ProductCounts>(queryKeys.productCounts(), data.productCounts);
  if (data?.developerApps) client.setQueryData<AppSummary[]>(queryKeys.developerApps(data.developerApps.developerId), data.developerApps.apps);
  if (data?.home) client.setQueryData<HomeResponse>(queryKeys.home(data.home.product), data.home.rows);
  if (data?.listing) {
    const { params, limit, page } = data.listing;
    client.setQueryData<InfiniteData<AppPage, PageWindow>>(queryKeys.appPages(params), { pages: [page], pageParams: [{ offset: 0, limit }] });
  }
  if (data?.search) client.setQueryData<AppSearchResponse>(queryKeys.searchHits(data.search.params), data.search.hits);
  const detail = data?.appDetail;
  if (detail?.rows) {
    const { app } = detail;
    client.setQueryData<AppRowsResponse>(queryKeys.appRows(app.id, app.developerId ?? null, app.category.id, isService(app)), detail.rows);
  }
  if (detail) client.setQueryData<App | null>(queryKeys.publishedApp(detail.app.slug), detail.app);
  if (detail?.feedback) client.setQueryData<FeedbackSummary>(queryKeys.feedback(detail.app.id), detail.feedback);
  if (detail?.reviewPage) client.setQueryData<ReviewPage>(queryKeys.reviewPage(detail.app.id, firstReviewPage.sort, null, firstReviewPage.page, null), detail.reviewPage);
  if (detail?.resources) client.setQueryData<AppResources>(queryKeys.appResources(detail.app.id), detail.resources);
  // A developer the platform refused is no byline (null), as the screen would learn on its own.
  if (detail?.app.developerId) client.setQueryData<DeveloperProfile | null>(queryKeys.developerProfile(detail.app.developerId), detail.developer);
  if (data?.developers) keepDevelopers(client, data.developers);
  if (data?.experts) client.setQueryData(queryKeys.experts(), data.experts);
  // A profile's address names the partner by slug or by id (the platform answers both).
  if (data?.expert) for (const key of [data.expert.slug, data.expert.id]) client.setQueryData<Expert | null>(queryKeys.expert(key), data.expert);
  return client;
}

/** The developers list, and each profile in it (a developer's page and bylines read those). */
export function keepDevelopers(client: QueryClient, developers: DeveloperProfile[]): DeveloperProfile[] {
  client.setQueryData(queryKeys.developers(), developers);
  for (const profile of developers) client.setQueryData<DeveloperProfile | null>(queryKeys.developerProfile(profile.id), profile);
  return developers;
}
