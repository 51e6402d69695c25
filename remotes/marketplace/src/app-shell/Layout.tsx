/**
 * The marketplace's own frame inside any host: a 90 px header with the brand, search, the
 * category menu, the cart and the theme switch, then the page. Width is capped at 1376 px.
 * Narrow, the header is two rows (brand, cart and a More button; then the search) and the other
 * controls open from More. A host with its own cart and account controls (`hostChrome`) gets
 * the header without them.
 */
import { css, type Theme } from '@emotion/react';
import { paths } from '@marketplace/domain/routes';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CategoryMenu } from '../catalogue/CategoryMenu.tsx';
import { SearchBox } from '../catalogue/SearchBox.tsx';
import { CompareTray } from '../compare/CompareTray.tsx';
import { quietButton } from '../ui/buttons.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { CartBadge } from './CartBadge.tsx';
import { GhostLoginNotice } from './GhostLoginNotice.tsx';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { useThemeChoice } from './ThemePreference.tsx';
import { headerEndId } from '@marketplace/shared/header-end';

const root = (t: Theme) => css`
  min-height: 100%;
  background: ${t.color.surface};
  color: ${t.color.text};
  font-family: ${t.font.family};
  font-weight: ${t.font.weight.regular};
  line-height: 1.5;
  /* :where() keeps these defaults at zero extra specificity, so any component's own styles win;
     '& ' makes them descendants (stylis would attach a leading pseudo-class to the root). */
  & :where(a:not([class])) {
    color: ${t.color.accent};
  }
  & :where(:focus-visible) {
    outline: 3px solid ${t.color.focus};
    outline-offset: 2px;
  }
  /* One selector per element: stylis splits selector lists even inside :where(). */
  & :where(button) {
    font: inherit;
    color: inherit;
  }
  & :where(input) {
    font: inherit;
    color: inherit;
  }
  & :where(select) {
    font: inherit;
    color: inherit;
  }
  /* A finger's 44 px on a phone for every control but a link inside running text (WCAG 2.5.5's
     inline exception); a box or radio with its label. Components' own sizes win where larger. */
  @media ${t.breakpoint.narrow} {
    & :where(button) {
      min-height: 44px;
    }
    & :where(select) {
      min-height: 44px;
    }
    & :where(input:not([type='checkbox'], [type='radio'], [type='hidden'])) {
      min-height: 44px;
    }
    & :where(label:has(> input[type='checkbox'])) {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
    & :where(label:has(> input[type='radio'])) {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
    & :where(a:not(:is(p, li, dd, td, span) a)) {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

// Not sticky: a hash target lands 20 px below the top of the page (spec 2), not under a bar.
const header = (t: Theme) => css`
  position: relative;
  z-index: 10;
  background: ${t.color.surface};
  border-bottom: 1px solid ${t.color.border};
  .bar {
    box-sizing: border-box;
    max-width: ${t.layout.maxWidth}px;
    min-height: ${t.layout.headerHeight}px;
    margin: 0 auto;
    padding: 12px ${t.layout.gutter}px;
    display: flex;
    align-items: center;
    gap: 16px;
    flex-wrap: wrap;
  }
  .brand {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: ${t.font.weight.bold};
    font-size: 20px;
    color: ${t.color.text};
    text-decoration: none;
    white-space: nowrap;
  }
  .search {
    flex: 1 1 280px;
    min-width: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  /* Wide, the cart is the header's last control, as in most stores. */
  .cart {
    order: 2;
  }
  .actions {
    order: 1;
  }
  .menu-button {
    display: none;
  }
  @media ${t.breakpoint.narrow} {
    .bar {
      min-height: 0;
      padding: 8px 12px;
      gap: 8px 6px;
    }
    .brand {
      font-size: 16px;
      margin-right: auto;
    }
    .cart a,
    .menu-button {
      padding: 0 10px;
    }
    .menu-button {
      display: inline-flex;
      order: 2;
    }
    .cart {
      order: 1;
    }
    .search {
      order: 3;
      flex-basis: 100%;
    }
    .actions {
      order: 4;
      flex-basis: 100%;
      display: none;
      padding: 8px 0 4px;
      border-top: 1px solid ${t.color.border};
    }
    .actions[data-open] {
      display: flex;
    }
  }
`;

const main = (t: Theme) => css`
  box-sizing: border-box;
  max-width: ${t.layout.maxWidth}px;
  margin: 0 auto;
  padding: 24px ${t.layout.gutter}px 48px;
  @media ${t.breakpoint.narrow} {
    padding: 16px 12px 32px;
  }
`;

/** Named after the theme it switches to, so the words say what a press does. */
function ThemeSwitch() {
  const { name, toggle } = useThemeChoice();
  return (
    <button type="button" css={quietButton} onClick={toggle}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5v11a5.5 5.5 0 0 1 0-11z" fill="currentColor" />
      </svg>
      {name === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  );
}

/** The narrow header's More menu: shows the controls that do not fit beside the brand; a move closes it. */
function useHeaderMenu() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  return { open: openAt === here, toggle: () => setOpenAt((at) => (at === here ? null : here)) };
}

export function Layout({ children }: { children: ReactNode }) {
  const { hostChrome = false } = useMarketplaceOptions();
  const { name } = useThemeChoice();
  const menu = useHeaderMenu();
  const actionsId = useId();
  return (
    <div css={root} data-marketplace-root="" data-theme={name}>
      <GhostLoginNotice />
      <header css={header}>
        <div className="bar">
          <Link to={paths.home()} className="brand">
            Marketplace
          </Link>
          <div className="search">
            <SearchBox />
          </div>
          {hostChrome ? null : (
            <div className="cart">
              <CartBadge />
            </div>
          )}
          <button type="button" className="menu-button" css={quietButton} aria-expanded={menu.open} aria-controls={actionsId} onClick={menu.toggle}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path d="M3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" fill="currentColor" />
            </svg>
            More
          </button>
          <div className="actions" id={actionsId} data-open={menu.open ? '' : undefined}>
            <CategoryMenu />
            <ThemeSwitch />
            <AccountMenu linksOnly={hostChrome} />
          </div>
        </div>
        <span id={headerEndId} hidden />
      </header>
      <div css={main}>
        {children}
        <CompareTray />
      </div>
    </div>
  );
}
