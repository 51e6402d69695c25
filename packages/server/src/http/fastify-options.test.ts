import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { schemaController } from './fastify-options.ts';

describe('routes are validated by zod, never by Fastify JSON schemas (which are not loaded)', () => {
  it('refuses a route with a body schema when the server starts', async () => {
    const app = Fastify({ schemaController });
    app.post('/x', { schema: { body: { type: 'object' } } }, () => 'ok');
    await expect(app.ready()).rejects.toThrow(/zod schemas with route\(\)/);
    await app.close();
  });

  it('refuses a route with a response schema when the server starts', async () => {
    const app = Fastify({ schemaController });
    app.get('/x', { schema: { response: { 200: { type: 'string' } } } }, () => 'ok');
    await expect(app.ready()).rejects.toThrow(/zod schemas with route\(\)/);
    await app.close();
  });

  it('serves a route without schemas as usual', async () => {
    const app = Fastify({ schemaController });
    app.get('/x', () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/x' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
