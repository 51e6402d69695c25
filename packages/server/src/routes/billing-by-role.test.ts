/**
 * Billing data by role: the payment history, the charges and the card's digits of a product only
 * for the accounts with billing rights for it (active owner, vice-owner, billing roles); every
 * other account of the organisation gets 403 and the spec's permission refusal, and still reads
 * the plans it needs to know what it may install.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useTestPlatform } from '../testing/harness.ts';

const refusal = (product: string) => ({ code: 'billing_permission', message: `To install contact the owner of the ${product} license.` });

describe.each(engines)('billing data by role, on %s', (engine) => {
  let chargeId: string;
  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    const [row] = await platform.db.query<{ id: string }>(`SELECT id FROM recurrent_charges WHERE organization_id = 'org-acme' AND product = 'livechat' LIMIT 1`);
    if (!row) throw new Error("the seed has no recurrent charge of Acme's");
    chargeId = row.id;
  });

  const reads = () => [
    '/billing/v2/payments',
    '/v2/applications/installed/billing',
    '/billing/v2/recurrent_charge/livechat',
    `/billing/v2/recurrent_charge/livechat/${chargeId}`,
    '/billing/v2/direct_charge/livechat',
  ];

  it.each(['acc-admin', 'acc-viewer', 'acc-agent', 'acc-member', 'acc-suspended', 'acc-no-billing'])('refuses %s with 403 and hides the card digits', async (accountId) => {
    const token = await platform.tokenFor(accountId);
    for (const path of reads()) {
      const answer = await platform.call('GET', path, { token });
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 403, body: refusal('LiveChat') });
    }
    const plans = await platform.call('GET', '/billing/v2/market/products/my', { token });
    expect(plans.status).toBe(200);
    for (const product of ['livechat', 'helpdesk']) {
      expect(plans.body).toMatchObject({ [product]: { plan: expect.any(String), cardDetails: { cardType: null, firstSix: null, lastFour: null } } });
    }
  });

  it.each(['acc-owner', 'acc-viceowner'])('lets %s read them all, card digits included', async (accountId) => {
    const token = await platform.tokenFor(accountId);
    for (const path of reads()) expect({ path, status: (await platform.call('GET', path, { token })).status }).toEqual({ path, status: 200 });
    const payments = (await platform.call('GET', '/billing/v2/payments', { token })).body as unknown[];
    expect(payments.length).toBeGreaterThan(0);
    const plans = await platform.call('GET', '/billing/v2/market/products/my', { token });
    expect(plans.body).toMatchObject({ livechat: { cardDetails: { firstSix: expect.stringMatching(/^\d{6}$/), lastFour: expect.stringMatching(/^\d{4}$/) } } });
  });

  it("gives billing manage the chat product's data, not the help desk's (there only billing all counts)", async () => {
    const token = await platform.tokenFor('acc-billing-manage');
    expect((await platform.call('GET', '/billing/v2/recurrent_charge/livechat', { token })).status).toBe(200);
    const desk = await platform.call('GET', '/billing/v2/recurrent_charge/helpdesk', { token });
    expect({ status: desk.status, body: desk.body }).toEqual({ status: 403, body: refusal('HelpDesk') });
    expect((await platform.call('GET', '/billing/v2/payments', { token })).status).toBe(200);
  });

  it('answers only the payments and installs of the products the caller may read', async () => {
    const owner = await platform.tokenFor('acc-owner');
    const [desk] = await platform.db.query<{ id: string }>(`SELECT id FROM apps WHERE document->>'product' = 'helpdesk' LIMIT 1`);
    if (!desk) throw new Error('the seed has no help-desk app');
    const paid = async (organizationId: string, sourceId: string) => {
      await platform.db.query(`INSERT INTO entitlements (id, organization_id, app_id, source, source_id, started_at) VALUES ($1, $2, $3, 'direct_charge', $1, now())`, [
        sourceId,
        organizationId,
        desk.id,
      ]);
      await platform.db.query(
        `INSERT INTO ledger (organization_id, source, source_id, app_id, entitlement_id, amount, created_at) VALUES ($2, 'direct_charge', $1, $3, $1, 900, now())`,
        [sourceId, organizationId, desk.id],
      );
    };
    // A help-desk payment and install of the organisation of the billing manager.
    await paid('org-managers', 'dc-desk');
    await platform.db.query(
      `INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at) VALUES ('org-managers', $1, 'helpdesk', 'acc-billing-manage', '{}', now())`,
      [desk.id],
    );
    const manager = await platform.tokenFor('acc-billing-manage');
    const payments = (await platform.call('GET', '/billing/v2/payments', { token: manager })).body as { appId: string | null }[];
    expect(payments.some((p) => p.appId === desk.id)).toBe(false);
    const installs = (await platform.call('GET', '/v2/applications/installed/billing', { token: manager })).body as { appId: string }[];
    expect(installs.some((i) => i.appId === desk.id)).toBe(false);
    // The owner of an organisation with both rights sees both products' payments.
    await paid('org-acme', 'dc-desk-acme');
    const acme = (await platform.call('GET', '/billing/v2/payments', { token: owner })).body as { appId: string | null }[];
    expect(acme.some((p) => p.appId === desk.id)).toBe(true);
  });
});
