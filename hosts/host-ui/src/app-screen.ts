/**
 * A host's screen for one installed app, where the marketplace's Open leads (/app/{slug}, or
 * /apps/{slug} in the help desk): the app's name and where it shows up in this host (its widgets'
 * placements), with its settings and its marketplace page. Plain DOM, shared by every host.
 */
import * as z from 'zod/mini';

const publishedSchema = z.array(
  z.looseObject({
    slug: z.string(),
    name: z.string(),
    shortDescription: z.optional(z.string()),
    widgets: z._default(z.array(z.looseObject({ id: z.string(), placement: z.string() })), []),
  }),
);

/** Where each widget placement shows the app in the host, in the host's words. */
const placementWords: Readonly<Record<string, string>> = {
  plugin: 'A panel beside each chat',
  fullscreen: 'A full-screen page of its own',
  settings: 'A settings page under Apps settings',
  messagebox: 'Cards and text in the message box',
  'targeted-message': 'Targeted messages to website visitors',
};

/** The app a host path opens (`/app/{slug}`), or null when the path is not an app's screen. */
export function appScreenSlug(pathname: string, base: '/app' | '/apps'): string | null {
  const match = new RegExp(`^${base}/([^/]+)/?$`).exec(pathname);
  if (!match?.[1]) return null;
  // An address typed with a stray '%' is no app's screen, not a page that fails.
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export interface AppScreenOptions {
  platformOrigin: string;
  /** The host's marketplace home, e.g. '/apps/marketplace/'. */
  marketplacePath: string;
  /** The host's apps settings page, e.g. '/settings/integrations/apps'. */
  settingsPath: string;
  /** The page's title once the app is known. */
  onTitle?: (title: string) => void;
  fetch?: typeof fetch;
}

function link(text: string, href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  anchor.setAttribute('data-host-link', '');
  return anchor;
}

/** Fills `element` with the app's screen; `key` is its slug or, for a private app, a widget id. */
export async function renderAppScreen(element: HTMLElement, key: string, options: AppScreenOptions): Promise<void> {
  const heading = document.createElement('h1');
  heading.textContent = 'App';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.textContent = 'Loading the app…';
  element.replaceChildren(heading, status);
  const marketplace = options.marketplacePath.replace(/\/?$/, '/');
  try {
    const response = await (options.fetch ?? fetch.bind(globalThis))(`${options.platformOrigin}/v2/applications/published`);
    if (!response.ok) throw new Error('The apps could not be read');
    const app = publishedSchema.parse(await response.json()).find((candidate) => candidate.slug === key || candidate.widgets.some((widget) => widget.id === key));
    if (!app) {
      status.textContent = 'This app is not available here.';
      element.append(link('Browse the marketplace', marketplace));
      return;
    }
    heading.textContent = app.name;
    options.onTitle?.(app.name);
    const intro = document.createElement('p');
    intro.textContent = app.shortDescription ?? '';
    const placesHeading = document.createElement('h2');
    placesHeading.textContent = 'Where it appears';
    const places = [...new Set(app.widgets.map((widget) => placementWords[widget.placement] ?? widget.placement))];
    const list = document.createElement(places.length === 0 ? 'p' : 'ul');
    if (places.length === 0) list.textContent = 'It works in the background: nothing to open here.';
    for (const place of places) {
      const item = document.createElement('li');
      item.textContent = place;
      list.append(item);
    }
    const actions = document.createElement('p');
    actions.className = 'host-app-links';
    actions.append(
      link('Settings', `${options.settingsPath.replace(/\/$/, '')}/${encodeURIComponent(app.slug)}`),
      ' ',
      link('View in the marketplace', `${marketplace}apps/${encodeURIComponent(app.slug)}/`),
    );
    status.remove();
    element.replaceChildren(heading, intro, placesHeading, list, actions);
  } catch {
    status.textContent = 'The app cannot be shown right now.';
  }
}
