/** A toast shown to the user (spec 3 and 8). */
import { z } from 'zod';

export const notificationKindSchema = z.enum(['success', 'warning', 'error', 'info']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  content: z.string(),
  /** Milliseconds before it hides; null keeps it until dismissed (e.g. the ghost-login notice). */
  autoHideDelayTime: z.number().int().positive().nullable(),
  /** What raised it, e.g. an error code of the catalogue (errors.ts). */
  type: z.string().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
