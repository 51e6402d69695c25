/**
 * The detail page of a private or in-review app: /private-apps/{slug}/,
 * /embedded-private-apps/{slug}/ and /in-review-apps/{slug}/, shown only to the developer and
 * organisation who own the app, with its publication state as a badge. Anyone else gets the 404
 * page; an app that changed area moves to its new address.
 */
import { css, type Theme } from '@emotion/react';
import type { App } from '@marketplace/domain/entities/app';
import { publicationState, publicationStateLabels, type PublicationState } from '@marketplace/domain/publication';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFound } from '../app-shell/NotFound.tsx';
import { usePageTitle } from '../app-shell/page-title.ts';
import { useOwnApp, type OwnAppArea } from '../data/use-own-app.ts';
import { AppDetailSkeleton } from './AppDetailSkeleton.tsx';
import { AppDetailView } from './AppDetailView.tsx';
import { button } from './styles.ts';

const bar = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.subtle};
  p {
    margin: 0;
  }
`;

const badge = (t: Theme) => css`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${t.radius.pill}px;
  background: ${t.color.accentSoft};
  color: ${t.color.text};
  font-weight: ${t.font.weight.bold};
  letter-spacing: 0.02em;
`;

/** What each state means for the owner (the badge names the state in words). */
const explanations: Record<PublicationState, string> = {
  IN_DEVELOPMENT: 'Only your organization can see this app. Submit it for review when it is ready.',
  IN_REVIEW: 'This app is waiting for review. This page checks for the answer every 15 seconds.',
  ACCEPTED: 'This app passed review and will be published soon.',
  PUBLISHED: 'This app is published in the marketplace.',
};

function PublicationStatus({ app }: { app: App }) {
  const state = publicationState(app);
  return (
    <div css={bar} data-testid="publication-status">
      <p>
        Publication state:{' '}
        <strong css={badge} data-testid="publication-badge">
          {publicationStateLabels[state]}
        </strong>
      </p>
      <p role="status">{explanations[state]}</p>
    </div>
  );
}

export function OwnAppDetail({ slug, area, embedded }: { slug: string; area: OwnAppArea; embedded: boolean }) {
  const { search, hash } = useLocation();
  const { state, retry } = useOwnApp(slug, area, embedded);
  const [now] = useState(() => new Date());
  usePageTitle(state.kind === 'ready' ? state.app.name : state.kind === 'error' ? 'App unavailable' : null);

  if (state.kind === 'not-found') return <NotFound />;
  if (state.kind === 'moved') return <Navigate to={`${state.path.replace(/[?#].*$/, '')}${search}${hash}`} replace />;
  if (state.kind === 'loading') return <AppDetailSkeleton />;
  if (state.kind === 'error') {
    return (
      <div role="alert">
        <h1>This app could not be loaded</h1>
        <p>{state.message}</p>
        <button type="button" css={button} onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <>
      <PublicationStatus app={state.app} />
      <AppDetailView app={state.app} now={now} embedded={embedded} area={area} />
    </>
  );
}
