/** Apps platform calls (spec 7): an app's instance (install) and developer profiles. */
import { appInstanceResponseSchema } from '@marketplace/domain/calls/billing';
import { developerListResponseSchema, developerProfileResponseSchema } from '@marketplace/domain/calls/experts';
import type { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

export type AppInstance = z.infer<typeof appInstanceResponseSchema>;
export type DeveloperProfile = z.infer<typeof developerProfileResponseSchema>;

export interface AppsPlatformClient {
  /** GET /applications/{id}/instance: the app's install in the caller's organisation. */
  getInstance(appId: string): Promise<AppInstance>;
  /** GET /developers/{id}/profile */
  getDeveloperProfile(developerId: string): Promise<DeveloperProfile>;
  /** GET /developers (the platform's addition, for the developers page). */
  listDevelopers(): Promise<DeveloperProfile[]>;
}

export function createAppsPlatformClient(platform: Transport): AppsPlatformClient {
  const http = platform.withArea(ApiArea.appsPlatform);
  const e = encodeURIComponent;
  return {
    getInstance: (appId) => http.call({ method: 'GET', path: `/applications/${e(appId)}/instance`, response: appInstanceResponseSchema }),
    getDeveloperProfile: (developerId) => http.call({ method: 'GET', path: `/developers/${e(developerId)}/profile`, response: developerProfileResponseSchema }),
    listDevelopers: () => http.call({ method: 'GET', path: '/developers', response: developerListResponseSchema }),
  };
}
