import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_PATH, registerFirstView } from './first-view-route.ts';
import type { InlineHost, ServerRenderer } from './server-render.ts';

const asked: { url: string; host: InlineHost }[] = [];
const renderer = Object.assign(async (html: string) => html, {
  warm: () => undefined,
  inline: async (url: string, host: InlineHost) => {
    asked.push({ url, host });
    return { head: '', html: '<div data-marketplace-root="">cards</div>', data: '<script type="application/json"></script>', early: '<script></script>' };
  },
}) as ServerRenderer;

async function get(query: string, with_: ServerRenderer | null = renderer) {
  const app = Fastify();
  registerFirstView(app, with_);
  const answer = await app.inject({ method: 'GET', url: `${FIRST_VIEW_PATH}?${query}` });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

describe('GET /v2/embedding/first-view renders an inline host’s first view', () => {
  it('answers the HTML for the container, the data block and the early script, rendered with the host’s options', async () => {
    const { status, body } = await get('path=/desk/apps/apps/&product=helpdesk&basename=/desk/apps&hostChrome=true&notifications=bottom');
    expect(status).toBe(200);
    expect(body['html']).toContain('data-marketplace-root');
    expect(asked.at(-1)).toEqual({
      url: '/desk/apps/apps/',
      host: { product: 'helpdesk', basename: '/desk/apps', hostChrome: true, hostNavigation: false, notifications: 'bottom' },
    });
  });

  it.each([
    ['no path', 'product=helpdesk&basename=/desk'],
    ['an unknown product', 'path=/desk/&product=crm&basename=/desk'],
    ['a path outside the base path', 'path=/other/&product=helpdesk&basename=/desk'],
    ['a basename with a trailing slash', 'path=/desk/&product=helpdesk&basename=/desk/'],
  ])('refuses %s with 400', async (_case, query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body['code']).toBe('invalid_query');
  });

  it('answers 404 when the server renders nothing (no server builds)', async () => {
    expect((await get('path=/desk/&product=text&basename=/desk', null)).status).toBe(404);
  });
});
