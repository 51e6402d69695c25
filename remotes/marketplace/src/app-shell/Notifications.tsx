/**
 * The toasts of the notifications slice (spec 3 and 8): successes and notices are read politely,
 * warnings and errors at once. Each can be dismissed; the store hides them after their time.
 */
import { css, type Theme } from '@emotion/react';
import type { NotificationKind } from '@marketplace/domain/entities/notification';
import { useMarketplaceStore } from '../store/context.tsx';

const stack = css`
  position: fixed;
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
    padding: 2px 6px;
    font-size: 18px;
    line-height: 1;
  }
`;

export function Notifications() {
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
