import { beforeAll, describe, expect, it } from 'vitest';
import { findApps, isPaidMonthly, isPaidOnce, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

describe.each(engines)('installs on %s', (engine) => {
  let owner: string;
  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    owner = await platform.tokenFor('acc-owner');
  });

  describe('install (spec 4 install flow, spec 6 permissions)', () => {
    it('installs a free app once, then refuses with the spec message', async () => {
      const installedBefore = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment === null && !installedBefore.includes(a.id));
      const first = await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: { metrics: { source_id: 'install_button' } } });
      expect(first.status).toBe(200);
      const again = await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: {} });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'already_installed', message: 'Application is already installed.' });
      const installed = await platform.call('GET', '/v2/applications/installed?product=livechat', { token: owner });
      expect(installed.body).toContain(app?.id);
    });

    it('refuses a viewer with the permissions message and an anonymous caller with 401', async () => {
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment === null && !installed.includes(a.id));
      const viewer = await platform.tokenFor('acc-viewer');
      const refused = await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: viewer, body: {} });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'role', message: 'You do not have enough permissions to install applications.' });
      const anonymous = await platform.call('PUT', `/v2/applications/${app?.id}/install`, { body: {} });
      expect(anonymous.status).toBe(401);
    });

    it('gives the licence-owner, plan and inactive-licence messages of spec 6 and 8', async () => {
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const [ownerOnly] = await findApps(
        platform,
        (a) => a.customProps.onlyOwnerCanInstall === 'true' && a.payment === null && !a.hidden && a.product !== 'helpdesk' && !installed.includes(a.id),
      );
      const admin = await platform.tokenFor('acc-admin');
      const limited = await platform.call('PUT', `/v2/applications/${ownerOnly?.id}/install`, { token: admin, body: {} });
      expect(limited.body).toEqual({ code: 'only_owner', message: 'To install contact the owner of the LiveChat license.' });

      const inactive = await platform.tokenFor('acc-inactive');
      const [premium] = await findApps(platform, (a) => a.customProps.isPremium === 'true' && a.payment === null && (a.product === '' || a.product === 'livechat'));
      const plan = await platform.call('PUT', `/v2/applications/${premium?.id}/install`, { token: inactive, body: {} });
      expect(plan.body).toEqual({ code: 'plan', message: 'This app is currently available only for Business and Enterprise plans' });

      const [paid] = await findApps(platform, (a) => isPlain(a) && a.payment?.months === 1);
      const buy = await platform.call('POST', `/v2/applications/${paid?.id}/create-charge`, { token: inactive, body: { plan_id: 'pay-monthly' } });
      expect(buy.status).toBe(403);
      expect(buy.body).toEqual({ code: 'license_inactive', message: 'Your LiveChat license is inactive. Go to LiveChat app and activate it.' });
    });

    it('refuses wrong input with 422 and changes nothing', async () => {
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment === null, 3);
      const response = await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: { metrics: { source_id: 42 } } });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'invalid_request' });
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      expect(installed.filter((id) => id === app?.id).length).toBeLessThanOrEqual(1);
    });
  });

  describe('uninstall (spec 4 uninstall flow)', () => {
    it('the seeded paid app of the owner has an active recurrent charge that uninstall cancels', async () => {
      const charge = await platform.call('GET', '/billing/v2/recurrent_charge/livechat/seed-recurrent-1', { token: owner });
      expect(charge.body).toMatchObject({ status: 'active' });
      const appId = (await platform.db.query<{ app_id: string }>(`SELECT app_id FROM recurrent_charges WHERE id = 'seed-recurrent-1'`))[0]?.app_id;
      const removed = await platform.call('DELETE', `/v2/applications/${appId}/install?reason=Not%20needed`, { token: owner });
      expect(removed.body).toMatchObject({ cancelledRecurrentChargeId: 'seed-recurrent-1' });
    });

    it('cancels the active recurrent charge first and records the reasons', async () => {
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment?.months === 1 && a.payment.trialDays === 0 && !a.payment.perAccount && !installed.includes(a.id));
      const created = await platform.call('POST', `/v2/applications/${app?.id}/create-charge`, { token: owner, body: { plan_id: 'pay-monthly' } });
      expect(created.status).toBe(201);
      const charge = created.body as { id: string };
      for (const action of ['accept', 'activate']) {
        const moved = await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${charge.id}/${action}`, { token: owner });
        expect(moved.status).toBe(200);
      }
      const consent = `/accounts/clients/${app?.authorization?.clientId}/consent/status?coverage=organization`;
      expect((await platform.call('GET', consent, { token: owner })).body).toMatchObject({ granted: true });
      const removed = await platform.call('DELETE', `/v2/applications/${app?.id}/install`, { token: owner, body: { reason: 'Too expensive' } });
      expect((await platform.call('GET', consent, { token: owner })).body).toMatchObject({ granted: false });
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ installed: false, cancelledRecurrentChargeId: charge.id });
      const after = await platform.call('GET', `/billing/v2/recurrent_charge/livechat/${charge.id}`, { token: owner });
      expect(after.body).toMatchObject({ status: 'cancelled' });
      const reasons = await platform.db.query<{ reasons: string }>('SELECT reasons FROM uninstalls WHERE app_id = $1 ORDER BY id DESC', [app?.id]);
      expect(reasons[0]?.reasons).toBe('Too expensive');
      const again = await platform.call('DELETE', `/v2/applications/${app?.id}/install`, { token: owner });
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject({ message: 'Uninstallation failed. Please, contact our support.' });
    });
  });

  describe('create-charge honours Idempotency-Key', () => {
    const chargesOf = async (appId: string | undefined) =>
      (await platform.db.query<{ id: string }>(`SELECT id FROM direct_charges WHERE app_id = $1 UNION ALL SELECT id FROM recurrent_charges WHERE app_id = $1`, [appId])).map(
        (row) => row.id,
      );

    it('answers a repeated key with the first charge and creates no second one', async () => {
      const apps = await findApps(platform, isPaidOnce, 3);
      const app = apps[2];
      const headers = { 'idempotency-key': `create-charge:${app?.id}:twice` };
      const first = await platform.call('POST', `/v2/applications/${app?.id}/create-charge`, { token: owner, body: { plan_id: 'pay-once' }, headers });
      const second = await platform.call('POST', `/v2/applications/${app?.id}/create-charge`, { token: owner, body: { plan_id: 'pay-once' }, headers });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(await chargesOf(app?.id)).toEqual([(first.body as { id: string }).id]);
    });

    it('gives two concurrent requests with one key one charge', async () => {
      const apps = await findApps(platform, isPaidMonthly, 4);
      const app = apps[3];
      const headers = { 'idempotency-key': `create-charge:${app?.id}:race` };
      const send = () => platform.call('POST', `/v2/applications/${app?.id}/create-charge`, { token: owner, body: { plan_id: 'pay-monthly' }, headers });
      const answers = await Promise.all([send(), send(), send()]);
      // A twin waits on the key's row until the first commits, then gets its answer.
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      const ids = new Set(answers.map((answer) => (answer.body as { id: string }).id));
      expect(ids.size).toBe(1);
      expect(await chargesOf(app?.id)).toEqual([...ids]);
    });

    it('refuses the key reused for another plan (422) and charges without a key each time', async () => {
      const apps = await findApps(platform, isPaidMonthly, 5);
      const app = apps[4];
      const headers = { 'idempotency-key': `create-charge:${app?.id}:plan` };
      const monthly = await platform.call('POST', `/v2/applications/${app?.id}/create-charge`, { token: owner, body: { plan_id: 'pay-monthly' }, headers });
      expect(monthly.status).toBe(201);
      const yearly = await platform.call('POST', `/v2/applications/${app?.id}/create-charge`, { token: owner, body: { plan_id: 'pay-yearly' }, headers });
      expect(yearly.status).toBe(422);
      expect(yearly.body).toMatchObject({ code: 'idempotency_key_reused' });
      const unkeyed = await platform.call('POST', `/v2/applications/${app?.id}/create-charge`, { token: owner, body: { plan_id: 'pay-monthly' } });
      expect(unkeyed.status).toBe(201);
      expect(await chargesOf(app?.id)).toHaveLength(2);
    });
  });
});
