/**
 * Side-by-side comparison of up to three apps: price, billing, rating,
 * installations, languages, placements and permissions, the apps kept in the address
 * (?apps=a,b,c) so a comparison can be shared. Apps are added here from a list or picked on cards,
 * and removed here; everything works by keyboard (a table with row and column headers).
 */
import { css, type Theme } from '@emotion/react';
import { productOfApp } from '@marketplace/domain/apps';
import { canCompareMore, comparedSlugs, comparisonCells, comparisonRowTitles, differingRows, MAX_COMPARED_APPS } from '@marketplace/domain/compare';
import { productNames } from '@marketplace/domain/entities/product';
import { pageCopy } from '@marketplace/domain/page-copy';
import { paths } from '@marketplace/domain/routes';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AppActions } from '../app-actions/AppActions.tsx';
import { usePageTitle } from '../app-shell/page-title.ts';
import { useAppHref } from '../data/use-app-href.ts';
import { useComparedApps } from '../data/use-catalogue-pages.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { quietButton } from '../ui/buttons.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { pageHeading, pageIntro, selectControl, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const table = (t: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  caption {
    text-align: left;
    margin-bottom: 8px;
    color: ${t.color.muted};
  }
  th,
  td {
    padding: 12px;
    border-bottom: 1px solid ${t.color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    vertical-align: bottom;
  }
  tbody th {
    width: 160px;
    color: ${t.color.muted};
    font-weight: ${t.font.weight.medium};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  .app {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 8px;
  }
  .app img {
    width: 48px;
    height: 48px;
    border-radius: 10px;
  }
  .app a {
    color: ${t.color.accent};
    font-weight: ${t.font.weight.bold};
  }
  button {
    ${quietButton(t)}
    min-height: 32px;
  }
`;

const differencesSwitch = css`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  margin: 0 0 12px;
  input {
    width: 18px;
    height: 18px;
  }
`;

const scroller = css`
  overflow-x: auto;
`;

const addForm = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 24px;
  select {
    ${selectControl(t)}
    max-width: 100%;
  }
  button {
    ${quietButton(t)}
  }
`;

function Cell({ lines }: { lines: readonly string[] }) {
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Adds one app from the catalogue (for keyboard users and anyone who starts here). */
function AddApp({ candidates, onAdd }: { candidates: readonly (readonly [slug: string, name: string])[]; onAdd: (slug: string) => void }) {
  const id = useId();
  const [slug, setSlug] = useState('');
  const chosen = candidates.some(([candidate]) => candidate === slug) ? slug : '';
  return (
    <form
      css={addForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onAdd(chosen);
        setSlug('');
      }}
    >
      <label htmlFor={id}>Add an app to compare</label>
      <select id={id} value={chosen} onChange={(event) => setSlug(event.target.value)}>
        <option value="">Choose an app</option>
        {candidates.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
      <button type="submit" disabled={!chosen}>
        Add
      </button>
    </form>
  );
}

export function ComparePage() {
  usePageTitle(pageCopy.compare.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const slugs = useMemo(() => comparedSlugs(params.get('apps')), [params]);
  const setCompared = useMarketplaceStore((s) => s.setCompared);
  // The compared apps and the names of those that can be added, not the catalogue.
  const catalogue = useComparedApps(slugs);
  const href = useAppHref();

  // The address decides; the cards' Compare boxes and the tray follow it.
  useEffect(() => setCompared(slugs), [slugs, setCompared]);

  // While other slugs are asked, the apps shown are those of the slugs still asked for.
  const apps = catalogue.apps.filter((app) => slugs.includes(app.slug));
  const candidates = useMemo(() => catalogue.choices.filter(([slug]) => !slugs.includes(slug)), [catalogue.choices, slugs]);

  // Off by default: the whole comparison first, then only what sets the apps apart.
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const switchId = useId();
  // A visitor's columns would hold no action (cards and the comparison leave signing in to the app page).
  const signedIn = useMarketplaceStore((s) => s.session.isAuthorized);

  const go = (next: readonly string[]) => {
    // The store first, so every Compare box shows the change with the click, then the address.
    setCompared(next);
    void navigate(paths.compare(...next), { replace: true });
  };

  let body;
  if (catalogue.error && catalogue.apps.length === 0) body = <LoadError what="apps" message={catalogue.error.message} onRetry={catalogue.reload} />;
  else if (catalogue.loading && catalogue.apps.length === 0) body = <SkeletonCards count={MAX_COMPARED_APPS} label="Loading the apps to compare" />;
  else if (apps.length === 0) {
    body = (
      <div css={statePanel}>
        <p>No apps picked yet. Tick Compare on up to {MAX_COMPARED_APPS} app cards, or add them here.</p>
        <p>
          <Link to={paths.apps()}>Browse all apps</Link>
        </p>
      </div>
    );
  } else {
    const names = apps.map((app) => app.name);
    const cells = apps.map((app) => comparisonCells(app, productNames[productOfApp(app)]));
    const rows = differencesOnly ? differingRows(cells) : differingRows([]);
    body = (
      <div css={scroller}>
        <label css={differencesSwitch} htmlFor={switchId}>
          <input id={switchId} type="checkbox" role="switch" checked={differencesOnly} onChange={(event) => setDifferencesOnly(event.target.checked)} />
          Show differences only
        </label>
        {differencesOnly && rows.length === 0 && <p role="status">These apps are the same in every row compared.</p>}
        <table css={table} data-testid="comparison">
          <caption>Comparison of {names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}</caption>
          <thead>
            <tr>
              <td />
              {apps.map((app) => (
                <th key={app.id} scope="col">
                  <div className="app">
                    <img src={app.icon} alt="" width={48} height={48} />
                    <Link to={href(app)} id={`compare-app-${app.id}`}>
                      {app.name}
                    </Link>
                    <button type="button" onClick={() => go(slugs.filter((slug) => slug !== app.slug))}>
                      Remove<span css={visuallyHidden}> {app.name}</span>
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row">{comparisonRowTitles[row]}</th>
                {cells.map((each, at) => (
                  <td key={apps[at]?.id}>
                    <Cell lines={each[row]} />
                  </td>
                ))}
              </tr>
            ))}
            {signedIn && (
              <tr>
                <th scope="row">Get it</th>
                {/* Each column's Install, Buy or Add to cart, with the refusals the app page gives. */}
                {apps.map((app) => (
                  <td key={app.id} data-testid="compare-actions">
                    <AppActions app={app} variant="compact" describedBy={`compare-app-${app.id}`} />
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="compare-title">
      <h1 id="compare-title" css={pageHeading}>
        {pageCopy.compare.title}
      </h1>
      <p css={pageIntro}>Up to {MAX_COMPARED_APPS} apps side by side. The address keeps your picks, so you can share this comparison.</p>
      {canCompareMore(slugs) && catalogue.apps.length > 0 && <AddApp candidates={candidates} onAdd={(slug) => go([...slugs, slug])} />}
      {body}
    </section>
  );
}
