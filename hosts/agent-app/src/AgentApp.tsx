/**
 * The chat agent app: its own chrome (signed-in agent, cart badge, installed apps, toasts), its
 * chats and reports screens where apps are placed, and the framed marketplace under
 * /apps/marketplace/. Moving between sections never reloads the page.
 */
import { css } from '@emotion/react';
import type { HostEnd } from '@marketplace/bridge/ends';
import type { MarketplaceMessage } from '@marketplace/bridge/protocol';
import { createHostUi, type HostUi } from '@marketplace/host-ui/host-ui';
import { placementAt, renderPlacement } from '@marketplace/host-ui/placements';
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { paths } from '../../../shared/federation.ts';
import { FramedMarketplace } from './FramedMarketplace.tsx';
import { hostNavigate, useHostPathname } from './host-location.ts';
import { session } from './session.ts';
import { runtime } from './runtime.ts';

const layout = css`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) 200px;
  grid-template-rows: 48px 1fr;
  height: 100vh;
  font-family: system-ui, sans-serif;
`;
const skip = css`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 10;
    padding: 8px 12px;
    background: #fff;
    color: #1b1b20;
  }
`;
// White on #c43e00 reads at 5.2:1 (the brand's #ff5100 gave 3.1:1, below WCAG AA).
const topBar = css`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 16px;
  background: #c43e00;
  color: #fff;
  font-weight: 700;
  a,
  button {
    color: #fff;
    font: inherit;
    font-weight: 600;
  }
  button {
    background: transparent;
    border: 1px solid #fff;
    border-radius: 4px;
    padding: 4px 10px;
    cursor: pointer;
  }
  .badge {
    display: inline-block;
    min-width: 20px;
    margin-left: 4px;
    padding: 0 6px;
    border-radius: 10px;
    background: #fff;
    color: #1b1b20;
    text-align: center;
  }
  .spacer {
    flex: 1;
  }
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
  section {
    padding: 24px;
  }
`;
const side = css`
  border-left: 1px solid #d9dbe3;
  padding: 12px;
  font-size: 14px;
  overflow: auto;
  h2 {
    font-size: 14px;
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;
const toastArea = css`
  position: fixed;
  right: 16px;
  bottom: 16px;
  display: grid;
  gap: 8px;
  .host-toast {
    margin: 0;
    padding: 10px 14px;
    border-radius: 6px;
    background: #1b1b20;
    color: #fff;
  }
`;

const sections = [
  ['Chats', '/chats'],
  ['Customers', '/customers'],
  ['Archives', '/archives'],
  ['Reports', '/reports'],
  ['Apps', `${paths.agentAppMarketplace}/`],
] as const;

/** Links of the host move inside the page (no reload); modified clicks keep the browser's behaviour. */
function onLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const url = new URL(event.currentTarget.href);
  hostNavigate(`${url.pathname}${url.search}`);
}

function useSignedIn(): boolean {
  return useSyncExternalStore(session.onChange, () => session.credentials() !== null);
}

export function AgentApp() {
  const pathname = useHostPathname();
  const signedIn = useSignedIn();
  const onMarketplace = pathname.startsWith(paths.agentAppMarketplace);
  const placement = placementAt(pathname);
  const badge = useRef<HTMLSpanElement>(null);
  const toasts = useRef<HTMLDivElement>(null);
  const installed = useRef<HTMLDivElement>(null);
  const placementRoot = useRef<HTMLElement>(null);
  const [ui, setUi] = useState<HostUi | null>(null);
  // The frame is loaded anew when the agent signs in or out (it asks for credentials again); not
  // after a refused token: the marketplace signed itself out and shows the logged-out toast.
  const [frameKey, setFrameKey] = useState(0);
  useEffect(() => session.onChange((change) => change !== 'refused' && setFrameKey((key) => key + 1)), []);
  const bridge = useRef<HostEnd | null>(null);

  useEffect(() => {
    if (!badge.current || !toasts.current || !installed.current) return;
    const created = createHostUi(
      { badge: badge.current, toasts: toasts.current, installed: installed.current },
      { platformOrigin: runtime.origins.platform, product: 'livechat', credentials: () => session.credentials(), onRefused: () => session.refused() },
    );
    setUi(created);
    void created.refreshInstalled();
    return () => created.destroy();
  }, []);

  // A sign-in or sign-out changes what the host and the marketplace show.
  useEffect(() => {
    void ui?.refreshInstalled();
    void bridge.current?.send({ type: 'refresh_installed_apps' }).catch(() => undefined);
  }, [ui, signedIn]);

  useEffect(() => {
    if (!ui || !placement || !placementRoot.current) return;
    const root = placementRoot.current;
    renderPlacement(root, placement, ui.installedNames());
    return ui.onInstalledChange((names) => renderPlacement(root, placement, names));
  }, [ui, placement]);

  const onMessage = (message: MarketplaceMessage) => ui?.handle(message) ?? (message.type === 'credentials' ? session.credentials() : undefined);

  return (
    <div css={layout} data-host="agent-app">
      <a css={skip} href="#content">
        Skip to {onMarketplace ? 'the marketplace' : 'content'}
      </a>
      <header css={topBar}>
        <span>LiveChat — Agent App</span>
        <span className="spacer" />
        <a href={`${paths.agentAppMarketplace}/cart/`} onClick={onLink}>
          Cart
          <span ref={badge} className="badge" />
        </a>
        {signedIn ? (
          <button type="button" onClick={() => void session.signOut()}>
            Sign out
          </button>
        ) : (
          <button type="button" onClick={() => window.location.assign(session.signInUrl())}>
            Sign in
          </button>
        )}
      </header>
      <nav css={rail} aria-label="Agent app">
        <ul>
          {sections.map(([label, href]) => {
            const current = label === 'Apps' ? onMarketplace : pathname === href;
            return (
              <li key={label}>
                <a href={href} aria-current={current ? 'page' : undefined} onClick={onLink}>
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <main css={content} id="content" tabIndex={-1}>
        {onMarketplace ? (
          <FramedMarketplace key={frameKey} onMessage={onMessage} onConnected={(end) => (bridge.current = end)} />
        ) : placement ? (
          <section ref={placementRoot} aria-label={placement} />
        ) : (
          <section>
            <p>Open Apps to browse the marketplace.</p>
          </section>
        )}
      </main>
      <aside css={side} aria-label="Installed apps">
        <h2>Installed apps</h2>
        <div ref={installed} />
      </aside>
      <div css={toastArea} ref={toasts} />
    </div>
  );
}
