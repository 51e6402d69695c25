import { describe, expect, it } from 'vitest';
import { appScreenSlug, renderAppScreen } from './app-screen.ts';

const published = [
  {
    id: '1',
    slug: 'chat-tagger',
    name: 'Chat Tagger',
    shortDescription: 'Tags every chat.',
    widgets: [
      { id: 'w-1', placement: 'plugin' },
      { id: 'w-2', placement: 'settings' },
    ],
  },
  { id: '2', slug: 'quiet-sync', name: 'Quiet Sync', widgets: [] },
];
const fakeFetch = (async () => new Response(JSON.stringify(published), { status: 200 })) as typeof fetch;
const options = { platformOrigin: 'http://platform.test', marketplacePath: '/apps/marketplace/', settingsPath: '/apps/settings', fetch: fakeFetch };

describe("an installed app's screen in a host", () => {
  it('reads the app of /app/{slug} (or /apps/{slug} in the help desk) and nothing else', () => {
    expect(appScreenSlug('/app/chat-tagger', '/app')).toBe('chat-tagger');
    expect(appScreenSlug('/app/chat-tagger/', '/app')).toBe('chat-tagger');
    expect(appScreenSlug('/apps/chat-tagger', '/apps')).toBe('chat-tagger');
    expect(appScreenSlug('/apps/marketplace/', '/app')).toBeNull();
    expect(appScreenSlug('/app/a/b', '/app')).toBeNull();
    expect(appScreenSlug('/chats', '/app')).toBeNull();
    expect(appScreenSlug('/app/%E0%A4%A', '/app')).toBeNull();
  });

  it("shows the app's name, where it appears in the host's words, its settings and its marketplace page, and titles the page", async () => {
    const section = document.createElement('section');
    const titles: string[] = [];
    await renderAppScreen(section, 'chat-tagger', { ...options, onTitle: (title) => titles.push(title) });
    expect(section.querySelector('h1')?.textContent).toBe('Chat Tagger');
    expect(Array.from(section.querySelectorAll('li')).map((item) => item.textContent)).toEqual(['A panel beside each chat', 'A settings page under Apps settings']);
    const links = Array.from(section.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Settings', '/apps/settings/chat-tagger'],
      ['View in the marketplace', '/apps/marketplace/apps/chat-tagger/'],
    ]);
    expect(titles).toEqual(['Chat Tagger']);
  });

  it('finds a private app by its widget id, says when an app has nothing to open, and when it is unknown', async () => {
    const section = document.createElement('section');
    await renderAppScreen(section, 'w-2', options);
    expect(section.querySelector('h1')?.textContent).toBe('Chat Tagger');
    await renderAppScreen(section, 'quiet-sync', options);
    expect(section.textContent).toContain('It works in the background: nothing to open here.');
    await renderAppScreen(section, 'no-such-app', options);
    expect(section.textContent).toContain('This app is not available here.');
  });
});
