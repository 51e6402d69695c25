/**
 * The help desk: no React of its own. Its chrome (signed-in agent, cart badge, installed apps,
 * toasts — the shared host UI), its reports screen where apps are placed, the apps-settings page,
 * and the marketplace inline under /marketplace/ or framed under /framed/. Moving between
 * sections never reloads the page; the marketplace is mounted once per visit to its section.
 * Served from the text product's origin, the same page is that product's host: its name, its
 * marketplace opened in the text product, without the help desk's own screens.
 */
import { appsSettingsPath } from '@marketplace/bridge/host-paths';
import { productNames } from '@marketplace/bridge/page-config';
import { accountButtonLabel, hostLinkPath, pressAccountButton } from '@marketplace/host-ui/host-chrome';
import { createHostUi } from '@marketplace/host-ui/host-ui';
import { appScreenSlug, renderAppScreen } from '@marketplace/host-ui/app-screen';
import { placementAt, placements, renderPlacement } from '@marketplace/host-ui/placements';
import { pushHostPath } from '@marketplace/host-ui/host-history';
import { paths } from '@marketplace/shared/federation';
import { mountFramed } from './framed.ts';
import { mountInline, type ShownMarketplace } from './inline.ts';
import { session } from './session.ts';
import { product, runtime } from './helpdesk-config.ts';

const element = (id: string): HTMLElement => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found;
};
if (product === 'text') {
  const name = productNames.text;
  element('brand').textContent = name;
  element('host-nav').setAttribute('aria-label', name);
  element('host').dataset['host'] = 'text';
  document.title = `Marketplace | ${name} Integrations`;
  for (const own of document.querySelectorAll('[data-helpdesk-only]')) own.remove();
}
// The product's apps settings (spec 2: the help desk's, or the text product's), and below it each
// app's settings, where an installed app's Settings leads: the same screen lists the installed apps.
const appsSettings = appsSettingsPath(product);
element('apps-settings-link').setAttribute('href', appsSettings);
const main = element('marketplace');
const account = element('account');
const host = element('host');
const menu = element('menu');
const cartLink = element('cart-link');
const inlineBase = paths.helpdesk.replace(/\/$/, '');
const framedBase = paths.helpdeskFramed.replace(/\/$/, '');

let dropped = 0;
const countDropped = () => {
  dropped += 1;
  main.dataset['droppedMessages'] = String(dropped);
};

const ui = createHostUi(
  { badge: element('cart-badge'), toasts: element('toasts'), installed: element('installed-apps') },
  { platformOrigin: runtime.origins.platform, product, credentials: () => session.credentials(), onRefused: () => session.refused() },
);

type Section = 'inline' | 'framed' | 'other';
const sectionOf = (pathname: string): Section =>
  pathname === inlineBase || pathname.startsWith(`${inlineBase}/`) ? 'inline' : pathname === framedBase || pathname.startsWith(`${framedBase}/`) ? 'framed' : 'other';

let mounted: (ShownMarketplace & { section: Section }) | null = null;
let offPlacement: (() => void) | null = null;

const hostName = product === 'text' ? productNames.text : 'HelpDesk';
const pageTitle = (title: string) => {
  document.title = `${title} | ${hostName}`;
};

function renderOther(pathname: string) {
  const section = document.createElement('section');
  const placement = placementAt(pathname);
  const appSlug = appScreenSlug(pathname, product === 'helpdesk' ? '/apps' : '/app');
  if (placement) {
    pageTitle(placements[placement].title);
    renderPlacement(section, placement, ui.installedNames());
    offPlacement = ui.onInstalledChange((names) => renderPlacement(section, placement, names));
  } else if (appSlug !== null) {
    pageTitle('App');
    void renderAppScreen(section, appSlug, { platformOrigin: runtime.origins.platform, marketplacePath: paths.helpdesk, settingsPath: appsSettings, onTitle: pageTitle });
  } else if (pathname === appsSettings || pathname.startsWith(`${appsSettings}/`)) {
    pageTitle('Apps settings');
    const heading = document.createElement('h1');
    heading.textContent = 'Apps settings';
    const list = document.createElement('p');
    list.textContent = 'Your installed apps are listed beside this page; open the marketplace to add more.';
    section.append(heading, list);
  } else {
    pageTitle(product === 'text' ? 'Home' : 'Tickets');
    const text = document.createElement('p');
    text.textContent = 'Open the Marketplace to browse help-desk apps.';
    section.append(text);
  }
  main.replaceChildren(section);
}

