/**
 * Money correctness, on PGlite and on Postgres: only those allowed move money, at the
 * app's price, nothing is charged twice, and malformed input is refused without a 5xx.
 */
import type { App } from '@marketplace/domain/entities/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPool, isPaidMonthly, isPaidOnce, isFree } from '../testing/catalogue.ts';
import { engines, startTestPlatform } from '../testing/harness.ts';
import type { TestPlatform } from '../testing/harness.ts';

const notEnoughPermissions = { code: 'role', message: 'You do not have enough permissions to install applications.' };

describe.each(engines)('money on %s', (engine) => {
  let platform: TestPlatform;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    // A larger catalogue than the default: every test (and every concurrent round) buys an app of its own.
    platform = await startTestPlatform(engine, { apps: 480 });
    for (const account of ['acc-owner', 'acc-viceowner', 'acc-admin', 'acc-viewer', 'acc-agent', 'acc-developer', 'acc-suspended', 'acc-inactive'])
      tokens[account] = await platform.tokenFor(account);
  });
  afterAll(async () => {
    await platform.close();
  });
  const token = (account: string): string => tokens[account] ?? '';

  const onceApps = appPool(() => platform, isPaidOnce);
  const monthlyApps = appPool(() => platform, isPaidMonthly);
  const freeApps = appPool(() => platform, isFree);
  const bodyFor = (app: App, extra: Record<string, unknown> = {}) => ({
    name: 'Anything',
    price: 1,
    quantity: 1,
    return_url: 'http://localhost:4000/marketplace/',
    order_client_id: `client-${app.id}`,
    ...extra,
  });
  const count = async (sql: string, params: unknown[]): Promise<number> => (await platform.db.query<{ n: number }>(sql, params))[0]?.n ?? 0;
  const ledgerRows = (appId: string) => count(`SELECT count(*)::int AS n FROM ledger WHERE organization_id = 'org-acme' AND app_id = $1`, [appId]);
  const chargesOf = (appId: string) =>
    count(`SELECT (SELECT count(*) FROM direct_charges WHERE app_id = $1) + (SELECT count(*) FROM recurrent_charges WHERE app_id = $1) AS n`, [appId]);
  const create = (account: string, kind: 'direct_charge' | 'recurrent_charge', body: object) =>
    platform.call('POST', `/billing/v2/${kind}/livechat`, { token: token(account), body });
  const act = (account: string, kind: 'direct_charge' | 'recurrent_charge', id: string, action: string) =>
    platform.call('PUT', `/billing/v2/${kind}/livechat/${id}/${action}`, { token: token(account) });

  describe('case 1: only those allowed move money, at the price of the plan', () => {
    it.each(['acc-viewer', 'acc-agent'])('refuses %s a direct or recurrent charge with 403, writing nothing', async (account) => {
      const once = await onceApps.next();
      const monthly = await monthlyApps.next();
      const direct = await create(account, 'direct_charge', bodyFor(once));
      const recurrent = await create(account, 'recurrent_charge', bodyFor(monthly, { months: 1 }));
      for (const refused of [direct, recurrent]) {
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual(notEnoughPermissions);
      }
      expect(await chargesOf(once.id)).toBe(0);
      expect(await chargesOf(monthly.id)).toBe(0);
    });

    it('refuses an administrator without billing rights with the licence-owner message', async () => {
      const refused = await create('acc-admin', 'direct_charge', bodyFor(await onceApps.next()));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'billing_permission', message: 'To install contact the owner of the LiveChat license.' });
    });

    it('prices a charge from the plan: a 1-cent, test or trial body changes nothing', async () => {
      const once = await onceApps.next();
      const direct = await create('acc-owner', 'direct_charge', bodyFor(once, { price: 1, quantity: 5, test: true, trial_days: 30 }));
      expect(direct.status).toBe(201);
      expect(direct.body).toMatchObject({ price: once.payment?.price, quantity: 1, test: false, trial_days: 0, name: once.name, order_client_id: `client-${once.id}` });
      const monthly = await monthlyApps.next();
      const recurrent = await create('acc-owner', 'recurrent_charge', bodyFor(monthly, { price: 1, test: true, trial_days: 365, months: 1 }));
      expect(recurrent.body).toMatchObject({ price: monthly.payment?.price, test: false, trial_days: 0, months: 1 });
      const id = (direct.body as { id: string }).id;
      await act('acc-owner', 'direct_charge', id, 'accept');
      expect(await platform.db.query(`SELECT amount FROM ledger WHERE source_id = $1`, [id])).toEqual([{ amount: once.payment?.price }]);
    });

    it("honours test and trial days for the app's own developer testing it", async () => {
      const own = (
        await platform.db.query<{ id: string }>(
          `SELECT id FROM apps WHERE developer_id = 'dev-1' AND publication_state = 'PUBLISHED' AND document->'payment'->>'months' = '1' LIMIT 1`,
        )
      )[0];
      if (!own) throw new Error('the seed has no published paid app of dev-1');
      const created = await platform.call('POST', '/billing/v2/recurrent_charge/livechat', {
        token: token('acc-developer'),
        body: { name: 'Test run', price: 1, return_url: 'http://localhost:4000/marketplace/', order_client_id: `client-${own.id}`, test: true, trial_days: 7 },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ test: true, trial_days: 7, price: 1 });
    });

    it('answers 404 for an order_client_id that names no app', async () => {
      const unknown = await create('acc-owner', 'direct_charge', { ...bodyFor(await onceApps.next()), order_client_id: 'client-nope' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'not_found', message: 'Application not found.' });
    });

    it("lets no viewer accept, decline, activate or cancel the owner's charges", async () => {
      const once = await onceApps.next();
      const direct = (await create('acc-owner', 'direct_charge', bodyFor(once))).body as { id: string };
      for (const action of ['accept', 'decline']) {
        const refused = await act('acc-viewer', 'direct_charge', direct.id, action);
        expect([refused.status, refused.body]).toEqual([403, notEnoughPermissions]);
      }
      expect((await act('acc-owner', 'direct_charge', direct.id, 'accept')).body).toMatchObject({ status: 'accepted' });
      expect((await act('acc-viewer', 'direct_charge', direct.id, 'activate')).status).toBe(403);
      expect(await count('SELECT count(*)::int AS n FROM installs WHERE app_id = $1', [once.id])).toBe(0);
      const monthly = await monthlyApps.next();
      const recurrent = (await create('acc-owner', 'recurrent_charge', bodyFor(monthly, { months: 1 }))).body as { id: string };
      expect((await act('acc-viewer', 'recurrent_charge', recurrent.id, 'cancel')).status).toBe(403);
      expect((await act('acc-agent', 'recurrent_charge', recurrent.id, 'accept')).status).toBe(403);
      expect(await platform.db.query('SELECT status FROM recurrent_charges WHERE id = $1', [recurrent.id])).toEqual([{ status: 'pending' }]);
      expect(await ledgerRows(monthly.id)).toBe(0);
    });

    it("lets no viewer replace the organisation's card", async () => {
      const refused = await platform.call('POST', '/billing/v2/account/livechat', { token: token('acc-viewer'), body: { cardNumber: '4000000000000002' } });
      expect([refused.status, refused.body]).toEqual([403, notEnoughPermissions]);
      expect(await platform.db.query(`SELECT declines FROM cards WHERE organization_id = 'org-acme' AND product = 'livechat'`)).toEqual([{ declines: false }]);
    });

    it('refuses an owner suspended on the product every money action, writing nothing', async () => {
      const once = await onceApps.next();
      const pending = ((await create('acc-owner', 'direct_charge', bodyFor(once))).body as { id: string }).id;
      const free = await freeApps.next();
      const answers = [
        await create('acc-suspended', 'direct_charge', bodyFor(once)),
        await platform.call('POST', `/v2/applications/${once.id}/create-charge`, { token: token('acc-suspended'), body: { plan_id: 'pay-once' } }),
        await act('acc-suspended', 'direct_charge', pending, 'accept'),
        await act('acc-suspended', 'direct_charge', pending, 'decline'),
        await platform.call('POST', '/billing/v2/account/livechat', { token: token('acc-suspended'), body: { cardNumber: '4000000000000002' } }),
        await platform.call('PUT', `/v2/applications/${free.id}/install`, { token: token('acc-suspended'), body: {} }),
      ];
      expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [403, notEnoughPermissions]));
      expect(await platform.db.query('SELECT status FROM direct_charges WHERE id = $1', [pending])).toEqual([{ status: 'pending' }]);
      expect(await chargesOf(once.id)).toBe(1);
      expect(await count('SELECT count(*)::int AS n FROM installs WHERE app_id = $1', [free.id])).toBe(0);
      expect(await platform.db.query(`SELECT declines FROM cards WHERE organization_id = 'org-acme' AND product = 'livechat'`)).toEqual([{ declines: false }]);
    });

    it('refuses a suspended owner the purchase of a cart, and an organisation whose licence is inactive a charge', async () => {
      const monthly = await monthlyApps.next();
      const cart = await checkedOutCart('acc-suspended', monthly);
      expect([(await purchase('acc-suspended', cart)).status, await ledgerRows(monthly.id), await installs(monthly.id)]).toEqual([403, 0, 0]);
      const inactive = await platform.call('POST', `/v2/applications/${monthly.id}/create-charge`, { token: token('acc-inactive'), body: { plan_id: 'pay-monthly' } });
      expect(inactive.status).toBe(403);
      expect(inactive.body).toMatchObject({ code: 'license_inactive' });
      expect(await chargesOf(monthly.id)).toBe(0);
    });

    it('lets no viewer buy through create-charge or uninstall', async () => {
      const once = await onceApps.next();
      const charge = await platform.call('POST', `/v2/applications/${once.id}/create-charge`, { token: token('acc-viewer'), body: { plan_id: 'pay-once' } });
      expect([charge.status, charge.body]).toEqual([403, notEnoughPermissions]);
      const installed = (await platform.db.query<{ app_id: string }>(`SELECT app_id FROM installs WHERE organization_id = 'org-acme' LIMIT 1`))[0];
      if (installed) {
        const uninstall = await platform.call('DELETE', `/v2/applications/${installed.app_id}/install`, { token: token('acc-viewer') });
        expect(uninstall.status).toBe(403);
      }
    });
  });

  /** A cart of `account` holding `app`, its checkout started. */
  const checkedOutCart = async (account: string, app: App): Promise<string> => {
    const created = await platform.call('POST', '/v2/products-carts', { token: token(account), body: {} });
    const id = (created.body as { id: string }).id;
    const added = await platform.call('PATCH', `/v2/products-carts/${id}/applications/${app.id}`, { token: token(account), body: {} });
    expect(added.status).toBe(200);
    expect((await platform.call('PATCH', `/v2/products-carts/${id}/checkout`, { token: token(account) })).status).toBe(200);
    return id;
  };
  const purchase = (account: string, cartId: string) => platform.call('PATCH', `/v2/products-carts/${cartId}/purchase`, { token: token(account), body: {} });
  const activeRecurrent = (appId: string) =>
    count(`SELECT count(*)::int AS n FROM recurrent_charges WHERE organization_id = 'org-acme' AND app_id = $1 AND status = 'active'`, [appId]);
  const installs = (appId: string) => count(`SELECT count(*)::int AS n FROM installs WHERE organization_id = 'org-acme' AND app_id = $1`, [appId]);

  describe('case 2: two carts of one organisation buying the same app at once', () => {
    // PGlite runs one transaction at a time, so only Postgres can race; a few rounds there keep PGlite honest too.
    const rounds = engine === 'postgres' ? 20 : 3;
    it(`charges once in each of ${rounds} rounds of owner and vice-owner purchasing together`, async () => {
      const outcomes: { ledger: number; active: number; installs: number; refusedLines: number }[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const app = await monthlyApps.next();
        const carts = [await checkedOutCart('acc-owner', app), await checkedOutCart('acc-viceowner', app)];
        const answers = await Promise.all([purchase('acc-owner', carts[0] ?? ''), purchase('acc-viceowner', carts[1] ?? '')]);
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        const notes = answers.flatMap((a) => (a.body as { products: { note: string | null }[] }).products.map((p) => p.note));
        outcomes.push({
          ledger: await ledgerRows(app.id),
          active: await activeRecurrent(app.id),
          installs: await installs(app.id),
          refusedLines: notes.filter((note) => note === 'NOT_INSTALLED: already-installed').length,
        });
      }
      expect(outcomes).toEqual(Array.from({ length: rounds }, () => ({ ledger: 1, active: 1, installs: 1, refusedLines: 1 })));
    });
  });

  describe('case 3: a second charge for an app already paid moves no money', () => {
    it('accepts one of two create-charge double clicks and refuses the other with 409', async () => {
      const once = await onceApps.next();
      const clicks = await Promise.all(
        [0, 1].map(() => platform.call('POST', `/v2/applications/${once.id}/create-charge`, { token: token('acc-owner'), body: { plan_id: 'pay-once' } })),
      );
      const ids = clicks.map((c) => (c.body as { id: string }).id);
      const accepts = await Promise.all(ids.map((id) => act('acc-owner', 'direct_charge', id, 'accept')));
      expect(accepts.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(accepts.find((a) => a.status === 409)?.body).toEqual({ code: 'already_installed', message: 'Application is already installed.' });
      expect(await ledgerRows(once.id)).toBe(1);
    });

    it('refuses to capture a charge left pending while the app was bought through the cart', async () => {
      const monthly = await monthlyApps.next();
      const pending = (await create('acc-owner', 'recurrent_charge', bodyFor(monthly, { months: 1 }))).body as { id: string };
      expect((await purchase('acc-viceowner', await checkedOutCart('acc-viceowner', monthly))).status).toBe(200);
      const late = await act('acc-owner', 'recurrent_charge', pending.id, 'accept');
      expect([late.status, late.body]).toEqual([409, { code: 'already_installed', message: 'Application is already installed.' }]);
      expect(await ledgerRows(monthly.id)).toBe(1);
      expect(await activeRecurrent(monthly.id)).toBe(1);
      expect(await platform.db.query('SELECT status FROM recurrent_charges WHERE id = $1', [pending.id])).toEqual([{ status: 'pending' }]);
    });

    it('pays back a recurrent charge cancelled before it was ever activated, once, and lets the app be bought again', async () => {
      const monthly = await monthlyApps.next();
      const id = ((await create('acc-owner', 'recurrent_charge', bodyFor(monthly, { months: 1 }))).body as { id: string }).id;
      expect((await act('acc-owner', 'recurrent_charge', id, 'accept')).body).toMatchObject({ status: 'accepted' });
      const cancels = await Promise.all([act('acc-owner', 'recurrent_charge', id, 'cancel'), act('acc-viceowner', 'recurrent_charge', id, 'cancel')]);
      expect(cancels.map((c) => c.status).sort()).toEqual([200, 409]);
      const ledger = () => platform.db.query<{ amount: number }>('SELECT amount FROM ledger WHERE app_id = $1 ORDER BY id', [monthly.id]);
      expect(await ledger()).toEqual([{ amount: monthly.payment?.price }, { amount: -(monthly.payment?.price ?? 0) }]);
      expect(await installs(monthly.id)).toBe(0);
      // The period never began, so the app is not paid for: the cart buys it, and that is its one payment now.
      expect((await purchase('acc-viceowner', await checkedOutCart('acc-viceowner', monthly))).status).toBe(200);
      expect((await ledger()).reduce((sum, row) => sum + row.amount, 0)).toBe(monthly.payment?.price);
      expect(await installs(monthly.id)).toBe(1);
    });

    it('keeps the payment of a charge cancelled once active: the period was had', async () => {
      const monthly = await monthlyApps.next();
      const id = ((await create('acc-owner', 'recurrent_charge', bodyFor(monthly, { months: 1 }))).body as { id: string }).id;
      for (const action of ['accept', 'activate', 'cancel']) expect((await act('acc-owner', 'recurrent_charge', id, action)).status).toBe(200);
      expect(await platform.db.query('SELECT amount FROM ledger WHERE app_id = $1', [monthly.id])).toEqual([{ amount: monthly.payment?.price }]);
    });

    it('lets the organisation buy again after uninstalling: a new period, a new payment', async () => {
      const once = await onceApps.next();
      for (let period = 1; period <= 2; period += 1) {
        const id = ((await create('acc-owner', 'direct_charge', bodyFor(once))).body as { id: string }).id;
        expect((await act('acc-owner', 'direct_charge', id, 'accept')).status).toBe(200);
        expect((await act('acc-owner', 'direct_charge', id, 'activate')).body).toMatchObject({ status: 'success' });
        expect(await ledgerRows(once.id)).toBe(period);
        expect((await platform.call('DELETE', `/v2/applications/${once.id}/install`, { token: token('acc-owner') })).status).toBe(200);
      }
    });

    it('is enforced by the database itself: no second open entitlement, no payment for an app without one', async () => {
      const once = await onceApps.next();
      const open = `INSERT INTO entitlements (id, organization_id, app_id, source, source_id, started_at) VALUES ($1, 'org-acme', $2, 'cart', 'x', now())`;
      await platform.db.query(open, [`e1-${once.id}`, once.id]);
      await expect(platform.db.query(open, [`e2-${once.id}`, once.id])).rejects.toMatchObject({ code: '23505' });
      const pay = `INSERT INTO ledger (organization_id, source, source_id, app_id, entitlement_id, amount, created_at) VALUES ('org-acme', 'cart', $1, $2, $3, 100, now())`;
      await platform.db.query(pay, ['c1', once.id, `e1-${once.id}`]);
      await expect(platform.db.query(pay, ['c2', once.id, `e1-${once.id}`])).rejects.toMatchObject({ code: '23505' });
      await expect(platform.db.query(pay, ['c3', once.id, null])).rejects.toMatchObject({ code: '23514' });
    });
  });

  describe('case 4: malformed input is refused with 4xx, never 5xx', () => {
    it('refuses a NUL byte in a path parameter, a query and a body string with 400', async () => {
      const answers = [
        await platform.call('GET', '/billing/v2/direct_charge/livechat/ab%00cd', { token: token('acc-owner') }),
        await platform.call('GET', '/billing/v2/direct_charge/livechat?order_client_id=a%00b', { token: token('acc-owner') }),
        await platform.call('GET', '/v2/applications/a%00b/published'),
        await platform.call('POST', '/v2/products-carts', { token: token('acc-owner'), body: { name: 'a\u0000b' } }),
      ];
      expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
      expect(answers[3]?.body).toEqual({ code: 'invalid_text', message: 'body.name: text with a NUL byte or a lone surrogate cannot be accepted.' });
    });

    it('refuses a lone surrogate in a field stored as jsonb with 400', async () => {
      const free = (await platform.db.query<{ id: string }>(`SELECT id FROM apps WHERE publication_state = 'PUBLISHED' AND document->'payment' = 'null'::jsonb LIMIT 1`))[0];
      const install = await platform.call('PUT', `/v2/applications/${free?.id ?? ''}/install`, { token: token('acc-owner'), body: { metrics: { source_url: 'x\ud800' } } });
      expect(install.status).toBe(400);
    });

    it('bounds prices, months and price × quantity so that no column can overflow', async () => {
      const app = await onceApps.next();
      const developerApp = { name: 'Test', return_url: 'http://localhost:4000/marketplace/', order_client_id: `client-${app.id}` };
      const tooMuch = [
        { ...developerApp, price: 2 ** 31 },
        { ...developerApp, price: 100, months: 2 ** 31 },
        { ...developerApp, price: 1_000_000, quantity: 10_000 },
      ];
      for (const body of tooMuch) expect((await create('acc-owner', 'direct_charge', body)).status).toBe(422);
      expect((await create('acc-owner', 'recurrent_charge', { ...developerApp, price: 100, months: 13 })).status).toBe(422);
      expect(await chargesOf(app.id)).toBe(0);
    });

    it('refuses with 422 a plan whose yearly total passes the bound, writing nothing', async () => {
      const monthly = await monthlyApps.next();
      await platform.db.query(`UPDATE apps SET document = jsonb_set(document, '{payment,price}', '90000000'::jsonb) WHERE id = $1`, [monthly.id]);
      const yearly = await platform.call('POST', `/v2/applications/${monthly.id}/create-charge`, { token: token('acc-owner'), body: { plan_id: 'pay-yearly' } });
      expect([yearly.status, yearly.body]).toEqual([422, { code: 'amount_too_large', message: 'A charge can be at most $1,000,000.00 (price times quantity).' }]);
      expect(await chargesOf(monthly.id)).toBe(0);
    });

    it('leaves unpaid, with a note, a cart line whose yearly total passes the bound, writing nothing', async () => {
      const monthly = await monthlyApps.next();
      await platform.db.query(`UPDATE apps SET document = jsonb_set(document, '{payment,price}', '90000000'::jsonb) WHERE id = $1`, [monthly.id]);
      const cart = ((await platform.call('POST', '/v2/products-carts', { token: token('acc-owner'), body: {} })).body as { id: string }).id;
      expect((await platform.call('PATCH', `/v2/products-carts/${cart}/applications/${monthly.id}`, { token: token('acc-owner'), body: {} })).status).toBe(200);
      expect((await platform.call('PATCH', `/v2/products-carts/${cart}/applications/${monthly.id}/plans/pay-yearly`, { token: token('acc-owner') })).status).toBe(200);
      expect((await platform.call('PATCH', `/v2/products-carts/${cart}/checkout`, { token: token('acc-owner') })).status).toBe(200);
      const bought = await purchase('acc-owner', cart);
      expect(bought.status).toBe(200);
      expect((bought.body as { products: { note: string | null }[] }).products.map((p) => p.note)).toEqual([
        'BILLING_ERROR: A charge can be at most $1,000,000.00 (price times quantity).',
      ]);
      expect([await ledgerRows(monthly.id), await installs(monthly.id), await activeRecurrent(monthly.id)]).toEqual([0, 0, 0]);
    });

    it('refuses an expert visit in year 0000 and a price preview beyond the bounds', async () => {
      const visit = await platform.call('POST', '/v2/partners/experts/visits', { body: { expert_id: 'any', visited_at: '0000-01-01T00:00:00Z' } });
      expect(visit.status).toBe(422);
      const preview = await platform.call('GET', '/billing/v2/price_preview/livechat?price=9007199254740991&country=US');
      expect(preview.status).toBe(400);
      const fine = await platform.call('GET', '/billing/v2/price_preview/livechat?price=100000000&country=PL');
      expect(fine.body).toMatchObject({ price: 100_000_000, taxes: { tax_value: 23_000_000, total_price: 123_000_000 } });
    });
  });

  describe('case 6: every refusal is a sentence a person would write', () => {
    it('says why a charge refuses a transition', async () => {
      const id = ((await create('acc-owner', 'direct_charge', bodyFor(await onceApps.next()))).body as { id: string }).id;
      expect((await act('acc-owner', 'direct_charge', id, 'activate')).body).toEqual({
        code: 'charge_transition_refused',
        message: 'This charge cannot be activated because it is still waiting to be accepted.',
      });
      await act('acc-owner', 'direct_charge', id, 'accept');
      expect((await act('acc-owner', 'direct_charge', id, 'decline')).body).toMatchObject({ message: 'This charge cannot be declined because it is already accepted.' });
    });
  });
});
