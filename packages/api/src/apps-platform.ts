/** Apps platform calls (spec 7): an app's instance and developer profiles. */
import { developerSchema, type Developer } from '@marketplace/domain/entities/developer';
import { z } from 'zod';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

export const appInstanceSchema = z.record(z.string(), z.unknown());
export type AppInstance = z.infer<typeof appInstanceSchema>;

export interface AppsPlatformClient {
  /** GET /applications/{id}/instance */
  getInstance(appId: string): Promise<AppInstance>;
  /** GET /developers/{id}/profile */
  getDeveloperProfile(developerId: string): Promise<Developer>;
}

export function createAppsPlatformClient(platform: Transport): AppsPlatformClient {
  const http = platform.withArea(ApiArea.appsPlatform);
  const e = encodeURIComponent;
  return {
    getInstance: (appId) => http.call({ method: 'GET', path: `/applications/${e(appId)}/instance`, response: appInstanceSchema }),
    getDeveloperProfile: (developerId) =>
      http.call({ method: 'GET', path: `/developers/${e(developerId)}/profile`, response: developerSchema }),
  };
}
