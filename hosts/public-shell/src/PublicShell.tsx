/** The public site: its own chrome around the marketplace rendered inline. */
import { css } from '@emotion/react';
import { useState } from 'react';
import { paths } from '@marketplace/shared/federation';
import { FederatedMarketplace, type Preloaded } from './FederatedMarketplace.tsx';
import { runtime } from './public-shell-config.ts';

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
  /* The marketplace's dark theme covers the site's navigation too. */
  &:has([data-marketplace-root][data-theme='dark']) nav {
    background: #202433;
    border-color: #3d4358;
    a {
      color: #eef0f7;
    }
    a:hover,
    a:focus-visible {
      background: #2b3042;
    }
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
  .site-name {
    min-width: 0;
    margin-right: auto;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
  button {
    display: none;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid #fff;
    border-radius: 8px;
    background: transparent;
    color: #fff;
    font: inherit;
    font-size: 15px;
    cursor: pointer;
  }
  @media (max-width: 720px) {
    padding: 0 8px 0 12px;
    font-size: 16px;
    /* The site's name takes two lines rather than losing its end beside Menu. */
    .site-name {
      white-space: normal;
      line-height: 1.15;
    }
    button {
      display: inline-flex;
    }
  }
  @media (scripting: none) {
    button {
      display: none;
    }
  }
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
  a {
    display: flex;
    align-items: center;
    box-sizing: border-box;
    min-height: 44px;
    padding: 8px 20px;
    color: #1b1f33;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: #e2e4ec;
  }
  /* Narrow: the links open from the top bar's Menu. */
  @media (max-width: 720px) {
    display: none;
    padding: 4px 0;
    border-right: 0;
    border-bottom: 1px solid #d9dbe3;
    &[data-open] {
      display: block;
    }
  }
  /* Without JavaScript the Menu cannot open: the links stay shown (they work as plain links). */
  @media (max-width: 720px) and (scripting: none) {
    display: block;
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
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div css={layout} data-host="public-shell">
      <header css={topBar}>
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
          <path d="M4 6a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-7l-6 5v-5a4 4 0 0 1-3-4z" fill="#ff5100" />
        </svg>
        <span className="site-name">LiveChat Marketplace</span>
        <button type="button" aria-expanded={menuOpen} aria-controls="site-nav" onClick={() => setMenuOpen((open) => !open)}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.6" fill="none" />
          </svg>
          Menu
        </button>
      </header>
      <nav css={sideNav} aria-label="Site" id="site-nav" data-open={menuOpen ? '' : undefined}>
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
          platformOrigin={loaded.server?.platformOrigin ?? runtime.origins.platform}
          basename={paths.publicShell}
          embedding="inline"
          staticSite={{ buildHash: runtime.buildHash }}
          {...loaded}
        />
      </main>
    </div>
  );
}
