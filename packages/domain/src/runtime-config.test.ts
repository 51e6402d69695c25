import { describe, expect, it } from 'vitest';
import { allEmbedders, allowedEmbedders, configurationProblem, defaultRuntimeConfig, parseRuntimeConfig, productHostOf } from './runtime-config.ts';
import { callbackPathsOf, embedderProduct, isCallbackPath } from './page-runtime-config.ts';
import { runtimeConfigSchema } from './page-runtime-config-schema.ts';

describe('run-time configuration comes from environment variables, validated', () => {
  it('defaults to the five localhost ports', () => {
    expect(defaultRuntimeConfig.origins).toEqual({
      platform: 'http://localhost:4000',
      remote: 'http://localhost:4001',
      agentApp: 'http://localhost:4002',
      helpdesk: 'http://localhost:4003',
      text: 'http://localhost:4004',
    });
  });

  it('takes other ports, and public origins reduced to their origin', () => {
    const config = parseRuntimeConfig({ PORT_PLATFORM: '5000', PORT_AGENT_APP: '5002', PORT_TEXT: '5004', HELPDESK_ORIGIN: 'https://desk.example.com/some/path' });
    expect(config.ports).toEqual({ platform: 5000, remote: 4001, agentApp: 5002, helpdesk: 4003, text: 5004 });
    expect(config.origins.text).toBe('http://localhost:5004');
    expect(config.origins.platform).toBe('http://localhost:5000');
    expect(config.origins.agentApp).toBe('http://localhost:5002');
    expect(config.origins.helpdesk).toBe('https://desk.example.com');
  });

  it.each([
    { PORT_PLATFORM: 'eighty' },
    { PORT_REMOTE: '70000' },
    { AGENT_APP_ORIGIN: 'javascript:alert(1)' },
    { PLATFORM_ORIGIN: 'not a url' },
    { TEXT_ORIGIN: 'ftp://text.example.com' },
    { PORT_TEXT: '0' },
  ])('refuses %o', (env) => {
    expect(() => parseRuntimeConfig(env)).toThrow();
  });
});

describe('allowed embedders per product', () => {
  it('lets the agent app embed the chat product, and the help desk and the text product host their own', () => {
    const config = parseRuntimeConfig({ AGENT_APP_ORIGIN: 'https://agent.example.com', HELPDESK_ORIGIN: 'https://desk.example.com', TEXT_ORIGIN: 'https://text.example.com' });
    expect(allowedEmbedders(config, 'livechat')).toEqual(['https://agent.example.com']);
    expect(allowedEmbedders(config, 'helpdesk')).toEqual(['https://desk.example.com']);
    expect(allowedEmbedders(config, 'text')).toEqual(['https://text.example.com']);
    expect(allEmbedders(config)).toEqual(['https://agent.example.com', 'https://desk.example.com', 'https://text.example.com']);
  });
});

