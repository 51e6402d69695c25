/**
 * The catalogue's reads as query options (query-client.ts), built once per marketplace with its
 * api and scheduler (store/marketplace-store.ts): the published apps and their summaries, one app
 * by slug, an app's feedback, and the signed-in account's reviews and own apps. Hooks, prefetching
 * and host preloads all ask through these, so one key always means one request.
 */
import type { LazyApi } from '@marketplace/api/lazy-api';
import { isApiError } from '@marketplace/api/api-error';
import type { ConsentCoverage } from '@marketplace/api/accounts';
import { CACHE_SECONDS, PUBLISHED_APPS_POLL_MS } from '@marketplace/domain/constants';
import type { PricePreviewQuery } from '@marketplace/domain/entities/payment';
import type { ReviewSort } from '@marketplace/domain/review-pages';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Product, Variant } from '@marketplace/domain/entities/product';
import { LISTING_STEP } from '@marketplace/domain/listing';
import { isSearchable } from '@marketplace/domain/search-query';
import { keepActiveAccounts } from '@marketplace/domain/organization-accounts';
import type { Scheduler } from '../store/scheduler.ts';
import { queryKeys, type PageWindow } from './query-client.ts';

/**
 * Spec 4: a published list still pending after 15 s is asked again, every 15 s, so a slow or stuck
 * request does not leave the catalogue empty for good. The first answer, or failure, settles it.
 */
export function resentWhilePending<T>(send: () => Promise<T>, scheduler: Scheduler): Promise<T> {
  return new Promise<T>((resolve) => {
    let settled = false;
    let stop: () => void = () => undefined;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      stop();
      done();
    };
    const attempt = () => {
      const sent = send();
      sent.then(
        (value) => settle(() => resolve(value)),
        // A failure settles the read too, with the request's own reason (resolving to the rejected request).
        () => settle(() => resolve(sent)),
      );
    };
    stop = scheduler.every(PUBLISHED_APPS_POLL_MS, attempt);
    attempt();
  });
}

/** A read the platform answers 404 for is null (an unknown app), not a failure. */
const nullWhenUnknown = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });

/** Spec 9: consent checks, app scopes and price previews are kept 300 s. */
const CACHED_CALL_MS = CACHE_SECONDS * 1000;

