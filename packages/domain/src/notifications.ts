/** Turning a catalogue entry into a notification (spec 3 and 9: auto-hide times). */
import { NOTIFICATION_AUTO_HIDE_MS, RATING_NOTIFICATION_AUTO_HIDE_MS } from './constants.ts';
import type { Notification } from './entities/notification.ts';
import { catalogueMessage, errorCatalogue, withReason, type ErrorCode } from './errors.ts';

/** Notices that stay until acted on: the ghost-login banner has its own 'Stop now' action. */
const persistent: readonly ErrorCode[] = ['ghostLoginBrowsing'];
const rating: readonly ErrorCode[] = ['ratingSent', 'ratingFailed'];

/** How long a notice stays: 4000 ms, rating notices 2000 ms, persistent ones until dismissed. */
export function autoHideDelayOf(code: ErrorCode): number | null {
  if (persistent.includes(code)) return null;
  return rating.includes(code) ? RATING_NOTIFICATION_AUTO_HIDE_MS : NOTIFICATION_AUTO_HIDE_MS;
}

/** The notification for a catalogue entry; the id comes in, the reason (if any) is appended. */
export function notificationFor(code: ErrorCode, id: string, options: { params?: Readonly<Record<string, string>>; reason?: string | null } = {}): Notification {
  return {
    id,
    kind: errorCatalogue[code].kind,
    content: withReason(catalogueMessage(code, options.params), options.reason),
    autoHideDelayTime: autoHideDelayOf(code),
    type: code,
  };
}