describe('MARKETPLACE_EMBEDDERS registers embedders, one origin=product pair each', () => {
  it("is the vendor's three hosts by default", () => {
    const config = parseRuntimeConfig({ PORT_AGENT_APP: '6802' });
    expect(config.embedders?.map(({ origin, product }) => ({ origin, product }))).toEqual([
      { origin: 'http://localhost:6802', product: 'livechat' },
      { origin: 'http://localhost:4003', product: 'helpdesk' },
      { origin: 'http://localhost:4004', product: 'text' },
    ]);
    expect(callbackPathsOf(config, 'http://localhost:6802')).toContain('/apps/');
  });

  it('is the whole list when set: allow lists per product, every origin once, products by origin', () => {
    const config = parseRuntimeConfig({ MARKETPLACE_EMBEDDERS: ' https://CRM.example.com=livechat, https://desk.example.org:8443/=helpdesk,http://localhost:4002=livechat ' });
    expect(config.embedders?.map(({ origin, product }) => ({ origin, product }))).toEqual([
      { origin: 'https://crm.example.com', product: 'livechat' },
      { origin: 'https://desk.example.org:8443', product: 'helpdesk' },
      { origin: 'http://localhost:4002', product: 'livechat' },
    ]);
    // An origin alone: its root page; the vendor's host listed keeps its own sections.
    expect(callbackPathsOf(config, 'https://crm.example.com')).toEqual(['/']);
    expect(callbackPathsOf(config, 'https://desk.example.org:8443')).toEqual(['/']);
    expect(callbackPathsOf(config, 'http://localhost:4002')).toContain('/apps/');
    expect(allowedEmbedders(config, 'livechat')).toEqual(['https://crm.example.com', 'http://localhost:4002']);
    expect(allowedEmbedders(config, 'text')).toEqual([]);
    expect(allEmbedders(config)).toHaveLength(3);
    expect(embedderProduct(config, 'https://desk.example.org:8443')).toBe('helpdesk');
    expect(embedderProduct(config, 'http://localhost:4003')).toBeNull();
  });

  it.each([
    'https://crm.example.com',
    'https://crm.example.com=shop',
    'crm.example.com=livechat',
    'https://crm.example.com/crm/../x=livechat',
    'https://crm.example.com?x=1=livechat',
    'https://user@crm.example.com=livechat',
    'https://crm.example.com=livechat+shop',
    'https://*.example.com=livechat',
    'ftp://crm.example.com=livechat',
    'https://crm.example.com=livechat,https://crm.example.com=helpdesk',
  ])('refuses %s, naming the setting', (value) => {
    expect(() => parseRuntimeConfig({ MARKETPLACE_EMBEDDERS: value })).toThrow(/MARKETPLACE_EMBEDDERS/);
  });

  it('takes several products per origin and a callback path: the page and the pages under it', () => {
    const config = parseRuntimeConfig({ MARKETPLACE_EMBEDDERS: 'https://crm.example.com/crm/=livechat+helpdesk' });
    expect(allowedEmbedders(config, 'livechat')).toEqual(['https://crm.example.com']);
    expect(allowedEmbedders(config, 'helpdesk')).toEqual(['https://crm.example.com']);
    expect(allEmbedders(config)).toEqual(['https://crm.example.com']);
    const paths = callbackPathsOf(config, 'https://crm.example.com');
    expect(paths).toEqual(['/crm/']);
    expect(['/crm', '/crm/', '/crm/apps/x/'].map((path) => isCallbackPath(path, paths))).toEqual([true, true, true]);
    expect(['/', '/crmx', '/other/crm/'].map((path) => isCallbackPath(path, paths))).toEqual([false, false, false]);
    expect(isCallbackPath('/anything', ['/'])).toBe(false);
  });

  it('says what is wrong in one line naming the setting, for the server to stop with', () => {
    let thrown: unknown;
    try {
      parseRuntimeConfig({ MARKETPLACE_EMBEDDERS: 'https://crm.example.com=shop' });
    } catch (error) {
      thrown = error;
    }
    const line = configurationProblem(thrown);
    expect(line).toMatch(/^MARKETPLACE_EMBEDDERS: "https:\/\/crm\.example\.com=shop" is not origin=product/);
    expect(line).not.toContain('\n');
    expect(configurationProblem(new Error('other'))).toBeNull();
  });

  it('travels to pages: the page schema accepts it', () => {
    const config = parseRuntimeConfig({ MARKETPLACE_EMBEDDERS: 'https://crm.example.com=livechat' });
    expect(runtimeConfigSchema.parse(config).embedders).toEqual([{ origin: 'https://crm.example.com', product: 'livechat' }]);
  });
});

describe('a product host serves the product of its origin', () => {
  const config = parseRuntimeConfig({ HELPDESK_ORIGIN: 'https://desk.example.com', TEXT_ORIGIN: 'https://text.example.com' });
  it.each([
    ['https://text.example.com', 'text'],
    ['https://TEXT.example.com', 'text'],
    ['https://desk.example.com', 'helpdesk'],
    ['https://elsewhere.example.com', 'helpdesk'],
  ] as const)('%s serves %s', (origin, product) => {
    expect(productHostOf(config, origin)).toBe(product);
  });
});

describe('a page reads the same configuration the server writes', () => {
  it('has the environment-free defaults of an empty environment', () => {
    expect(defaultRuntimeConfig).toEqual(parseRuntimeConfig({}));
  });

  it('accepts a configuration the server parsed, and refuses a port out of range or an origin that is no URL', () => {
    const config = parseRuntimeConfig({ PORT_PLATFORM: '5000', HELPDESK_ORIGIN: 'https://desk.example.com', MARKETPLACE: 'x' });
    expect(runtimeConfigSchema.safeParse({ ...config, buildHash: 'abc', serviceWorker: true }).success).toBe(true);
    expect(runtimeConfigSchema.safeParse({ ...config, ports: { ...config.ports, remote: 70_000 } }).success).toBe(false);
    expect(runtimeConfigSchema.safeParse({ ...config, ports: { ...config.ports, remote: 40.5 } }).success).toBe(false);
    expect(runtimeConfigSchema.safeParse({ ...config, origins: { ...config.origins, remote: 'not a url' } }).success).toBe(false);
  });
});
