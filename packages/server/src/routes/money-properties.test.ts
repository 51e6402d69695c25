/**
 * Money rules as properties, on PGlite and on Postgres: random sequences of money
 * commands by several accounts of one organisation (create, accept, decline, activate and cancel
 * charges, buy through a cart, uninstall; some pairs sent at the same moment), checked after every
 * step: the ledger holds exactly the payments (and refunds) the answers reported, no organisation pays twice for
 * one period of an app, no app has two active recurrent charges, and every refusal is one of the
 * spec's sentences. Seeded and bounded.
 */
import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import { chargeTransitionMessage, directChargeTransitions, recurrentChargeTransitions } from '@marketplace/domain/charge-machines';
import type { DirectChargeAction, RecurrentChargeAction } from '@marketplace/domain/charge-machines';
import type { App } from '@marketplace/domain/entities/app';
import { catalogueMessage, errorCatalogue } from '@marketplace/domain/errors';
import type { ErrorCode } from '@marketplace/domain/errors';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { findApps, isPaidMonthly, isPaidOnce } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

const accounts = ['acc-owner', 'acc-viceowner', 'acc-admin', 'acc-viewer', 'acc-suspended'] as const;
type Account = (typeof accounts)[number];
type Kind = 'direct_charge' | 'recurrent_charge';

/** Every sentence a refusal may carry: the spec's catalogue (for both products) and the charges' transition sentences. */
const spokenRefusals = new Set<string>([
  ...Object.keys(errorCatalogue).flatMap((code) => ['LiveChat', 'HelpDesk'].map((product) => catalogueMessage(code as ErrorCode, { product }))),
  ...[directChargeTransitions, recurrentChargeTransitions].flatMap((table) =>
    Object.keys(table).flatMap((status) =>
      ['accept', 'decline', 'activate', 'cancel', 'freeze', 'succeed', 'fail'].map((action) =>
        chargeTransitionMessage(status as keyof typeof directChargeTransitions, action as DirectChargeAction | RecurrentChargeAction),
      ),
    ),
  ),
]);

type Command =
  | { type: 'create-charge'; by: Account; app: number }
  | { type: 'billing-create'; by: Account; app: number }
  | { type: 'act'; by: Account; charge: number; action: 'accept' | 'decline' | 'activate' | 'cancel' }
  | { type: 'cart'; by: Account; app: number }
  | { type: 'uninstall'; by: Account; app: number };

// Mostly the two who may pay, so that money moves; the others keep being refused.
const by = fc.oneof({ arbitrary: fc.constantFrom<Account>('acc-owner', 'acc-viceowner'), weight: 3 }, { arbitrary: fc.constantFrom(...accounts), weight: 1 });
const appIndex = fc.nat({ max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('create-charge' as const), by, app: appIndex }),
  fc.record({ type: fc.constant('billing-create' as const), by, app: appIndex }),
  {
    arbitrary: fc.record({
      type: fc.constant('act' as const),
      by,
      charge: fc.nat(),
      action: fc.constantFrom('accept' as const, 'decline' as const, 'activate' as const, 'cancel' as const),
    }),
    weight: 4,
  },
  fc.record({ type: fc.constant('cart' as const), by, app: appIndex }),
  { arbitrary: fc.record({ type: fc.constant('uninstall' as const), by, app: appIndex }), weight: 2 },
);
/** A step: one command, or two sent at the same moment (a double click, two accounts racing). */
const step = fc.oneof({ arbitrary: command.map((one) => [one]), weight: 3 }, { arbitrary: fc.tuple(command, command), weight: 1 });

