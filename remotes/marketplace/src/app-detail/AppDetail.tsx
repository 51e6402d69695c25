/**
 * App detail at /apps/{slug}/ (or /services/{slug}/): an unknown app falls back to /apps/ (spec 2).
 * (Sections, pricing and reviews grow here in the app-detail feature.)
 */
import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { exposeScreen } from '../app-shell/standalone.tsx';
import { useMarketplaceStore } from '../store/context.tsx';

const page = (t: Theme) => css`
  max-width: ${t.layout.maxWidth}px;
  margin: 0 auto;
  padding: 24px;
  font-family: ${t.font.family};
  color: ${t.color.text};
  header {
    display: flex;
    gap: 16px;
    align-items: center;
  }
  img {
    width: 72px;
    height: 72px;
    border-radius: 16px;
  }
  h1 {
    margin: 0;
    font-size: 28px;
  }
`;

export function AppDetailScreen() {
  const { slug = '' } = useParams();
  const app = useMarketplaceStore((s) => Object.values(s.publishedApps.byId).find((a) => a.slug === slug));
  const loadPublishedApp = useMarketplaceStore((s) => s.loadPublishedApp);
  // The slug the platform does not know, so a later slug starts out unknown rather than missing.
  const [missingSlug, setMissingSlug] = useState<string | null>(null);
  const missing = missingSlug === slug;

  useEffect(() => {
    let live = true;
    void loadPublishedApp(slug).then((found) => {
      if (live && found === null) setMissingSlug(slug);
    });
    return () => {
      live = false;
    };
  }, [slug, loadPublishedApp]);

  if (missing) return <Navigate to="/apps/" replace />;
  if (!app) {
    return (
      <section css={page} aria-busy="true">
        <p role="status">Loading…</p>
      </section>
    );
  }
  return (
    <article css={page} aria-labelledby="app-title">
      <header>
        <img src={app.icon} alt="" width={72} height={72} />
        <div>
          <h1 id="app-title">{app.name}</h1>
          <p>{app.shortDescription}</p>
        </div>
      </header>
    </article>
  );
}

export default exposeScreen(AppDetailScreen);
