/**
 * Apps (spec 3 and 4): private apps, apps in review and published apps, each a list kept by id with
 * its request state (an app's resources and developer profiles are read through the query cache,
 * data/query-client.ts). The
 * catalogue's screens read the published apps' summaries (issue 15: what a card shows); whole
 * apps are read by the detail page one by one, and as a list only by the cart and My apps.
 */
import { isApiError } from '@marketplace/api/api-error';
import type { App, AppSummary } from '@marketplace/domain/entities/app';
import { PUBLISHED_APPS_POLL_MS } from '@marketplace/domain/constants';
import type { MarketplaceState } from './marketplace-store.ts';
import {
  emptyList,
  fulfilledRequest,
  idleRequest,
  listItems,
  pendingRequest,
  rejectedRequest,
  RequestStatus,
  toEntityList,
  type EntityList,
  type RequestState,
} from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

/** A list kept by id together with the state of the request that fills it. */
export type AppList = EntityList<App> & RequestState;
/** The published catalogue as cards, listings and search read it (the summary shape). */
type AppSummaryList = EntityList<AppSummary> & RequestState;

const initialAppList: AppList = { ...emptyList, ...idleRequest };

export interface AppsSlice {
  /** Published apps known in full: the whole list once the cart or My apps loaded it, and each app a detail page read. */
  publishedApps: AppList;
  /** Every published app's summary: what the catalogue's screens list, filter, sort and search. */
  publishedSummaries: AppSummaryList;
  privateApps: AppList;
  inReviewApps: AppList;
  /**
   * Loads the published apps. While the request stays pending it is re-sent every 15 s (spec 4),
   * so a slow or stuck request does not leave the catalogue empty for good. A call while a load
   * is under way shares it.
   */
  loadPublishedApps: () => Promise<void>;
  /** Loads the published apps' summaries, with the same re-sending and sharing as loadPublishedApps. */
  loadPublishedSummaries: () => Promise<void>;
  /** Loads one published app by slug into the published list (app detail); null when unknown (404). */
  loadPublishedApp: (slug: string) => Promise<App | null>;
  loadPrivateApps: () => Promise<void>;
  loadInReviewApps: () => Promise<void>;
  /**
   * Reloads the apps in review every 15 s (spec 4: refreshed while pending) so an in-review page
   * shows the review's answer without a reload; the returned function stops it.
   */
  watchInReviewApps: () => () => void;
  /**
   * Reads a server-rendered page already answered (issue 15: 'app:{slug}', 'feedback:{id}'), so
   * the screen's first mount does not send them again (reads through the query cache need no mark).
   */
  servedReads: readonly string[];
  /** True once for a read the page served (the caller skips it); later mounts load as usual. */
  takeServedRead: (key: string) => boolean;
}

/** The keys of servedReads. */
export const servedRead = {
  app: (slug: string) => `app:${slug}`,
  feedback: (appId: string) => `feedback:${appId}`,
};

export const createAppsSlice: SliceCreator<AppsSlice> =
  ({ api, scheduler }) =>
  (set, get) => {
    /**
     * One published list's load: re-sent every 15 s while pending (spec 4), and shared while under
     * way (the listing and the header search both ask on the first view: one request, not two).
     */
    const publishedLoader = <K extends 'publishedApps' | 'publishedSummaries'>(key: K, fetchList: () => Promise<Array<MarketplaceState[K]['byId'][string]>>) => {
      let stopRefresh: () => void = () => undefined;
      let under: Promise<void> | null = null;
      const settle = (next: Partial<MarketplaceState[K]>) => set((state) => ({ [key]: { ...state[key], ...next } }));
      const fetchOnce = async (): Promise<void> => {
        try {
          const items = await fetchList();
          stopRefresh();
          settle({ ...toEntityList(items), ...fulfilledRequest } as Partial<MarketplaceState[K]>);
        } catch (error) {
          // A refresh that fails after another one succeeded must not undo it.
          if (get()[key].status !== RequestStatus.pending) return;
          stopRefresh();
          settle(rejectedRequest(error) as Partial<MarketplaceState[K]>);
        }
      };
      return (): Promise<void> => {
        if (under) return under;
        stopRefresh();
        settle(pendingRequest as Partial<MarketplaceState[K]>);
        stopRefresh = scheduler.every(PUBLISHED_APPS_POLL_MS, () => {
          if (get()[key].status === RequestStatus.pending) void fetchOnce();
        });
        under = fetchOnce().finally(() => {
          under = null;
        });
        return under;
      };
    };

    const loadList = async (key: 'privateApps' | 'inReviewApps', load: () => Promise<App[]>): Promise<void> => {
      set((state) => ({ [key]: { ...state[key], ...pendingRequest } }));
      try {
        const apps = await load();
        set({ [key]: { ...toEntityList(apps), ...fulfilledRequest } } as Pick<MarketplaceState, typeof key>);
      } catch (error) {
        set((state) => ({ [key]: { ...state[key], ...rejectedRequest(error) } }));
      }
    };

    return {
      publishedApps: initialAppList,
      publishedSummaries: { ...emptyList, ...idleRequest },
      privateApps: initialAppList,
      inReviewApps: initialAppList,
      servedReads: [],

      takeServedRead: (key) => {
        if (!get().servedReads.includes(key)) return false;
        set((state) => ({ servedReads: state.servedReads.filter((served) => served !== key) }));
        return true;
      },

      loadPublishedApps: publishedLoader('publishedApps', () => api.marketplace.getPublishedApps()),
      loadPublishedSummaries: publishedLoader('publishedSummaries', () => api.marketplace.getPublishedAppSummaries()),

      loadPublishedApp: async (slug) => {
        try {
          const app = await api.marketplace.getPublishedApp(slug);
          set((state) => {
            const { byId, ids } = state.publishedApps;
            return {
              publishedApps: {
                ...state.publishedApps,
                byId: { ...byId, [app.id]: app },
                ids: app.id in byId ? ids : [...ids, app.id],
              },
            };
          });
          return app;
        } catch (error) {
          // An unknown app falls back to /apps/ (spec 2): the screen decides on null. Other
          // failures are not 'unknown': they reach the caller.
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }
      },

      loadPrivateApps: () => loadList('privateApps', () => api.marketplace.getApplications()),
      loadInReviewApps: () => loadList('inReviewApps', () => api.marketplace.getReviewedApplications()),
      watchInReviewApps: () => scheduler.every(PUBLISHED_APPS_POLL_MS, () => void get().loadInReviewApps()),
    };
  };

export const selectPublishedApps = (state: MarketplaceState): App[] => listItems(state.publishedApps);
export const selectPublishedSummaries = (state: MarketplaceState): AppSummary[] => listItems(state.publishedSummaries);
export const selectPrivateApps = (state: MarketplaceState): App[] => listItems(state.privateApps);
export const selectInReviewApps = (state: MarketplaceState): App[] => listItems(state.inReviewApps);
export const selectPublishedApp =
  (id: string) =>
  (state: MarketplaceState): App | undefined =>
    state.publishedApps.byId[id];
