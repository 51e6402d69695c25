/**
 * The toasts of the notifications slice (spec 3 and 8): successes and notices are read politely,
 * warnings and errors at once. Each can be dismissed; the store hides them after their time.
 */
import { css, type Theme } from '@emotion/react';
import type { NotificationKind } from '@marketplace/domain/entities/notification';
import { useMarketplaceStore } from '../store/context.tsx';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

// Outside the layout's root (fixed to the window): the theme's font is set here, or a framed
// page with no font of its own shows the toasts in the browser's serif.
const stack = (t: Theme) => css`
  position: fixed;
  font-family: ${t.font.family};
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

export function Notifications() {
  // A host with its own bar at the top asks for the toasts at the bottom, clear of that bar.
  const { notifications: place = 'top' } = useMarketplaceOptions();
  const notifications = useMarketplaceStore((s) => s.notifications);
  const hide = useMarketplaceStore((s) => s.hideNotification);
  // The ghost-login notice has its own bar (GhostLoginNotice), above the header.
  const shown = notifications.filter((n) => n.type !== 'ghostLoginBrowsing');
  const urgent = shown.filter((n) => n.kind === 'error' || n.kind === 'warning');
  const polite = shown.filter((n) => n.kind === 'success' || n.kind === 'info');
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
      <div css={[stack, bottomColumn]}>
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
        <ul css={stack} aria-label="Urgent notifications">
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
          aria-label="Notifications"
        >
          {render(polite)}
        </ul>
      </div>
    </>
  );
}
