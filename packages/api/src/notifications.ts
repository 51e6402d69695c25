/** Notification service (spec 7): POST /awaiting_apps, a request for apps a user cannot install. */
import { awaitingAppsBodySchema, awaitingAppsResponseSchema } from '@marketplace/domain/calls/notifications';
import type { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { ApiEvents } from './events.ts';
import { createTransport } from './http.ts';
import type { ApiRuntime } from './api-runtime.ts';

export type AwaitingAppsBody = z.input<typeof awaitingAppsBodySchema>;
export type AwaitingAppsResponse = z.infer<typeof awaitingAppsResponseSchema>;

export interface NotificationServiceClient {
  /** POST /awaiting_apps */
  sendAwaitingApps(body: AwaitingAppsBody): Promise<AwaitingAppsResponse>;
}

export function createNotificationServiceClient(options: { baseUrl: string; runtime: ApiRuntime; events: ApiEvents }): NotificationServiceClient {
  const http = createTransport({ area: ApiArea.notification, baseUrl: options.baseUrl, runtime: options.runtime, events: options.events });
  return {
    sendAwaitingApps: (body) => http.call({ method: 'POST', path: '/awaiting_apps', body: body, request: awaitingAppsBodySchema, response: awaitingAppsResponseSchema }),
  };
}
