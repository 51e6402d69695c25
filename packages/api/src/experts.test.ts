import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiArea, ApiErrorKind } from './api-error.ts';
import { createTestApi, type TestApi } from './testing/api.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
let owner: TestApi;
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = createTestApi(platform.origin);
  owner.token.current = await platform.tokenFor('acc-owner');
});
afterAll(async () => {
  await platform.close();
});

const review = { email: 'expert@example.com', userEmail: 'owner@acme.example', comment: 'Great partner to work with.', name: 'Olivia' };
const message = { email: 'expert@example.com', userEmail: 'owner@acme.example', message: 'We need a chatbot built.', name: 'Olivia', surname: 'Owner' };

describe('experts are public; messages and reviews need a token', () => {
  it('lists experts and reads one by id or slug', async () => {
    const anonymous = createTestApi(platform.origin).api;
    const [first] = await anonymous.experts.list();
    if (!first) throw new Error('no seeded expert');
    await expect(anonymous.experts.get(first.id)).resolves.toMatchObject({ id: first.id });
    await expect(anonymous.experts.get(first.slug)).resolves.toMatchObject({ id: first.id });
    await expect(anonymous.experts.get('no-such-expert')).rejects.toMatchObject({ status: 404, area: ApiArea.experts });
  });

  it('sends a message, records a visit, and refuses a second review with 409', async () => {
    const [expert] = await owner.api.experts.list();
    if (!expert) throw new Error('no seeded expert');
    await expect(owner.api.experts.sendMessage(expert.id, message)).resolves.toBeUndefined();
    await expect(owner.api.experts.recordVisit({ expert_id: expert.id, visited_at: new Date().toISOString() })).resolves.toBeUndefined();
    await expect(owner.api.experts.sendReview(expert.id, review)).resolves.toBeUndefined();
    await expect(owner.api.experts.sendReview(expert.id, review)).rejects.toMatchObject({ kind: ApiErrorKind.http, status: 409 });
  });
});

describe('developer profiles', () => {
  it('lists developers and reads a profile', async () => {
    const api = createTestApi(platform.origin).api;
    const [developer] = await api.appsPlatform.listDevelopers();
    if (!developer) throw new Error('no seeded developer');
    await expect(api.appsPlatform.getDeveloperProfile(developer.id)).resolves.toMatchObject({ id: developer.id });
  });
});
