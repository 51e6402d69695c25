import { describe, expect, it } from 'vitest';
import { engines, useTestPlatform } from '../testing/harness.ts';
import type { TestPlatform } from '../testing/harness.ts';
import { recordStatements } from '../testing/statements.ts';

const tokenReads = (sql: readonly string[]) => sql.filter((s) => /FROM tokens t JOIN accounts/.test(s)).length;

async function counted(platform: TestPlatform, token: string): Promise<{ status: number; tokenReads: number }> {
  const log = recordStatements(platform.db);
  try {
    const { status } = await platform.call('GET', '/accounts/v2/info', { token });
    return { status, tokenReads: tokenReads(log.statements.map((s) => s.sql)) };
  } finally {
    log.stop();
  }
}

// A PGlite process is its database's only client, so it may keep callers in memory: every write
// to tokens or accounts drops them before that write's COMMIT returns.
describe('on PGlite a token is read once, and a sign-out, a revocation or an account change counts at once', () => {
  let clock = new Date('2026-03-01T12:00:00.000Z');
  const platform = useTestPlatform('pglite', { now: () => clock });

  it('reads the token from the database on its first request only', async () => {
    const token = await platform.tokenFor('acc-owner');
    expect(await counted(platform, token)).toEqual({ status: 200, tokenReads: 1 });
    expect(await counted(platform, token)).toEqual({ status: 200, tokenReads: 0 });
  });

  it('refuses a token the very next request after its sign-out', async () => {
    const token = await platform.tokenFor('acc-owner');
    expect((await counted(platform, token)).status).toBe(200);
    expect((await platform.call('DELETE', '/accounts/v2/sessions', { token })).status).toBe(204);
    expect((await counted(platform, token)).status).toBe(401);
  });

  it('refuses a token revoked by any statement on the tokens table (another route, a script)', async () => {
    const token = await platform.tokenFor('acc-admin');
    expect((await counted(platform, token)).status).toBe(200);
    await platform.db.query('UPDATE tokens SET revoked_at = $2 WHERE token = $1', [token, clock.toISOString()]);
    expect((await counted(platform, token)).status).toBe(401);
  });

  it('answers with the account as it is now after the account changes', async () => {
    const token = await platform.tokenFor('acc-viewer');
    const before = await platform.call('GET', '/accounts/v2/info', { token });
    expect(before.body).toMatchObject({ scope: expect.any(String) as unknown });
    await platform.db.query("UPDATE accounts SET scopes = ARRAY['changed.read'] WHERE account_id = 'acc-viewer'");
    expect((await platform.call('GET', '/accounts/v2/info', { token })).body).toMatchObject({ scope: 'changed.read' });
  });

  it('refuses a cached token once the clock passes its expiry', async () => {
    const token = await platform.tokenFor('acc-owner');
    expect((await counted(platform, token)).status).toBe(200);
    const expiresIn = ((await platform.call('GET', '/accounts/v2/info', { token })).body as { expires_in: number }).expires_in;
    clock = new Date(clock.getTime() + (expiresIn + 1) * 1000);
    expect((await counted(platform, token)).status).toBe(401);
  });
});

// Another node may sign a token out at any time: nothing of a session is kept between requests.
describe.each(engines.filter((engine) => engine === 'postgres'))('on %s every request reads its token', (engine) => {
  const platform = useTestPlatform(engine);

  it('reads the token on every request, and a revocation by another connection counts at once', async () => {
    const token = await platform.tokenFor('acc-owner');
    expect(await counted(platform, token)).toEqual({ status: 200, tokenReads: 1 });
    expect(await counted(platform, token)).toEqual({ status: 200, tokenReads: 1 });
    await platform.db.query('UPDATE tokens SET revoked_at = now() WHERE token = $1', [token]);
    expect((await counted(platform, token)).status).toBe(401);
  });
});
