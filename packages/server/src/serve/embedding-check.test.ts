import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@marketplace/domain/runtime-config';
import { EMBEDDING_CHECK_PATH, registerEmbeddingCheck } from './embedding-check.ts';

describe('GET /v2/embedding tells a page whether its origin is a registered embedder', () => {
  const app = Fastify();
  registerEmbeddingCheck(
    app,
    parseRuntimeConfig({ MARKETPLACE_EMBEDDERS: 'https://crm.example.com=livechat,https://desk.example.org=helpdesk+text', AGENT_APP_ORIGIN: 'https://agent.example.com' }),
    // frame-ancestors: the registered origins and one of the deprecated MARKETPLACE_FRAME_ANCESTORS.
    ["'self'", 'https://crm.example.com', 'https://desk.example.org', 'https://legacy.example.net'],
  );
  afterAll(() => app.close());
  const ask = (origin?: string) => app.inject({ method: 'GET', url: EMBEDDING_CHECK_PATH, headers: origin === undefined ? {} : { origin } });

  const hostOrigins = { livechat: 'https://agent.example.com', helpdesk: 'http://localhost:4003', text: 'http://localhost:4004' };

  it("answers a registered origin with its products and the vendor's hosts, readable from any origin", async () => {
    const answer = await ask('https://desk.example.org');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.json()).toEqual({
      origin: 'https://desk.example.org',
      registered: true,
      product: 'helpdesk',
      products: ['helpdesk', 'text'],
      framable: true,
      hostOrigins,
      setting: 'MARKETPLACE_EMBEDDERS',
    });
  });

  it("answers an unregistered origin (the vendor's hosts too, once the list is set) with the setting to change", async () => {
    expect((await ask('http://localhost:4002')).json()).toEqual({
      origin: 'http://localhost:4002',
      registered: false,
      product: null,
      products: [],
      framable: false,
      hostOrigins,
      setting: 'MARKETPLACE_EMBEDDERS',
    });
  });

  it('says an origin that frame-ancestors lets in but nothing registered may frame the page (its bridge will not answer)', async () => {
    expect((await ask('https://legacy.example.net')).json()).toMatchObject({ registered: false, products: [], framable: true });
  });

  it('refuses a call without an Origin with 400', async () => {
    const answer = await ask();
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'origin_required' });
  });
});
