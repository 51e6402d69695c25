import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../server-root.ts';
import { agentAppFrame, agentAppPage, productHostPage } from './host-pages.ts';

const agentAppHtml = readFileSync(join(repoRoot, 'hosts/agent-app/index.html'), 'utf8');
const helpdeskHtml = readFileSync(join(repoRoot, 'hosts/helpdesk/index.html'), 'utf8');

describe("the agent app's page", () => {
  it('holds the framed marketplace of the address under /apps/marketplace', () => {
    const page = agentAppPage(agentAppHtml, agentAppFrame('/apps/marketplace/apps/crm/?sortBy=alphabetical', 'http://localhost:4000'));
    const src = /<main[^>]*id="content"[^>]*><iframe class="aa-frame" title="Marketplace" name="marketplace-framed" src="([^"]+)"><\/iframe><\/main>/.exec(page)?.[1];
    expect(src).toBeDefined();
    const url = new URL((src ?? '').replaceAll('&amp;', '&'));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4000/marketplace/apps/crm/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sortBy: 'alphabetical',
      framed: '1',
      'host-navigation': '1',
      'host-chrome': '1',
      notifications: 'bottom',
      'host-font': 'system-ui, sans-serif',
    });
  });

  it("carries its build's entry script after the frame, as an inline module", () => {
    const built = agentAppHtml
      .replace('<script type="module" src="/src/main.ts"></script>', '')
      .replace('</head>', '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>');
    const frame = agentAppFrame('/apps/marketplace/', 'http://localhost:4000');
    const page = agentAppPage(built, frame, (file) => (file === 'index-abc.js' ? 'console.log("$&")' : null));
    expect(page).not.toContain('src="/assets/index-abc.js"');
    expect(page).toMatch(/<\/iframe><\/main>[\s\S]*<script type="module">console\.log\("\$&"\)<\/script>\s*<\/body>/);
    // A file it cannot read, or text that would end the element early, stays a file.
    expect(agentAppPage(built, frame, () => null)).toContain('src="/assets/index-abc.js"');
    expect(agentAppPage(built, frame, () => 'const end = "</script>";')).toContain('src="/assets/index-abc.js"');
    // Its other sections load the script as a file.
    expect(agentAppPage(built, null, () => 'x')).toBe(built);
  });

  it('leaves its other sections without a frame', () => {
    expect(agentAppFrame('/chats', 'http://localhost:4000')).toBeNull();
    expect(agentAppFrame('/apps/marketplace-other', 'http://localhost:4000')).toBeNull();
    expect(agentAppPage(agentAppHtml, null)).toBe(agentAppHtml);
  });
});

describe("the product host's page", () => {
  it("is the text product's own on its origin: its name, without the help desk's screens", () => {
    const page = productHostPage(helpdeskHtml, 'text');
    expect(page).toContain('<span id="brand">Text</span>');
    expect(page).toContain('aria-label="Text" id="host-nav"');
    expect(page).toContain('data-host="text" id="host"');
    expect(page).not.toContain('data-helpdesk-only');
    expect(page).toContain('data-section="/marketplace"');
  });

  it("is the help desk's as written", () => {
    expect(productHostPage(helpdeskHtml, 'helpdesk')).toBe(helpdeskHtml);
  });
});
