import { describe, expect, it } from 'vitest';
import { useTestPlatform } from '../testing/harness.ts';

describe('error handling and request ids', () => {
  const platform = useTestPlatform('pglite');

  describe('wrong input is refused with { code, message } and no stack trace', () => {
    it('answers malformed JSON with 400', async () => {
      const token = await platform.tokenFor('acc-owner');
      const response = await fetch(`${platform.origin}/v2/products-carts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"name": ',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
      expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
    });

    it('answers an unknown route with 404 JSON and an unsupported media type with 415', async () => {
      expect((await platform.call('DELETE', '/v2/nowhere')).body).toMatchObject({ code: 'not_found' });
      const token = await platform.tokenFor('acc-owner');
      const response = await fetch(`${platform.origin}/v2/products-carts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/xml' },
        body: '<a/>',
      });
      expect(response.status).toBe(415);
      expect(Object.keys((await response.json()) as object).sort()).toEqual(['code', 'message']);
    });

    it('hides unexpected failures behind 500 Unexpected error', async () => {
      await platform.db.query('ALTER TABLE carts RENAME TO carts_gone');
      try {
        const token = await platform.tokenFor('acc-owner');
        const response = await platform.call('GET', '/v2/products-carts/recent', { token });
        expect(response.status).toBe(500);
        expect(response.body).toEqual({ code: 'internal_error', message: 'Unexpected error' });
      } finally {
        await platform.db.query('ALTER TABLE carts_gone RENAME TO carts');
      }
    });
  });

  describe('request ids', () => {
    it('echoes a given x-request-id and mints one otherwise', async () => {
      const given = await platform.call('GET', '/v2/applications/published', { headers: { 'x-request-id': 'trace-123' } });
      expect(given.headers.get('x-request-id')).toBe('trace-123');
      const minted = await platform.call('GET', '/v2/nowhere');
      expect(minted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('CORS allow list', () => {
    it('allows the configured origins only', async () => {
      const allowed = await platform.call('GET', '/v2/applications/published', { headers: { origin: 'http://localhost:4001' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4001');
      const other = await platform.call('GET', '/v2/applications/published', { headers: { origin: 'https://evil.example.com' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
