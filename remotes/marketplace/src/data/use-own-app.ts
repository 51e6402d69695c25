/**
 * One of the signed-in user's unpublished apps, for its private or in-review page (issue 16 item
 * 4). The platform lists only the caller's own apps (the developer's and the organisation's), so an
 * app found in the list may be shown; anyone else, signed in or not, gets the 404 page. An app in
 * the other list moves to that area's page, a published one to its public page. While an app waits
 * for its review the in-review list is reloaded every 15 s (spec 4).
 */
import type { App } from '@marketplace/domain/entities/app';
import { awaitsReview, publicationState } from '@marketplace/domain/publication';
import { appDetailPath, type AppArea } from '@marketplace/domain/routes';
import { useCallback, useEffect, useState } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';
import type { AppList } from '../store/apps-slice.ts';
import { RequestStatus } from '../store/request-status.ts';

export type OwnAppArea = Exclude<AppArea, 'published'>;

export type OwnAppState = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'moved'; path: string } | { kind: 'error'; message: string } | { kind: 'ready'; app: App };

const bySlug = (list: AppList, slug: string): App | undefined => {
  for (const id of list.ids) {
    const app = list.byId[id];
    if (app?.slug === slug) return app;
  }
  return undefined;
};

export function useOwnApp(slug: string, area: OwnAppArea, embedded: boolean): { state: OwnAppState; retry: () => void } {
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const accountId = useMarketplaceStore((s) => s.session.accountId);
  const signingIn = useMarketplaceStore((s) => s.signIn.status === RequestStatus.pending || (s.session.token !== null && !s.initialised));
  const privateApps = useMarketplaceStore((s) => s.privateApps);
  const inReviewApps = useMarketplaceStore((s) => s.inReviewApps);
  const loadPrivateApps = useMarketplaceStore((s) => s.loadPrivateApps);
  const loadInReviewApps = useMarketplaceStore((s) => s.loadInReviewApps);
  const watchInReviewApps = useMarketplaceStore((s) => s.watchInReviewApps);
  const loadPublishedApp = useMarketplaceStore((s) => s.loadPublishedApp);
  // Lists left in the store by an earlier account must not decide for this one.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [published, setPublished] = useState<{ slug: string; app: App | null } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!authorized || !accountId) return;
    let live = true;
    void Promise.all([loadPrivateApps(), loadInReviewApps()]).then(() => {
      if (live) setLoadedFor(accountId);
    });
    return () => {
      live = false;
    };
  }, [authorized, accountId, loadPrivateApps, loadInReviewApps, attempt]);

  const current = loadedFor !== null && loadedFor === accountId && authorized;
  const [list, otherList, otherArea] = area === 'private' ? [privateApps, inReviewApps, 'in-review' as const] : [inReviewApps, privateApps, 'private' as const];
  const own = current ? bySlug(list, slug) : undefined;
  const other = current && !own ? bySlug(otherList, slug) : undefined;
  const lookPublished = current && !own && !other && list.status === RequestStatus.fulfilled && otherList.status !== RequestStatus.pending;

  const waiting = area === 'in-review' && own !== undefined && awaitsReview(publicationState(own));
  useEffect(() => (waiting ? watchInReviewApps() : undefined), [waiting, watchInReviewApps]);

  // Neither list has it: it may have been published meanwhile (its public page), or be someone else's (404).
  useEffect(() => {
    if (!lookPublished) return;
    let live = true;
    loadPublishedApp(slug).then(
      (app) => live && setPublished({ slug, app }),
      () => live && setPublished({ slug, app: null }),
    );
    return () => {
      live = false;
    };
  }, [lookPublished, slug, loadPublishedApp]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: OwnAppState;
  if (!authorized) state = signingIn ? { kind: 'loading' } : { kind: 'not-found' };
  else if (!current) state = { kind: 'loading' };
  else if (own) state = { kind: 'ready', app: own };
  else if (other) state = { kind: 'moved', path: appDetailPath(other, { area: otherArea, embedded: embedded && otherArea === 'private' }) };
  else if (list.status === RequestStatus.rejected) state = { kind: 'error', message: list.error?.message ?? 'The app could not be loaded.' };
  else if (published?.slug === slug) state = published.app ? { kind: 'moved', path: appDetailPath(published.app, { embedded }) } : { kind: 'not-found' };
  else state = { kind: 'loading' };
  return { state, retry };
}
