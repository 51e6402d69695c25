/**
 * The catalogue: the published apps of the product the marketplace is opened in. (The full
 * listing — filters, sorts, collections, search — grows here in the catalogue feature.)
 */
import { css, type Theme } from '@emotion/react';
import { useEffect } from 'react';
import { exposeScreen } from '../app-shell/standalone.tsx';
import { useMarketplaceStore } from '../store/context.tsx';
import { selectPublishedApps } from '../store/apps-slice.ts';
import { RequestStatus } from '../store/request-status.ts';
import { AppCard } from '../ui/AppCard.tsx';

const page = (t: Theme) => css`
  max-width: ${t.layout.maxWidth}px;
  margin: 0 auto;
  padding: 24px;
  font-family: ${t.font.family};
  color: ${t.color.text};
  h1 {
    font-size: 28px;
    font-weight: ${t.font.weight.bold};
    margin: 0 0 20px;
  }
`;
const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;
const skeleton = (t: Theme) => css`
  height: 90px;
  border-radius: ${t.radius.card}px;
  background: linear-gradient(90deg, ${t.color.subtle}, #e9ebf2, ${t.color.subtle});
  background-size: 200% 100%;
  animation: shimmer 1.2s infinite linear;
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function CatalogueScreen() {
  const apps = useMarketplaceStore(selectPublishedApps);
  const status = useMarketplaceStore((s) => s.publishedApps.status);
  const error = useMarketplaceStore((s) => s.publishedApps.error);
  const load = useMarketplaceStore((s) => s.loadPublishedApps);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section css={page} aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">Apps</h1>
      {status === RequestStatus.rejected && apps.length === 0 ? (
        <div role="alert">
          <p>{error?.message}</p>
          <button type="button" onClick={() => void load()}>
            Try again
          </button>
        </div>
      ) : apps.length === 0 && status !== RequestStatus.fulfilled ? (
        <ul css={grid} aria-busy="true" aria-label="Loading apps">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} css={skeleton} />
          ))}
        </ul>
      ) : apps.length === 0 ? (
        <p>No apps are published yet.</p>
      ) : (
        <ul css={grid} aria-label="Apps">
          {apps.map((app) => (
            <li key={app.id}>
              <AppCard app={app} href={`/apps/${app.slug}/`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default exposeScreen(CatalogueScreen);
