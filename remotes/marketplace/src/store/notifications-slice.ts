/**
 * Toasts (spec 3 notification, spec 8 messages). Every slice shows its messages through
 * `showNotification`; each hides itself after 4000 ms unless told otherwise (rating: 2000 ms,
 * ghost-login notice: never).
 */
import { ApiErrorKind, isApiError } from '@marketplace/api/api-error';
import { NOTIFICATION_AUTO_HIDE_MS } from '@marketplace/domain/constants';
import type { Notification, NotificationKind } from '@marketplace/domain/entities/notification';
import type { ErrorCode } from '@marketplace/domain/errors';
import { notificationFor } from '@marketplace/domain/notifications';
import type { SliceCreator } from './store-deps.ts';

export interface NotificationInput {
  kind: NotificationKind;
  content: string;
  /** Milliseconds before it hides; null keeps it. Defaults to 4000 ms (spec 9). */
  autoHideDelayTime?: number | null;
  type?: string;
}

export interface NotificationsSlice {
  notifications: Notification[];
  /** Shows the catalogue's message for `code` (spec 8), with its kind and auto-hide time. */
  notify: (code: ErrorCode, options?: { params?: Readonly<Record<string, string>>; reason?: string | null }) => string;
  /**
   * The failure message of an action, unless the failure was a 401: then the logged-out toast
   * (user slice) speaks for it, and one message is enough.
   */
  notifyFailure: (code: ErrorCode, error: unknown, options?: { params?: Readonly<Record<string, string>>; reason?: string | null }) => string | null;
  /** Shows a toast and returns its id. */
  showNotification: (input: NotificationInput) => string;
  hideNotification: (id: string) => void;
}

export const createNotificationsSlice: SliceCreator<NotificationsSlice> =
  ({ scheduler }) =>
  (set) => {
    let nextId = 0;
    const cancels = new Map<string, () => void>();

    const hideNotification = (id: string): void => {
      cancels.get(id)?.();
      cancels.delete(id);
      set((state) => ({ notifications: state.notifications.filter((notification) => notification.id !== id) }));
    };

    const show = (notification: Notification): string => {
      set((state) => ({ notifications: [...state.notifications, notification] }));
      const delay = notification.autoHideDelayTime;
      if (delay !== null)
        cancels.set(
          notification.id,
          scheduler.after(delay, () => hideNotification(notification.id)),
        );
      return notification.id;
    };
    const newId = (): string => {
      nextId += 1;
      return `notification-${nextId}`;
    };

    const showNotification = (input: NotificationInput): string => {
      const id = newId();
      const autoHideDelayTime = input.autoHideDelayTime === undefined ? NOTIFICATION_AUTO_HIDE_MS : input.autoHideDelayTime;
      const notification: Notification = {
        id,
        kind: input.kind,
        content: input.content,
        autoHideDelayTime,
        ...(input.type === undefined ? {} : { type: input.type }),
      };
      return show(notification);
    };

    return {
      notifications: [],
      notify: (code, options = {}) => show(notificationFor(code, newId(), options)),
      notifyFailure: (code, error, options = {}) => {
        if (isApiError(error) && error.kind === ApiErrorKind.unauthorized) return null;
        // Slowed by a rate limit: the platform's sentence says how long to wait, which the action's failure message would not.
        if (isApiError(error) && error.status === 429) return showNotification({ kind: 'warning', content: error.message });
        return show(notificationFor(code, newId(), options));
      },
      showNotification,
      hideNotification,
    };
  };
