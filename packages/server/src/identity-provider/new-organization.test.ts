import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import type { App } from '@marketplace/domain/entities/app';
import { describe, expect, it } from 'vitest';
import { publishedApps } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';
import { postSignInForm } from '../testing/sign-in-form.ts';

const redirect = 'http://localhost:4000/marketplace/';

/** A paid app anyone with billing rights may buy, of the product given ('' is the chat product). */
const buyable = (product: App['product']) => (app: App) =>
  app.product === product &&
  app.payment !== null &&
  app.payment.trialDays === 0 &&
  !app.hidden &&
  !app.underMaintenance &&
  app.installable &&
  app.customProps.isPremium !== 'true' &&
  app.customProps.isTeamPlan !== 'true' &&
  app.customProps.onlyOwnerCanInstall !== 'true' &&
  app.customProps.isService !== 'true' &&
  app.organizationId !== 'org-dev-1';

describe.each(engines)('a new demo organisation from the sign-in page on %s', (engine) => {
  const platform = useTestPlatform(engine);

  const submit = (form: Record<string, string>) => postSignInForm(platform.origin, form, redirect);
  /** Signs in as a new organisation (token flow); its owner's token. */
  async function newOrganization(): Promise<string> {
    const response = await submit({ response_type: 'token', new_organization: '1' });
    expect(response.status).toBe(302);
    const hash = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
    expect(hash.get('state')).toBe('xyz');
    const token = hash.get('access_token');
    if (token === null) throw new Error(`no token in ${response.headers.get('location') ?? 'no location'}`);
    return token;
  }
  const info = async (token: string) => (await platform.call('GET', '/accounts/v2/info', { token })).body as { account_id: string; organization_id: string };
  const page = async () => String((await platform.call('GET', `/accounts/authorize?response_type=token&client_id=marketplace&redirect_uri=${encodeURIComponent(redirect)}`)).body);

  it('is offered on the sign-in page with the plans it starts with, apart from the demo accounts', async () => {
    const html = await page();
    expect(html).toContain('<button type="submit" name="new_organization" value="1">');
    expect(html).toMatch(
      /<strong>New organisation<\/strong><span>An owner with nothing installed or bought[^<]*<\/span>\s*<span class="plans">LiveChat: Business plan · HelpDesk: Team plan<\/span>/,
    );
  });

  it('signs in as the owner of an organisation of its own, a new one each time, which the page does not list', async () => {
    const before = await page();
    const first = await info(await newOrganization());
    const second = await info(await newOrganization());
    expect(first.account_id).toMatch(/^acc-new-/);
    expect(first.organization_id).toMatch(/^org-new-/);
    expect(second.organization_id).not.toBe(first.organization_id);
    expect(second.account_id).not.toBe(first.account_id);
    const after = await page();
    expect(after).toBe(before);
    expect(after).not.toContain(first.account_id);
  });

  it('starts with nothing installed, no cart and no payments', async () => {
    const token = await newOrganization();
    expect((await platform.call('GET', '/v2/applications/installed', { token })).body).toEqual([]);
    expect((await platform.call('GET', '/v2/products-carts/recent', { token })).status).toBe(404);
    expect((await platform.call('GET', '/billing/v2/payments', { token })).body).toEqual([]);
  });

  it("buys a chat, a help-desk and a text app through the cart with the cards on file, as the seed's owner could", async () => {
    const token = await newOrganization();
    const published = await publishedApps(platform);
    const apps = (['', 'helpdesk', 'text'] as const).map((product) => published.find(buyable(product)));
    const created = await platform.call('POST', '/v2/products-carts', { token, body: {} });
    expect(created.status).toBe(201);
    const { id } = cartResponseSchema.parse(created.body);
    for (const app of apps) {
      if (!app) throw new Error('the seed has no such paid app');
      expect((await platform.call('PATCH', `/v2/products-carts/${id}/applications/${app.id}`, { token, body: {} })).status).toBe(200);
    }
    const started = await platform.call('PATCH', `/v2/products-carts/${id}/checkout`, { token });
    expect(started.status).toBe(200);
    const bought = await platform.call('PATCH', `/v2/products-carts/${id}/purchase`, { token, body: { checksum: cartResponseSchema.parse(started.body).checksum } });
    expect(bought.status).toBe(200);
    const lines = cartResponseSchema.parse(bought.body).products;
    expect(lines.map((line) => [line.purchasedAt === null, line.note])).toEqual(apps.map(() => [false, null]));
    const installed = (await platform.call('GET', '/v2/applications/installed', { token })).body as string[];
    expect(installed.toSorted()).toEqual(apps.map((app) => app?.id).toSorted());
    // Another organisation's owner sees none of it.
    expect((await platform.call('GET', '/v2/applications/installed', { token: await newOrganization() })).body).toEqual([]);
  });

  it('goes through the code flow too, the code exchanged for the new owner', async () => {
    const response = await submit({ response_type: 'code', new_organization: '1' });
    const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const exchanged = await platform.call('POST', '/accounts/v2/token', { body: { grant_type: 'authorization_code', code, client_id: 'marketplace', redirect_uri: redirect } });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ account_id: expect.stringMatching(/^acc-new-/), organization_id: expect.stringMatching(/^org-new-/) });
  });

  it('refuses a bad request with a 4xx and makes no organisation', async () => {
    const count = async () => Number((await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations'))[0]?.n);
    const before = await count();
    const malformed = await submit({ response_type: 'token', new_organization: 'yes' });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_request', message: "new_organization is '1' when given." });
    const twoChoices = await submit({ response_type: 'token', new_organization: '1', account_id: 'acc-owner' });
    expect(twoChoices.status).toBe(422);
    expect(await twoChoices.json()).toMatchObject({ message: 'Choose one: a demo account, a ghost login or a new organisation.' });
    expect((await submit({ response_type: 'token', new_organization: '1', ghost_as: 'acc-owner' })).status).toBe(422);
    const unknownClient = await submit({ response_type: 'token', new_organization: '1', client_id: 'no-such-client' });
    expect(unknownClient.status).toBe(400);
    const foreign = await submit({ response_type: 'token', new_organization: '1', redirect_uri: 'https://evil.example.com/' });
    expect(foreign.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('a cancel makes no organisation', async () => {
    const before = (await platform.db.query('SELECT id FROM organizations')).length;
    const denied = await submit({ response_type: 'token', new_organization: '1', deny: '1' });
    expect(new URLSearchParams(new URL(denied.headers.get('location') ?? '').hash.slice(1)).get('error')).toBe('access_denied');
    expect((await platform.db.query('SELECT id FROM organizations')).length).toBe(before);
  });
});
