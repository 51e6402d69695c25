/** Buying a seeded app through the public API, as a signed-in account would. */
import { createChargeResponseSchema } from '@marketplace/domain/calls/billing';
import type { App } from '@marketplace/domain/entities/app';
import { expect } from 'vitest';
import type { TestPlatform } from './harness.ts';

/** Buys the app with its plan (charge created, accepted, activated, which installs it); the charge's id. */
export async function buyWithPlan(platform: TestPlatform, token: string, app: App, plan: 'pay-once' | 'pay-monthly'): Promise<string> {
  const created = await platform.call('POST', `/v2/applications/${app.id}/create-charge`, { token, body: { plan_id: plan } });
  expect(created.status).toBe(201);
  const charge = createChargeResponseSchema.parse(created.body);
  const kind = plan === 'pay-once' ? 'direct_charge' : 'recurrent_charge';
  expect((await platform.call('PUT', `/billing/v2/${kind}/livechat/${charge.id}/accept`, { token })).status).toBe(200);
  expect((await platform.call('PUT', `/billing/v2/${kind}/livechat/${charge.id}/activate`, { token })).status).toBe(200);
  return charge.id;
}
