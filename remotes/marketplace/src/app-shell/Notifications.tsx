/**
 * The toasts of the notifications slice (spec 3 and 8): successes and notices are read politely,
 * warnings and errors at once. Each can be dismissed; the store hides them after their time.
 */
import { css, type Theme } from '@emotion/react';
import { safeFontFamily } from '@marketplace/bridge/mount-options';
import type { NotificationKind } from '@marketplace/domain/entities/notification';
import type { CSSProperties } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

// Outside the layout's root (fixed to the window): the font is set here, or a framed page with no
// font of its own shows the toasts in the browser's serif. Drawn over a host's page, they take the
// host's font: the one it passed, else (inline) its page's own.
const stack = (t: Theme) => css`
  position: fixed;
  font-family: var(--marketplace-toast-font, ${t.font.family});
  line-height: 1.5;
  right: 16px;
  bottom: 16px;
  z-index: 50;
  display: grid;
  gap: 8px;
  width: min(420px, calc(100vw - 32px));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const plainList = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const bottomColumn = css`
  pointer-events: none;
  li {
    pointer-events: auto;
  }
`;

const accent: Record<NotificationKind, (t: Theme) => string> = {
  success: (t) => t.color.success,
  info: (t) => t.color.accent,
  warning: (t) => t.color.star,
  error: (t) => t.color.danger,
};

const toast = (kind: NotificationKind) => (t: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${t.color.border};
  border-left: 6px solid ${accent[kind](t)};
  border-radius: ${t.radius.control}px;
  background: ${t.color.surface};
  color: ${t.color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
  p {
    margin: 0;
    flex: 1;
  }
  button {
    border: 0;
    background: none;
    cursor: pointer;
    min-width: 44px;
    min-height: 44px;
    margin: -10px -10px -10px 0;
    padding: 2px 6px;
    font-size: 18px;
    line-height: 1;
  }
`;

/** The toasts' font: the host's when it gave one, its page's own when inline, else the theme's. */
function fontOf(embedding: 'inline' | 'framed', hostFont: string | undefined) {
  const family = safeFontFamily(hostFont) ?? (embedding === 'inline' ? 'inherit' : null);
  return family === null ? undefined : ({ '--marketplace-toast-font': family } as CSSProperties);
}

export function Notifications() {
  // A host with its own bar at the top asks for the toasts at the bottom, clear of that bar; a
  // host that shows them itself gets them as events (HostBridge) and none is drawn here.
  const { notifications: place = 'top', embedding, hostFont } = useMarketplaceOptions();
  const notifications = useMarketplaceStore((s) => s.notifications);
  const hide = useMarketplaceStore((s) => s.hideNotification);
  // The ghost-login notice has its own bar (GhostLoginNotice), above the header.
  const shown = notifications.filter((n) => n.type !== 'ghostLoginBrowsing');
  const urgent = shown.filter((n) => n.kind === 'error' || n.kind === 'warning');
  const polite = shown.filter((n) => n.kind === 'success' || n.kind === 'info');
  const style = fontOf(embedding, hostFont);
  // Decided by the option alone, never by whether the bridge is there yet: the server renders a
  // frame without one, and a page drawn otherwise than the server's HTML fails to hydrate.
  if (place === 'events') return null;
  const render = (list: typeof notifications) =>
    list.map((n) => (
      <li key={n.id} css={toast(n.kind)} data-testid="notification" data-kind={n.kind}>
        <p>{n.content}</p>
        <button type="button" aria-label="Dismiss" onClick={() => hide(n.id)}>
          ×
        </button>
      </li>
    ));
  if (place === 'bottom') {
    // One column at the bottom: the urgent ones nearest the edge, the others above them.
    return (
      <div css={[stack, bottomColumn]} style={style}>
        <div role="status">
          <ul css={plainList} aria-label="Notifications">
            {render(polite)}
          </ul>
        </div>
        <div role="alert">
          <ul css={plainList} aria-label="Urgent notifications">
            {render(urgent)}
          </ul>
        </div>
      </div>
    );
  }
  return (
    <>
      {/* The live regions wrap the lists: a role on the <ul> itself would drop its list semantics. */}
      <div role="alert">
        <ul css={stack} style={style} aria-label="Urgent notifications">
          {render(urgent)}
        </ul>
      </div>
      <div role="status">
        <ul
          css={[
            stack,
            css`
              bottom: auto;
              top: 16px;
            `,
          ]}
          style={style}
          aria-label="Notifications"
        >
          {render(polite)}
        </ul>
      </div>
    </>
  );
}
