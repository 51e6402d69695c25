/**
 * Our hosts' pages as their scripts would make them, written on the server so that the first
 * view starts with the page and nothing moves once the scripts run: the agent app's page holds
 * the marketplace's frame (the host SDK adopts it) and its own script, and the text product's page
 * carries its own name and navigation.
 */
import { productNames } from '@marketplace/domain/entities/product';
import { framedQueryFlag, framedWindowName, hostChromeQueryFlag, paths } from '@marketplace/shared/federation';
import { escapeHtml } from '../http/escape-html.ts';

/** The agent app's marketplace section: `<main id="content">` of hosts/agent-app/index.html. */
const AGENT_APP_CONTENT = /(<main\b[^>]*\bid="content"[^>]*>)(<\/main>)/;

/** The agent app's font (its index.html's `.aa`), which the frame is told as the SDK would. */
const AGENT_APP_FONT = 'system-ui, sans-serif';

/**
 * The address of the frame the agent app's page holds at a path: the marketplace's framed page of
 * that path under /apps/marketplace, with the options hosts/agent-app/src/framed-marketplace.ts
 * gives the host SDK; null elsewhere (the agent app's own sections).
 */
export function agentAppFrame(path: string, platformOrigin: string): URL | null {
  const url = new URL(path, 'http://host.invalid');
  const base = paths.agentAppMarketplace;
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
  const inside = url.pathname.slice(base.length) || '/';
  const frame = new URL(`${paths.publicShell.replace(/\/$/, '')}${inside}${url.search}`, platformOrigin);
  frame.searchParams.set(framedQueryFlag, '1');
  // The bridge's hostNavigationQueryFlag, notificationsQueryFlag and hostFontQueryFlag (the server
  // does not load the bridge); tests/e2e/embedding.test.ts checks the frame is the SDK's.
  frame.searchParams.set('host-navigation', '1');
  frame.searchParams.set(hostChromeQueryFlag, '1');
  frame.searchParams.set('notifications', 'bottom');
  frame.searchParams.set('host-font', AGENT_APP_FONT);
  return frame;
}

/** The build's entry script in the head, a self-contained bundle under /assets/. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="\/assets\/([\w.-]+\.js)"><\/script>/;

/**
 * The agent app's page holding its frame (`agentAppFrame`), so the frame's request leaves with the
 * page's. With `readAsset` (a file of the build's /assets/), the page also carries its entry script
 * after the frame: the script's bytes then arrive while the frame's request is on its way, instead
 * of sharing a slow link with the frame's document, which carries the first cards.
 */
export function agentAppPage(html: string, frame: URL | null, readAsset?: (file: string) => string | null): string {
  if (frame === null) return html;
  const iframe = `<iframe class="aa-frame" title="Marketplace" name="${framedWindowName}" src="${escapeHtml(frame.toString())}"></iframe>`;
  const page = html.replace(AGENT_APP_CONTENT, (_match, open: string, close: string) => `${open}${iframe}${close}`);
  return readAsset ? withEntryScriptInline(page, readAsset) : page;
}

/** The entry script moved into the end of the body (a module script runs after parsing either way). */
function withEntryScriptInline(html: string, readAsset: (file: string) => string | null): string {
  const entry = ENTRY_SCRIPT.exec(html);
  const code = entry?.[1] === undefined ? null : readAsset(entry[1]);
  // Text that would end the element early or change how the HTML parser reads it stays in its file.
  if (!entry || code === null || /<\/script|<!--|<script/i.test(code)) return html;
  return html.replace(entry[0], '').replace(/<\/body>/, (end) => `<script type="module">${code}</script>\n  ${end}`);
}

/**
 * The product host's page for its origin: the text product's name in the brand, navigation and
 * title, and without the help desk's own screens (what hosts/helpdesk/src/main.ts does in the
 * browser), so the navigation does not jump when the script runs.
 */
export function productHostPage(html: string, product: 'helpdesk' | 'text'): string {
  if (product === 'helpdesk') return html;
  const name = escapeHtml(productNames.text);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>Marketplace | ${name} Integrations</title>`)
    .replace(/(<span id="brand">)[^<]*(<\/span>)/, `$1${name}$2`)
    .replace(/(<nav\b[^>]*\baria-label=")[^"]*("[^>]*\bid="host-nav")/, `$1${name}$2`)
    .replace(/(\bdata-host=")helpdesk(" id="host")/, '$1text$2')
    .replace(/\s*<li data-helpdesk-only>.*?<\/li>/g, '');
}
