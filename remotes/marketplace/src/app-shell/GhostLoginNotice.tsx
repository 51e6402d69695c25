/**
 * 'Browsing as {email}' while support staff browse as a user (spec 4): a bar above the header, so
 * it covers nothing and comes early in the tab order, a list (the notice and its action) that axe
 * accepts, and 'Stop now', which ends only the ghost login and reloads the page without it.
 */
import { css, type Theme } from '@emotion/react';
import { catalogueMessage } from '@marketplace/domain/errors';
import { useMarketplaceStore } from '../store/context.tsx';

const bar = (t: Theme) => css`
  background: ${t.color.accentSoft};
  color: ${t.color.text};
  border-bottom: 1px solid ${t.color.border};
  ul {
    box-sizing: border-box;
    max-width: ${t.layout.maxWidth}px;
    margin: 0 auto;
    padding: 8px ${t.layout.gutter}px;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
  }
  li:first-of-type {
    font-weight: ${t.font.weight.medium};
  }
  button {
    min-height: 32px;
    padding: 4px 12px;
    border: 1px solid ${t.color.accent};
    border-radius: ${t.radius.control}px;
    background: ${t.color.surface};
    color: ${t.color.accent};
    font-weight: ${t.font.weight.bold};
    cursor: pointer;
  }
`;

export function GhostLoginNotice() {
  const ghost = useMarketplaceStore((s) => s.session.isGhostLogin);
  const email = useMarketplaceStore((s) => s.session.email);
  const endGhostLogin = useMarketplaceStore((s) => s.endGhostLogin);
  if (!ghost) return null;
  const stop = async () => {
    await endGhostLogin();
    window.location.replace(`${window.location.pathname}${window.location.search}`);
  };
  return (
    <aside css={bar} aria-label="Ghost login" data-testid="ghost-login-notice">
      <ul>
        <li>{catalogueMessage('ghostLoginBrowsing', { email })}</li>
        <li>
          <button type="button" onClick={() => void stop()}>
            Stop now
          </button>
        </li>
      </ul>
    </aside>
  );
}
