/**
 * Toasts (spec 3 notification, spec 8 messages). Every slice shows its messages through
 * `showNotification`; each hides itself after 4000 ms unless told otherwise (rating: 2000 ms,
 * ghost-login notice: never).
 */
import { NOTIFICATION_AUTO_HIDE_MS } from '@marketplace/domain/constants';
import type { Notification, NotificationKind } from '@marketplace/domain/entities/notification';
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

    return {
      notifications: [],
      showNotification: (input) => {
        nextId += 1;
        const id = `notification-${nextId}`;
        const autoHideDelayTime = input.autoHideDelayTime === undefined ? NOTIFICATION_AUTO_HIDE_MS : input.autoHideDelayTime;
        const notification: Notification = {
          id,
          kind: input.kind,
          content: input.content,
          autoHideDelayTime,
          ...(input.type === undefined ? {} : { type: input.type }),
        };
        set((state) => ({ notifications: [...state.notifications, notification] }));
        if (autoHideDelayTime !== null) cancels.set(id, scheduler.after(autoHideDelayTime, () => hideNotification(id)));
        return id;
      },
      hideNotification,
    };
  };