describe.each(engines)('money properties on %s', (engine) => {
  const tokens = new Map<Account, string>();
  let apps: App[] = [];
  /** The charges created, with the status their last answer gave (an uninstall may cancel one silently: never an accepted one). */
  const charges: { kind: Kind; id: string; status: string }[] = [];
  /** What the answers said was paid: the ledger must hold exactly this. */
  const paid = { sum: 0, rows: 0 };

  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    for (const account of accounts) tokens.set(account, await platform.tokenFor(account));
    // Two apps sold monthly and one sold once: few enough that commands keep meeting the same app.
    apps = [...(await findApps(platform, isPaidMonthly, 2)), ...(await findApps(platform, isPaidOnce, 1))];
    // The seeded subscription's renewals that fell due before now are recorded at the first read: the start of the count.
    expect((await platform.call('GET', '/billing/v2/payments', { token: tokens.get('acc-owner') ?? '' })).status).toBe(200);
    const ledger = (
      await platform.db.query<{ sum: number; rows: number }>(`SELECT coalesce(sum(amount), 0)::int AS sum, count(*)::int AS rows FROM ledger WHERE organization_id = 'org-acme'`)
    )[0];
    Object.assign(paid, ledger);
  });

  const call = (account: Account, method: string, path: string, body?: object) => platform.call(method, path, { token: tokens.get(account) ?? '', ...(body ? { body } : {}) });
  const appOf = (index: number): App => {
    const app = apps[index % apps.length];
    if (!app) throw new Error('no app');
    return app;
  };
  const kindOf = (app: App): Kind => (app.payment?.frequency === 'direct_charge' ? 'direct_charge' : 'recurrent_charge');

  /** A refusal must be a sentence of the spec; a success may have moved money, which the model adds up. */
  function judge(answer: { status: number; body: unknown }): void {
    expect(answer.status).toBeLessThan(500);
    if (answer.status >= 400) expect(spokenRefusals).toContain((answer.body as { message?: unknown }).message);
  }

  async function run(one: Command): Promise<void> {
    switch (one.type) {
      case 'create-charge':
      case 'billing-create': {
        const app = appOf(one.app);
        const kind = kindOf(app);
        const answer =
          one.type === 'create-charge'
            ? await call(one.by, 'POST', `/v2/applications/${app.id}/create-charge`, { plan_id: kind === 'direct_charge' ? 'pay-once' : 'pay-monthly' })
            : await call(one.by, 'POST', `/billing/v2/${kind}/livechat`, {
                name: 'Any',
                price: 1,
                return_url: 'http://localhost:4000/marketplace/',
                order_client_id: app.authorization?.clientId ?? app.id,
                months: 1,
              });
        judge(answer);
        if (answer.status === 201) charges.push({ kind, id: (answer.body as { id: string }).id, status: 'pending' });
        return;
      }
      case 'act': {
        const charge = charges[one.charge % Math.max(charges.length, 1)];
        if (!charge || (charge.kind === 'direct_charge' && one.action === 'cancel')) return;
        const answer = await call(one.by, 'PUT', `/billing/v2/${charge.kind}/livechat/${charge.id}/${one.action}`);
        judge(answer);
        const body = answer.body as { status: string; price: number; quantity: number; test: boolean; trial_days: number };
        if (answer.status !== 200) return;
        const due = body.test || body.trial_days > 0 ? 0 : body.price * body.quantity;
        // Paid on accept; paid back when cancelled before it was ever activated (a period that never began).
        if (due > 0 && one.action === 'accept' && body.status === 'accepted') paid.sum += due;
        if (due > 0 && one.action === 'cancel' && charge.status === 'accepted') paid.sum -= due;
        if (due > 0 && ((one.action === 'accept' && body.status === 'accepted') || (one.action === 'cancel' && charge.status === 'accepted'))) paid.rows += 1;
        charge.status = body.status;
        return;
      }
      case 'cart': {
        const app = appOf(one.app);
        const created = await call(one.by, 'POST', '/v2/products-carts', {});
        judge(created);
        const cartId = (created.body as { id: string }).id;
        const added = await call(one.by, 'PATCH', `/v2/products-carts/${cartId}/applications/${app.id}`, {});
        judge(added);
        if (added.status !== 200) return;
        judge(await call(one.by, 'PATCH', `/v2/products-carts/${cartId}/checkout`));
        const bought = await call(one.by, 'PATCH', `/v2/products-carts/${cartId}/purchase`, {});
        judge(bought);
        if (bought.status !== 200) return;
        for (const line of cartResponseSchema.parse(bought.body).products) {
          if (line.purchasedAt === null || line.note !== null || line.trialDays > 0) continue;
          paid.sum += line.plan.price.total;
          paid.rows += 1;
        }
        return;
      }
      case 'uninstall':
        judge(await call(one.by, 'DELETE', `/v2/applications/${appOf(one.app).id}/install`));
    }
  }

  async function checkInvariants(): Promise<void> {
    const ledger = (
      await platform.db.query<{ sum: number; rows: number }>(`SELECT coalesce(sum(amount), 0)::int AS sum, count(*)::int AS rows FROM ledger WHERE organization_id = 'org-acme'`)
    )[0];
    expect(ledger).toEqual(paid);
    // One payment per paid period (an entitlement's first payment or one of its renewals), every payment of an app naming its period.
    const twice = await platform.db.query(
      `SELECT entitlement_id, period FROM ledger WHERE organization_id = 'org-acme' AND amount > 0 AND app_id <> ''
        GROUP BY entitlement_id, period HAVING count(*) > 1 OR entitlement_id IS NULL`,
    );
    expect(twice).toEqual([]);
    const activeTwice = await platform.db.query(
      `SELECT app_id FROM recurrent_charges WHERE organization_id = 'org-acme' AND status = 'active' GROUP BY app_id HAVING count(*) > 1`,
    );
    expect(activeTwice).toEqual([]);
  }

  it('keeps the ledger equal to the payments answered, one payment per period, every refusal a sentence of the spec', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        for (const together of steps) {
          await Promise.all(together.map((one) => run(one)));
          await checkInvariants();
        }
      }),
      // The platform's state carries over from run to run, so no shrinking: the failing sequence is reported as it ran.
      { seed: 9, numRuns: engine === 'postgres' ? 10 : 14, endOnFailure: true },
    );
  });
});