export function createReads({ api, scheduler, product }: { api: LazyApi; scheduler: Scheduler; product: Product }) {
  return {
    /** The organisation's agents: only active accounts, keyed by account_id. */
    agents: (accountId: string) => queryOptions({ queryKey: queryKeys.agents(accountId), queryFn: async () => keepActiveAccounts(await api.accounts.getAccounts()) }),
    /** The organisation's installed apps in this product (the host's 'refresh installed apps' reads them again). */
    installedApps: (accountId: string) => queryOptions({ queryKey: queryKeys.installedApps(accountId), queryFn: () => api.marketplace.getInstalledApps(product) }),
    catalogue: () => queryOptions({ queryKey: queryKeys.catalogue(), queryFn: () => resentWhilePending(() => api.marketplace.getPublishedAppSummaries(), scheduler) }),
    /** A listing in windows: the first as many cards as asked (the address's steps), then a step at a time. */
    appPages: (params: Readonly<Record<string, string>>, firstLimit: number) =>
      infiniteQueryOptions({
        queryKey: queryKeys.appPages(params),
        queryFn: ({ pageParam }) => api.marketplace.getAppPage(params, pageParam),
        initialPageParam: { offset: 0, limit: firstLimit },
        getNextPageParam: (last): PageWindow | undefined => {
          const next = last.offset + last.apps.length;
          return next < last.total && last.apps.length > 0 ? { offset: next, limit: LISTING_STEP } : undefined;
        },
      }),
    home: (product: Product) => queryOptions({ queryKey: queryKeys.home(product), queryFn: () => api.marketplace.getHome(product) }),
    appRows: (app: { id: string; developerId: string | null; category: string; service: boolean }) =>
      queryOptions({
        queryKey: queryKeys.appRows(app.id, app.developerId, app.category, app.service),
        queryFn: () =>
          api.marketplace.getAppRows({ id: app.id, category: app.category, service: app.service ? 'true' : 'false', ...(app.developerId ? { developerId: app.developerId } : {}) }),
      }),
    /** Search hits; a query too short to search asks nothing and has none (spec 5). */
    searchHits: (query: string, variant: Variant, limit: number) => {
      const params = { query: query.trim(), variant, limit: String(limit) };
      return queryOptions({
        queryKey: queryKeys.searchHits(params),
        queryFn: () => (isSearchable(params.query) ? api.marketplace.searchApps({ query: params.query, variant, limit }) : Promise.resolve({ apps: [] })),
      });
    },
    /** A variant's search index, kept while the catalogue's reads are fresh (the platform's search stays the reference). */
    searchIndex: (variant: Variant) => queryOptions({ queryKey: queryKeys.searchIndex(variant), queryFn: () => api.marketplace.getSearchIndex(variant) }),
    productCounts: () => queryOptions({ queryKey: queryKeys.productCounts(), queryFn: () => api.marketplace.getProductCounts() }),
    developerApps: (developerId: string) => queryOptions({ queryKey: queryKeys.developerApps(developerId), queryFn: () => api.marketplace.getDeveloperApps(developerId) }),
    appsBySlugs: (slugs: readonly string[]) =>
      queryOptions({ queryKey: queryKeys.appsBySlugs(slugs), queryFn: () => (slugs.length === 0 ? Promise.resolve([]) : api.marketplace.getAppsBySlugs(slugs)) }),
    compareChoices: () => queryOptions({ queryKey: queryKeys.compareChoices(), queryFn: () => api.marketplace.getCompareChoices() }),
    publishedApps: () => queryOptions({ queryKey: queryKeys.publishedApps(), queryFn: () => resentWhilePending(() => api.marketplace.getPublishedApps(), scheduler) }),
    publishedApp: (slug: string) => queryOptions({ queryKey: queryKeys.publishedApp(slug), queryFn: () => nullWhenUnknown(api.marketplace.getPublishedApp(slug)) }),
    feedback: (appId: string) => queryOptions({ queryKey: queryKeys.feedback(appId), queryFn: () => api.marketplace.getFeedback(appId) }),
    reviewPage: (appId: string, query: { sort: ReviewSort; stars: number | null; page: number }, accountId: string | null) =>
      queryOptions({
        queryKey: queryKeys.reviewPage(appId, query.sort, query.stars, query.page, accountId),
        queryFn: () => api.marketplace.getReviewPage(appId, { sort: query.sort, stars: query.stars ?? undefined, page: query.page }),
      }),
    myReviews: (accountId: string) => queryOptions({ queryKey: queryKeys.myReviews(accountId), queryFn: () => api.marketplace.getMyReviews() }),
    installedBilling: (accountId: string, installedIds: readonly string[]) =>
      queryOptions({ queryKey: queryKeys.installedBilling(accountId, [...installedIds].sort().join(',')), queryFn: () => api.marketplace.getInstalledAppsBilling() }),
    // Always asked anew: what a change costs now is what the platform will charge.
    planChoices: (accountId: string, appId: string) =>
      queryOptions({ queryKey: queryKeys.planChoices(accountId, appId), queryFn: () => api.marketplace.getPlanChoices(appId), staleTime: 0 }),
    pricePreview: (product: Product, query: PricePreviewQuery) =>
      queryOptions({ queryKey: queryKeys.pricePreview(product, query), queryFn: () => api.billing.getPricePreview(product, query), staleTime: CACHED_CALL_MS }),
    consentStatus: (clientId: string, coverage: ConsentCoverage) =>
      queryOptions({ queryKey: queryKeys.consentStatus(clientId, coverage), queryFn: () => api.accounts.getConsentStatus(clientId, coverage), staleTime: CACHED_CALL_MS }),
    clientPublic: (clientId: string) =>
      queryOptions({ queryKey: queryKeys.clientPublic(clientId), queryFn: () => api.accounts.getClientPublic(clientId), staleTime: CACHED_CALL_MS }),
    privateApps: (accountId: string) => queryOptions({ queryKey: queryKeys.privateApps(accountId), queryFn: () => api.marketplace.getApplications() }),
    inReviewApps: (accountId: string) => queryOptions({ queryKey: queryKeys.inReviewApps(accountId), queryFn: () => api.marketplace.getReviewedApplications() }),
    // Always asked anew: a purchase a moment ago must be there.
    /** The organisation's subscriptions; `noCache` asks the platform past its own cache (a host's 'refresh subscription info'). */
    subscriptions: (accountId: string, options: { noCache?: boolean } = {}) =>
      queryOptions({ queryKey: queryKeys.subscriptions(accountId), queryFn: () => api.billing.getMyProducts(options) }),
    payments: (accountId: string) => queryOptions({ queryKey: queryKeys.payments(accountId), queryFn: () => api.billing.getPayments(), staleTime: 0 }),
    // Always asked anew, as payments: a charge accepted a moment ago must show so.
    recurrentCharges: (accountId: string, product: Product) =>
      queryOptions({ queryKey: queryKeys.recurrentCharges(accountId, product), queryFn: () => api.recurrentCharges.list(product), staleTime: 0 }),
  };
}

export type Reads = ReturnType<typeof createReads>;
