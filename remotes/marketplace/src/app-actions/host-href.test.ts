/** Host links follow the run-time configuration of the page, not the default ports. */
import { parseRuntimeConfig, RUNTIME_CONFIG_SCRIPT_ID } from '@marketplace/domain/runtime-config';
import { appSettingsPath, hostPages, openAppPath } from '@marketplace/domain/routes';
import { makeApp } from '@marketplace/domain/test/fixtures';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { hostHref as HostHref } from './host-href.ts';

// A second instance on ports 5000–5004. The module reads the page's configuration once, so this
// file loads a fresh copy of it on its page (the project's files share their worker's modules).
const config = parseRuntimeConfig({ PORT_PLATFORM: '5000', PORT_REMOTE: '5001', PORT_AGENT_APP: '5002', PORT_HELPDESK: '5003', PORT_TEXT: '5004' });
let hostHref: typeof HostHref;
const script = document.createElement('script');
beforeAll(async () => {
  script.type = 'application/json';
  script.id = RUNTIME_CONFIG_SCRIPT_ID;
  script.textContent = JSON.stringify(config);
  document.head.append(script);
  vi.resetModules();
  ({ hostHref } = await import('./host-href.ts'));
});
afterAll(() => script.remove());

describe("a host product's link goes to that host's configured origin", () => {
  it('names the agent app, the help desk and the text host of a second instance; other products the platform', () => {
    expect(hostHref({ product: 'livechat', path: '/apps/slack' }, config.origins.platform)).toBe('http://localhost:5002/apps/slack');
    expect(hostHref({ product: 'helpdesk', path: '/apps/slack' }, config.origins.platform)).toBe('http://localhost:5003/apps/slack');
    expect(hostHref({ product: 'text', path: '/app/slack' }, config.origins.platform)).toBe('http://localhost:5004/app/slack');
    expect(hostHref({ product: 'chatbot', path: '/x' }, config.origins.platform)).toBe('http://localhost:5000/x');
  });

  it("a text-product app's Open and Settings open the text host at the text product's paths (spec 2)", () => {
    const app = makeApp({ id: '9', slug: 'sms-relay', product: 'text' });
    expect(hostHref({ product: 'text', path: openAppPath(app, { isPrivate: false }) }, config.origins.platform)).toBe('http://localhost:5004/app/sms-relay');
    expect(hostHref({ product: 'text', path: appSettingsPath(app, { inReview: false }) }, config.origins.platform)).toBe('http://localhost:5004/settings/applications/sms-relay');
  });

  it("a subscription link (Upgrade) opens the subscription page of the app's product host, framed or on another company's page", () => {
    const upgrade = (product: 'livechat' | 'helpdesk' | 'text') => ({ product, path: hostPages[product].subscription });
    expect(hostHref(upgrade('livechat'), config.origins.platform)).toBe('http://localhost:5002/subscription');
    expect(hostHref(upgrade('helpdesk'), config.origins.platform)).toBe('http://localhost:5003/subscription');
    expect(hostHref(upgrade('text'), config.origins.platform)).toBe('http://localhost:5004/subscription');
    // The hosts' origins the SDK passed (from GET /v2/embedding) come before the page's.
    const given = { livechat: 'https://agent.example.com', helpdesk: 'https://desk.example.com', text: 'https://text.example.com' };
    expect(hostHref(upgrade('livechat'), config.origins.platform, given)).toBe('https://agent.example.com/subscription');
    expect(hostHref(upgrade('text'), config.origins.platform, given)).toBe('https://text.example.com/subscription');
  });
});
