import { describe, expect, it } from 'vitest';
import { allEmbedders, allowedEmbedders, defaultRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

describe('run-time configuration comes from environment variables, validated', () => {
  it('defaults to the four localhost ports', () => {
    expect(defaultRuntimeConfig.origins).toEqual({
      platform: 'http://localhost:4000',
      remote: 'http://localhost:4001',
      agentApp: 'http://localhost:4002',
      helpdesk: 'http://localhost:4003',
    });
  });

  it('takes other ports, and public origins reduced to their origin', () => {
    const config = parseRuntimeConfig({ PORT_PLATFORM: '5000', PORT_AGENT_APP: '5002', HELPDESK_ORIGIN: 'https://desk.example.com/some/path' });
    expect(config.ports).toEqual({ platform: 5000, remote: 4001, agentApp: 5002, helpdesk: 4003 });
    expect(config.origins.platform).toBe('http://localhost:5000');
    expect(config.origins.agentApp).toBe('http://localhost:5002');
    expect(config.origins.helpdesk).toBe('https://desk.example.com');
  });

  it.each([{ PORT_PLATFORM: 'eighty' }, { PORT_REMOTE: '70000' }, { AGENT_APP_ORIGIN: 'javascript:alert(1)' }, { PLATFORM_ORIGIN: 'not a url' }])('refuses %o', (env) => {
    expect(() => parseRuntimeConfig(env)).toThrow();
  });
});

describe('allowed embedders per product', () => {
  it('lets the agent app embed the chat product and the help desk its own', () => {
    const config = parseRuntimeConfig({ AGENT_APP_ORIGIN: 'https://agent.example.com', HELPDESK_ORIGIN: 'https://desk.example.com' });
    expect(allowedEmbedders(config, 'livechat')).toEqual(['https://agent.example.com']);
    expect(allowedEmbedders(config, 'helpdesk')).toEqual(['https://desk.example.com']);
    expect(allEmbedders(config)).toEqual(['https://agent.example.com', 'https://desk.example.com']);
  });
});
