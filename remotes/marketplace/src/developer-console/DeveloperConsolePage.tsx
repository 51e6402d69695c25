/**
 * The developer console (/console/, /console/apps/{id}/): the signed-in developer's apps, each with
 * its publication state in words and a link to its page (private, in review or public). The app
 * named in the address is marked as the current one. A visitor is asked to sign in first.
 */
import { pageCopy } from '@marketplace/domain/page-copy';
import { css, type Theme } from '@emotion/react';
import type { App } from '@marketplace/domain/entities/app';
import { isOwnApp } from '@marketplace/domain/apps';
import { publicationState, publicationStateLabels, type PublicationState } from '@marketplace/domain/publication';
import { appDetailPath, paths, type AppArea } from '@marketplace/domain/routes';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { primaryAction } from '../app-actions/styles.ts';
import { usePageTitle } from '../app-shell/page-title.ts';
import { SignInLink } from '../sign-in/SignInLink.tsx';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import { usePublishedApps } from '../data/use-published-apps.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { useSigningIn } from '../sign-in/use-signing-in.ts';
import { pageHeading, pageIntro, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';
import { themed } from '../ui/themed.ts';

/** The area whose page shows an app in this state. */
const areaOf: Readonly<Record<PublicationState, AppArea>> = {
  IN_DEVELOPMENT: 'private',
  IN_REVIEW: 'in-review',
  ACCEPTED: 'in-review',
  PUBLISHED: 'published',
};

const table = themed(
  (t: Theme) => css`
    width: 100%;
    border-collapse: collapse;
    th,
    td {
      padding: 12px 8px;
      text-align: left;
      border-bottom: 1px solid ${t.color.border};
      overflow-wrap: anywhere;
    }
    th {
      color: ${t.color.muted};
      font-weight: ${t.font.weight.medium};
    }
    tr[aria-current='true'] {
      background: ${t.color.subtle};
    }
  `,
);

interface ConsoleRow {
  app: App;
  state: PublicationState;
}

function useOwnApps(): { rows: ConsoleRow[]; status: 'loading' | 'error' | 'ready' } {
  const { reads } = useMarketplaceStoreApi();
  const accountId = useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));
  const organizationId = useMarketplaceStore((s) => s.session.organizationId);
  const privateApps = useQuery({ ...reads.privateApps(accountId ?? ''), enabled: accountId !== null });
  const inReviewApps = useQuery({ ...reads.inReviewApps(accountId ?? ''), enabled: accountId !== null });
  const { apps: published, loaded } = usePublishedApps(accountId !== null);
  return useMemo(() => {
    if (privateApps.isError || inReviewApps.isError) return { rows: [], status: 'error' as const };
    if (!privateApps.isSuccess || !inReviewApps.isSuccess || !loaded) return { rows: [], status: 'loading' as const };
    const apps = [...privateApps.data, ...inReviewApps.data, ...published.filter((app) => isOwnApp(app, organizationId))];
    const unique = [...new Map(apps.map((app) => [app.id, app])).values()];
    return { rows: unique.map((app) => ({ app, state: publicationState(app) })), status: 'ready' as const };
  }, [privateApps.isError, privateApps.isSuccess, privateApps.data, inReviewApps.isError, inReviewApps.isSuccess, inReviewApps.data, loaded, published, organizationId]);
}

export function DeveloperConsolePage() {
  usePageTitle(pageCopy.developerConsole.title);
  const { appId } = useParams();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const signingIn = useSigningIn({ untilFirstEnds: true });
  const signIn = useSignIn();
  const { rows, status } = useOwnApps();

  let body;
  if (!authorized) {
    body = signingIn ? (
      <SkeletonCards count={2} label="Signing in" />
    ) : (
      <div css={statePanel}>
        <p>Sign in to see the apps you develop.</p>
        <SignInLink css={primaryAction} onSignIn={() => void signIn()}>
          Sign in to the developer console
        </SignInLink>
      </div>
    );
  } else if (status === 'loading') {
    body = <SkeletonCards count={2} label="Loading your apps" />;
  } else if (status === 'error') {
    body = <p role="alert">Your apps could not be loaded. Please reload the page.</p>;
  } else if (rows.length === 0) {
    body = (
      <div css={statePanel}>
        <p>You have no apps yet.</p>
        <Link to={paths.apps()}>Browse all apps</Link>
      </div>
    );
  } else {
    body = (
      <table css={table}>
        <caption css={css({ textAlign: 'left', marginBottom: 8 })}>{rows.length === 1 ? '1 app' : `${rows.length} apps`}</caption>
        <thead>
          <tr>
            <th scope="col">App</th>
            <th scope="col">Publication state</th>
            <th scope="col">Page</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ app, state }) => {
            const area = areaOf[state];
            return (
              <tr key={app.id} aria-current={app.id === appId ? 'true' : undefined}>
                <th scope="row">{app.name}</th>
                <td>{publicationStateLabels[state]}</td>
                <td>
                  <Link to={appDetailPath(app, { area })} aria-label={`${area === 'published' ? 'Public' : area === 'private' ? 'Private' : 'In-review'} page of ${app.name}`}>
                    {area === 'published' ? 'Public page' : area === 'private' ? 'Private page' : 'In-review page'}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <section aria-labelledby="developer-console-title">
      <h1 id="developer-console-title" css={pageHeading}>
        {pageCopy.developerConsole.title}
      </h1>
      <p css={pageIntro}>{pageCopy.developerConsole.description}</p>
      {body}
    </section>
  );
}
