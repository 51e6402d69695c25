/** Marketplace API calls (spec 7): applications, installs, create-charge, resources, feedback. */
import {
  appListResponseSchema,
  appSummaryListResponseSchema,
  appResourcesResponseSchema,
  installBodySchema,
  installedAppsResponseSchema,
  installResponseSchema,
  publishedAppResponseSchema,
  uninstallBodySchema,
  uninstallResponseSchema,
  type InstallBody,
  type InstallResponse,
  type UninstallResponse,
} from '@marketplace/domain/calls/marketplace';
import type { App, AppResources, AppSummary } from '@marketplace/domain/entities/app';
import {
  appPageSchema,
  appRowsResponseSchema,
  appSearchResponseSchema,
  homeResponseSchema,
  type AppPage,
  type AppRowsQuery,
  type AppRowsResponse,
  type AppSearchQuery,
  type AppSearchResponse,
  searchIndexSchema,
  type SearchIndexResponse,
  appSummariesSchema,
  compareChoicesSchema,
  productCountsSchema,
  type CompareChoices,
  type ProductCounts,
  type HomeResponse,
} from '@marketplace/domain/calls/catalogue-pages';
import { createChargeBodySchema, createChargeResponseSchema, type BillingAddress, type CreateChargeResponse } from '@marketplace/domain/calls/billing';
import { feedbackSummaryResponseSchema, myReviewsResponseSchema, rateAppBodySchema, rateAppResponseSchema, withdrawReviewResponseSchema } from '@marketplace/domain/calls/feedback';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { AppReviewInput, FeedbackSummary, OwnReview } from '@marketplace/domain/entities/feedback';
import { installedAppsBillingResponseSchema, type InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import { planChangeBodySchema, planChangedResponseSchema, planChoicesResponseSchema, type PlanChanged, type PlanChoices } from '@marketplace/domain/plan-change';
import { pagedReviewSchema, reviewPageSchema, reviewReplyBodySchema, type PagedReview, type ReviewPage, type ReviewSort } from '@marketplace/domain/review-pages';
import type { Product, Variant } from '@marketplace/domain/entities/product';
import { ApiArea } from './api-error.ts';
import { idempotencyHeaders, type MoneyCallOptions } from './idempotency.ts';
import type { Transport } from './http.ts';

export interface MarketplaceClient {
  /** GET /applications/published */
  getPublishedApps(): Promise<App[]>;
  /** GET /applications/published/summary (ours, beyond the spec): the published apps as cards and listings read them. */
  getPublishedAppSummaries(): Promise<AppSummary[]>;
  /** Ours: a window of a listing (its parameters from appPageParams), its total and, first, its counts. */
  getAppPage(params: Readonly<Record<string, string>>, window: { offset: number; limit: number }): Promise<AppPage>;
  /** Ours: Home's highlights, collection rows and category counts for a product. */
  getHome(product: Product): Promise<HomeResponse>;
  /** Ours: an app page's more-by-developer and related rows. */
  getAppRows(query: AppRowsQuery): Promise<AppRowsResponse>;
  /** Ours: search hits over the published apps, with their matched words. */
  searchApps(query: AppSearchQuery): Promise<AppSearchResponse>;
  /** Ours: what the variant's search looks through, for a page's own search of the header's suggestions. */
  getSearchIndex(variant: Variant): Promise<SearchIndexResponse>;
  /** Ours: each developer's number of published products. */
  getProductCounts(): Promise<ProductCounts>;
  /** Ours: a developer's published apps and services (not hidden). */
  getDeveloperApps(developerId: string): Promise<AppSummary[]>;
  /** Ours: the published apps of a few slugs, in their order. */
  getAppsBySlugs(slugs: readonly string[]): Promise<AppSummary[]>;
  /** Ours: what Compare offers to add. */
  getCompareChoices(): Promise<CompareChoices>;
  /** GET /applications/{slug}/published */
  getPublishedApp(slug: string): Promise<App>;
  /** GET /applications */
  getApplications(): Promise<App[]>;
  /** GET /applications/reviewed */
  getReviewedApplications(): Promise<App[]>;
  /** GET /applications/{id}/resources */
  getResources(appId: string): Promise<AppResources>;
  /** GET /applications/installed?product= : ids of the installed apps. */
  getInstalledApps(product?: Product): Promise<string[]>;
  /** PUT /applications/{id}/install, with metrics of where the install came from. */
  install(appId: string, body?: InstallBody): Promise<InstallResponse>;
  /** DELETE /applications/{id}/install with an optional reasons string. */
  uninstall(appId: string, reason?: string): Promise<UninstallResponse>;
  /**
   * POST /applications/{id}/create-charge with plan_id: the charge to pay, direct or recurrent. The
   * caller's key names one intent to pay (a Pay click): a retry with it gets the same charge back.
   * It cannot be derived from app and plan, since paying again after a declined charge is a new intent.
   */
  createCharge(appId: string, planId: BillingCycle, options: Required<MoneyCallOptions>, address?: BillingAddress): Promise<CreateChargeResponse>;
  /** GET /feedback/rate/application/{id}: rate, votes, histogram and reviews. */
  getFeedback(appId: string): Promise<FeedbackSummary>;
  /** PUT /feedback/rate/application/{id}: one rating per account (updated on repeat); the new summary. */
  rate(appId: string, review: AppReviewInput): Promise<FeedbackSummary>;
  /** Ours (beyond the spec): GET /feedback/rate/my, the signed-in account's own reviews. */
  getMyReviews(): Promise<OwnReview[]>;
  /** Ours: GET /applications/installed/billing, what the organisation pays for each installed app. */
  getInstalledAppsBilling(): Promise<InstalledAppBilling[]>;
  /** Ours: GET /applications/{id}/plan, the plans an installed app can move to and what each costs now. */
  getPlanChoices(appId: string): Promise<PlanChoices>;
  /** Ours: PUT /applications/{id}/plan, moves the installed app to the plan, charging it now; one key per intent (a click). */
  changePlan(appId: string, planId: BillingCycle, options: Required<MoneyCallOptions>): Promise<PlanChanged>;
  /** Ours: one page of an app's written reviews, sorted and filtered by stars (the spec's GET above stays whole). */
  getReviewPage(appId: string, query: { sort: ReviewSort; stars?: number | undefined; page: number }): Promise<ReviewPage>;
  /** Ours: the signed-in account's one helpful vote for a review; the review as it now stands. */
  voteReviewHelpful(appId: string, reviewId: string): Promise<PagedReview>;
  /** Ours: the app developer's reply to a review, written again to edit it. */
  replyToReview(appId: string, reviewId: string, reply: string): Promise<PagedReview>;
  /** Ours (beyond the spec): DELETE /feedback/rate/application/{id}, withdraws the account's review; the new summary. */
  withdrawReview(appId: string): Promise<FeedbackSummary>;
}

export function createMarketplaceClient(platform: Transport): MarketplaceClient {
  const http = platform.withArea(ApiArea.marketplace);
  const feedback = platform.withArea(ApiArea.feedback);
  const e = encodeURIComponent;
  return {
    getPublishedApps: () => http.call({ method: 'GET', path: '/applications/published', response: appListResponseSchema }),
    getPublishedAppSummaries: () => http.call({ method: 'GET', path: '/applications/published/summary', response: appSummaryListResponseSchema }),
    getAppPage: (params, window) => http.call({ method: 'GET', path: '/applications/published/pages', query: { ...params, ...window }, response: appPageSchema }),
    getHome: (product) => http.call({ method: 'GET', path: '/applications/published/home', query: { product }, response: homeResponseSchema }),
    getAppRows: (query) => http.call({ method: 'GET', path: '/applications/published/rows', query: { ...query }, response: appRowsResponseSchema }),
    searchApps: (query) => http.call({ method: 'GET', path: '/applications/published/search', query: { ...query }, response: appSearchResponseSchema }),
    getProductCounts: () => http.call({ method: 'GET', path: '/applications/published/product-counts', response: productCountsSchema }),
    getDeveloperApps: async (developerId) =>
      (await http.call({ method: 'GET', path: '/applications/published/by-developer', query: { developerId }, response: appSummariesSchema })).apps,
    getAppsBySlugs: async (slugs) =>
      (await http.call({ method: 'GET', path: '/applications/published/by-slugs', query: { slugs: slugs.join(',') }, response: appSummariesSchema })).apps,
    getCompareChoices: () => http.call({ method: 'GET', path: '/applications/published/compare-choices', response: compareChoicesSchema }),
    getSearchIndex: (variant) => http.call({ method: 'GET', path: '/applications/published/search-index', query: { variant }, response: searchIndexSchema }),
    getPublishedApp: (slug) => http.call({ method: 'GET', path: `/applications/${e(slug)}/published`, response: publishedAppResponseSchema }),
    getApplications: () => http.call({ method: 'GET', path: '/applications', response: appListResponseSchema }),
    getReviewedApplications: () => http.call({ method: 'GET', path: '/applications/reviewed', response: appListResponseSchema }),
    getResources: (appId) => http.call({ method: 'GET', path: `/applications/${e(appId)}/resources`, response: appResourcesResponseSchema }),
    getInstalledApps: (product) => http.call({ method: 'GET', path: '/applications/installed', query: { product }, response: installedAppsResponseSchema }),
    install: (appId, body = {}) => http.call({ method: 'PUT', path: `/applications/${e(appId)}/install`, body: body, request: installBodySchema, response: installResponseSchema }),
    uninstall: (appId, reason) =>
      http.call({
        method: 'DELETE',
        path: `/applications/${e(appId)}/install`,
        body: reason === undefined ? {} : { reason },
        request: uninstallBodySchema,
        response: uninstallResponseSchema,
      }),
    createCharge: (appId, planId, options, address = {}) =>
      http.call({
        method: 'POST',
        path: `/applications/${e(appId)}/create-charge`,
        headers: idempotencyHeaders(options),
        body: { ...address, plan_id: planId },
        request: createChargeBodySchema,
        response: createChargeResponseSchema,
      }),
    getFeedback: (appId) => feedback.call({ method: 'GET', path: `/feedback/rate/application/${e(appId)}`, response: feedbackSummaryResponseSchema }),
    rate: (appId, review) =>
      feedback.call({
        method: 'PUT',
        path: `/feedback/rate/application/${e(appId)}`,
        body: review,
        request: rateAppBodySchema,
        response: rateAppResponseSchema,
      }),
    getMyReviews: () => feedback.call({ method: 'GET', path: '/feedback/rate/my', response: myReviewsResponseSchema }),
    getInstalledAppsBilling: () => http.call({ method: 'GET', path: '/applications/installed/billing', response: installedAppsBillingResponseSchema }),
    getPlanChoices: (appId) => http.call({ method: 'GET', path: `/applications/${e(appId)}/plan`, response: planChoicesResponseSchema }),
    changePlan: (appId, planId, options) =>
      http.call({
        method: 'PUT',
        path: `/applications/${e(appId)}/plan`,
        headers: idempotencyHeaders(options),
        body: { plan_id: planId },
        request: planChangeBodySchema,
        response: planChangedResponseSchema,
      }),
    getReviewPage: (appId, { sort, stars, page }) =>
      feedback.call({
        method: 'GET',
        path: `/feedback/rate/application/${e(appId)}/reviews`,
        query: { sort, page: String(page), stars: stars === undefined ? undefined : String(stars) },
        response: reviewPageSchema,
      }),
    voteReviewHelpful: (appId, reviewId) =>
      feedback.call({ method: 'PUT', path: `/feedback/rate/application/${e(appId)}/reviews/${e(reviewId)}/helpful`, response: pagedReviewSchema }),
    replyToReview: (appId, reviewId, reply) =>
      feedback.call({
        method: 'PUT',
        path: `/feedback/rate/application/${e(appId)}/reviews/${e(reviewId)}/reply`,
        body: { reply },
        request: reviewReplyBodySchema,
        response: pagedReviewSchema,
      }),
    withdrawReview: (appId) => feedback.call({ method: 'DELETE', path: `/feedback/rate/application/${e(appId)}`, response: withdrawReviewResponseSchema }),
  };
}
