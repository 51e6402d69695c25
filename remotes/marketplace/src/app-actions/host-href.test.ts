/** Host links follow the run-time configuration of the page, not the default ports. */
import { parseRuntimeConfig, RUNTIME_CONFIG_SCRIPT_ID } from '@marketplace/domain/runtime-config';
import { describe, expect, it } from 'vitest';
import { hostHref } from './host-href.ts';

describe("a host product's link goes to that host's configured origin", () => {
  it('names the agent app and the help desk of a second instance on ports 5000–5003', () => {
    const config = parseRuntimeConfig({ PORT_PLATFORM: '5000', PORT_REMOTE: '5001', PORT_AGENT_APP: '5002', PORT_HELPDESK: '5003' });
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = RUNTIME_CONFIG_SCRIPT_ID;
    script.textContent = JSON.stringify(config);
    document.head.append(script);
    expect(hostHref({ product: 'livechat', path: '/apps/slack' }, config.origins.platform)).toBe('http://localhost:5002/apps/slack');
    expect(hostHref({ product: 'helpdesk', path: '/apps/slack' }, config.origins.platform)).toBe('http://localhost:5003/apps/slack');
    expect(hostHref({ product: 'chatbot', path: '/x' }, config.origins.platform)).toBe('http://localhost:5000/x');
  });
});