/** Shows the section of the current address; a marketplace already shown is told to move instead. */
function render() {
  const { pathname, search } = window.location;
  const section = sectionOf(pathname);
  offPlacement?.();
  offPlacement = null;
  if (mounted && mounted.section === section) {
    // Told where to be in the SDK's path model: relative to the section's base path.
    const base = section === 'framed' ? framedBase : inlineBase;
    void mounted.follow(`${pathname.slice(base.length) || '/'}${search}`).catch(() => undefined);
  } else {
    mounted?.remove();
    mounted = null;
    const embedding = { listeners: ui.listeners, credentials: ui.credentials, onDropped: countDropped };
    if (section === 'inline') {
      mounted = { section, ...mountInline(main, { ...embedding, basePath: inlineBase, navigate: go }) };
    } else if (section === 'framed') {
      const framed = mountFramed(main, {
        ...embedding,
        basePath: framedBase,
        follow: (hostPath) => {
          pushHostPath(hostPath);
          markCurrent();
        },
        // The frame's own request to move (its home after a 401) is always answered with a route
        // (render sends one), even when this address shows that path already (host-history.ts).
        navigate: (hostPath) => {
          pushHostPath(hostPath);
          render();
        },
      });
      mounted = { section, ...framed };
    } else {
      renderOther(pathname);
    }
  }
  markCurrent();
}

function markCurrent() {
  const section = sectionOf(window.location.pathname);
  // The top bar's Cart opens the cart of the marketplace on screen (the framed one's under /framed/).
  cartLink.setAttribute('href', `${section === 'framed' ? framedBase : inlineBase}/cart/`);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.hd-nav a')) {
    const own = link.dataset['section'];
    const current = own ? sectionOf(own) === section && section !== 'other' : link.pathname === window.location.pathname;
    if (current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/** Moves inside the page: no reload (which would also end a ghost-login session). */
function go(path: string) {
  setMenuOpen(false);
  if (pushHostPath(path)) render();
}

/** The narrow top bar's Menu shows the navigation (index.html hides it there otherwise). */
function setMenuOpen(open: boolean) {
  menu.setAttribute('aria-expanded', String(open));
  host.toggleAttribute('data-menu-open', open);
}
menu.addEventListener('click', () => setMenuOpen(menu.getAttribute('aria-expanded') !== 'true'));

document.addEventListener('click', (event) => {
  const path = hostLinkPath(event);
  if (path === null) return;
  event.preventDefault();
  go(path);
});
window.addEventListener('popstate', () => {
  // The inline marketplace's own router follows Back and Forward by itself.
  if (mounted?.section === 'inline' && sectionOf(window.location.pathname) === 'inline') return;
  render();
});

function renderAccount() {
  account.textContent = accountButtonLabel(session);
  void ui.refreshInstalled();
}
account.addEventListener('click', () => pressAccountButton(session));
// The page's HTML paints the button disabled: from here a click does what it says.
account.removeAttribute('disabled');
session.onChange((change) => {
  renderAccount();
  // After a refused token the marketplace signed itself out (it told the host) and shows the
  // logged-out toast: it stays. A sign-in or sign-out mounts it anew, to ask for credentials.
  if (change === 'refused') return;
  mounted?.remove();
  mounted = null;
  render();
});

// The help desk's root leads to its marketplace.
if (window.location.pathname === '/') window.history.replaceState(null, '', `${paths.helpdesk}${window.location.search}`);
renderAccount();
render();
