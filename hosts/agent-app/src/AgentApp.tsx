/** The chat agent app: its own chrome, and the framed marketplace under /apps/marketplace/. */
import { css } from '@emotion/react';
import { paths } from '../../../shared/federation.ts';
import { FramedMarketplace } from './FramedMarketplace.tsx';

const layout = css`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  grid-template-rows: 48px 1fr;
  height: 100vh;
  font-family: system-ui, sans-serif;
`;
const topBar = css`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  padding: 0 16px;
  background: #ff5100;
  color: #fff;
  font-weight: 700;
`;
const rail = css`
  background: #1b1b20;
  ul {
    list-style: none;
    margin: 0;
    padding: 8px 0;
  }
  a {
    display: block;
    padding: 12px 4px;
    color: #e9e9ee;
    font-size: 12px;
    text-align: center;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: #33333d;
    color: #fff;
  }
  a:focus-visible {
    outline: 3px solid #ffb020;
    outline-offset: -3px;
  }
`;
const content = css`
  min-width: 0;
  min-height: 0;
`;

const sections = [
  ['Chats', '/chats'],
  ['Customers', '/customers'],
  ['Archives', '/archives'],
  ['Reports', '/reports'],
  ['Apps', `${paths.agentAppMarketplace}/`],
] as const;

export function AgentApp() {
  const onMarketplace = window.location.pathname.startsWith(paths.agentAppMarketplace);
  return (
    <div css={layout} data-host="agent-app">
      <header css={topBar}>LiveChat — Agent App</header>
      <nav css={rail} aria-label="Agent app">
        <ul>
          {sections.map(([label, href]) => (
            <li key={label}>
              <a href={href} aria-current={label === 'Apps' && onMarketplace ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main css={content}>
        {onMarketplace ? <FramedMarketplace /> : <p style={{ padding: 24 }}>Open Apps to browse the marketplace.</p>}
      </main>
    </div>
  );
}
