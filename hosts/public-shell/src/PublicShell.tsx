/** The public site: its own chrome around the marketplace rendered inline. */
import { css } from '@emotion/react';
import { paths } from '../../../shared/federation.ts';
import { FederatedMarketplace, type Preloaded } from './FederatedMarketplace.tsx';
import { runtime } from './runtime.ts';

const layout = css`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  grid-template-rows: 56px 1fr;
  min-height: 100vh;
  font-family: system-ui, sans-serif;
  main {
    min-width: 0;
  }
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: 56px auto 1fr;
  }
`;
const topBar = css`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 20px;
  background: #13172b;
  color: #fff;
  font-weight: 700;
  font-size: 18px;
`;
const sideNav = css`
  background: #f1f2f6;
  border-right: 1px solid #d9dbe3;
  padding: 16px 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  @media (max-width: 720px) {
    padding: 4px 0;
    ul {
      display: flex;
      flex-wrap: wrap;
    }
    a {
      padding: 6px 12px;
    }
  }
  a {
    display: block;
    padding: 8px 20px;
    color: #1b1f33;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: #e2e4ec;
  }
`;

const links = [
  ['Marketplace home', ''],
  ['All apps', 'apps/'],
  ['Partners', 'partners/'],
  ['Developers', 'developers/'],
  ['Services', 'services/'],
] as const;

/** `preloaded`: on the server and when hydrating a server-rendered page. */
export function PublicShell(loaded: Preloaded = {}) {
  return (
    <div css={layout} data-host="public-shell">
      <header css={topBar}>
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
          <path d="M4 6a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-7l-6 5v-5a4 4 0 0 1-3-4z" fill="#ff5100" />
        </svg>
        LiveChat Marketplace
      </header>
      <nav css={sideNav} aria-label="Site">
        <ul>
          {links.map(([label, path]) => (
            <li key={label}>
              <a href={`${paths.publicShell}${path}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        <FederatedMarketplace
          product="livechat"
          platformOrigin={runtime.origins.platform}
          basename={paths.publicShell}
          embedding="inline"
          staticSite={{ buildHash: runtime.buildHash }}
          {...loaded}
        />
      </main>
    </div>
  );
}
