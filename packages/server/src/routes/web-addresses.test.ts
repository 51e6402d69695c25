/**
 * Only web addresses are stored: every URL field the platform accepts (an expert message's or
 * review's website, an install's source, a sign-in's and a charge's return address) takes http(s)
 * only, and anything else (javascript:, data:, a bare path) is refused with the field's error and
 * stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { findApps, isPaidOnce, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

const unsafe = [
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http:evil.example',
  '/relative/path',
];

describe.each(engines)('only web addresses are stored, on %s', (engine) => {
  const platform = useTestPlatform(engine);
  const countOf = async (sql: string) => (await platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]?.n ?? 0;

  it("refuses an expert message's or review's website that is not http(s), with the field's error", async () => {
    const token = await platform.tokenFor('acc-viceowner');
    const before = [await countOf('expert_messages'), await countOf('expert_reviews')];
    for (const website of unsafe) {
      const message = await platform.call('POST', '/v2/partners/experts_marketplace/expert-6/message', {
        token,
        body: { email: 'contact@expert.example', userEmail: 'x@y.example', message: 'We need help with a chatbot.', name: 'Vic', surname: 'Owner', website },
      });
      expect({ website, status: message.status, body: message.body }).toEqual({
        website,
        status: 422,
        body: { code: 'invalid_request', message: 'Please enter a valid website address' },
      });
      const review = await platform.call('POST', '/v2/partners/experts_marketplace/expert-6/comment', {
        token,
        body: { email: 'contact@expert.example', userEmail: 'x@y.example', comment: 'They set everything up in a week.', name: 'Vic', website },
      });
      expect({ website, status: review.status }).toEqual({ website, status: 422 });
    }
    expect([await countOf('expert_messages'), await countOf('expert_reviews')]).toEqual(before);
    const kept = await platform.call('POST', '/v2/partners/experts_marketplace/expert-6/message', {
      token,
      body: { email: 'contact@expert.example', userEmail: 'x@y.example', message: 'We need help with a chatbot.', name: 'Vic', surname: 'Owner', website: 'https://vic.example/' },
    });
    expect(kept.status).toBe(204);
  });

  it("refuses an install's source_url that is not http(s)", async () => {
    const owner = await platform.tokenFor('acc-owner');
    const installed = new Set((await platform.db.query<{ app_id: string }>(`SELECT app_id FROM installs WHERE organization_id = 'org-acme'`)).map((r) => r.app_id));
    const [app] = await findApps(platform, (a) => isPlain(a) && a.payment === null && !installed.has(a.id));
    for (const sourceUrl of unsafe) {
      const answer = await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: { metrics: { source_url: sourceUrl } } });
      expect({ sourceUrl, status: answer.status }).toEqual({ sourceUrl, status: 422 });
    }
    expect(await countOf(`installs WHERE app_id = '${app?.id ?? ''}'`)).toBe(0);
    expect(
      (await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: { metrics: { source_url: 'http://localhost:4000/marketplace/apps/' } } })).status,
    ).toBe(200);
  });

  it('refuses a sign-in or a charge that would return to anything but http(s)', async () => {
    for (const redirectUri of unsafe) {
      const page = await platform.call('GET', `/accounts/authorize?response_type=token&client_id=marketplace&redirect_uri=${encodeURIComponent(redirectUri)}`);
      expect({ redirectUri, status: page.status }).toEqual({ redirectUri, status: 400 });
    }
    const owner = await platform.tokenFor('acc-owner');
    const [app] = await findApps(platform, isPaidOnce, 2);
    for (const returnUrl of unsafe) {
      const answer = await platform.call('POST', '/billing/v2/direct_charge/livechat', {
        token: owner,
        body: { name: 'x', price: 100, return_url: returnUrl, order_client_id: app?.id },
      });
      expect({ returnUrl, status: answer.status }).toEqual({ returnUrl, status: 422 });
    }
  });
});
