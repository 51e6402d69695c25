/**
 * The served pages' allow lists follow the embedders an operator stores: the public shell's
 * frame-ancestors, the configuration the framed page's bridge reads, the remote's CORS and
 * GET /v2/embedding; each computed again only once the list changed.
 */
import Fastify from 'fastify';
import { allowedEmbedders, embeddersOf } from '@marketplace/domain/page-runtime-config';
import { parseRuntimeConfig } from '@marketplace/domain/runtime-config';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbedderRegistry } from '../embedders/registry.ts';
import { useTestPlatform } from '../testing/harness.ts';
import { embedderAllowLists } from './allow-lists.ts';
import { EMBEDDING_CHECK_PATH, registerEmbeddingCheck } from './embedding-check.ts';
import { defaultFrameAncestors } from './security-headers.ts';

describe('the served allow lists of embedders', () => {
  const platform = useTestPlatform('pglite');
  const config = parseRuntimeConfig({ MARKETPLACE_EMBEDDERS: 'https://crm.example.com=livechat' });
  const app = Fastify();
  afterAll(() => app.close());

  it('take in a stored embedder and let it go once it is removed', async () => {
    const registry = new EmbedderRegistry(platform.db, embeddersOf(config));
    await registry.refresh();
    const lists = embedderAllowLists(config, registry, defaultFrameAncestors(config));
    registerEmbeddingCheck(
      app,
      () => lists().config,
      () => lists().policies.publicShell.frameAncestors,
    );
    const check = async () =>
      (await app.inject({ method: 'GET', url: EMBEDDING_CHECK_PATH, headers: { origin: 'https://desk.example.org' } })).json<{ registered: boolean; products: string[] }>();
    const before = lists();
    expect(before.policies.publicShell.frameAncestors).toEqual(["'self'", 'https://crm.example.com']);
    expect(lists()).toBe(before);
    expect(await check()).toMatchObject({ registered: false, products: [] });

    await registry.put({ origin: 'https://desk.example.org', products: ['helpdesk', 'text'] }, new Date());
    const after = lists();
    expect(after.policies.publicShell.frameAncestors).toEqual(["'self'", 'https://crm.example.com', 'https://desk.example.org']);
    expect(allowedEmbedders(after.config, 'helpdesk')).toEqual(['https://desk.example.org']);
    expect(allowedEmbedders(after.config, 'livechat')).toEqual(['https://crm.example.com']);
    expect(after.hostOrigins).toContain('https://desk.example.org');
    expect(await check()).toMatchObject({ registered: true, products: ['helpdesk', 'text'] });

    expect(await registry.remove('https://desk.example.org')).toBe(true);
    expect(lists().policies.publicShell.frameAncestors).toEqual(["'self'", 'https://crm.example.com']);
    expect(lists().hostOrigins).not.toContain('https://desk.example.org');
    expect(await check()).toMatchObject({ registered: false });
  });
});
