/**
 * App detail at /apps/{slug}/, /services/{slug}/ for services and /embedded-apps/{slug}/ when
 * embedded (spec 2). An unknown app falls back to /apps/; a failed load says so and offers Retry.
 */
import { css, type Theme } from '@emotion/react';
import { isService } from '@marketplace/domain/apps';
import { appDetailArea, appDetailPath, paths } from '@marketplace/domain/routes';
import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { exposeScreen } from '../app-shell/standalone.tsx';
import { AppDetailSkeleton } from './AppDetailSkeleton.tsx';
import { AppDetailView } from './AppDetailView.tsx';
import { OwnAppDetail } from './OwnAppDetail.tsx';
import { button } from './styles.ts';
import { useAppDetail } from './useAppDetail.ts';

// The shell's layout sets width and padding; the host owns the <main> landmark.
const page = (t: Theme) => css`
  font-family: ${t.font.family};
  color: ${t.color.text};
  min-width: 0;
`;

const failure = (t: Theme) => css`
  max-width: 560px;
  padding: 24px;
  border: 1px solid ${t.color.danger};
  border-radius: ${t.radius.card}px;
  h1 {
    margin: 0 0 8px;
    font-size: 24px;
  }
`;

/** The detail screen of every area: the public catalogue, or the owners' private and in-review pages. */
export function AppDetailScreen() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { area, embedded } = appDetailArea(pathname);
  return area === 'published' ? <PublishedAppDetail slug={slug} embedded={embedded} /> : <OwnAppDetail slug={slug} area={area} embedded={embedded} />;
}

function PublishedAppDetail({ slug, embedded }: { slug: string; embedded: boolean }) {
  const { pathname, search, hash } = useLocation();
  const { state, retry } = useAppDetail(slug);
  // Discounts are checked against the time the page was opened (spec 4).
  const [now] = useState(() => new Date());
  usePageTitle(state.kind === 'ready' ? state.app.name : state.kind === 'error' ? 'App unavailable' : null);

  if (state.kind === 'missing') return <Navigate to={paths.unknownApp(slug)} replace />;
  if (state.kind === 'ready' && !embedded) {
    // A service lives at /services/{slug}/, any other app at /apps/{slug}/.
    const folder = isService(state.app) ? paths.services() : paths.apps();
    if (!pathname.startsWith(folder)) return <Navigate to={`${appDetailPath(state.app)}${search}${hash}`} replace />;
  }

  return (
    <div css={page}>
      {state.kind === 'loading' && <AppDetailSkeleton />}
      {state.kind === 'error' && (
        <div css={failure} role="alert">
          <h1>This app could not be loaded</h1>
          <p>{state.message}</p>
          <button type="button" css={button} onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.kind === 'ready' && <AppDetailView app={state.app} now={now} embedded={embedded} />}
    </div>
  );
}

export default exposeScreen(AppDetailScreen);
