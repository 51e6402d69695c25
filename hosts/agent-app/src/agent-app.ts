/**
 * The chat agent app's chrome, without a framework: the markup is index.html's; this fills in what
 * changes (the signed-in agent's button, the section the address shows, the skip link's words),
 * the chats and reports screens where apps are placed, and the framed marketplace under
 * /apps/marketplace/. Moving between sections never reloads the page.
 */
import type { HostSession } from '@marketplace/bridge/host-session';
import { accountButtonLabel, hostLinkPath, pressAccountButton } from '@marketplace/host-ui/host-chrome';
import type { HostUi, HostUiElements } from '@marketplace/host-ui/host-ui';
import { appScreenSlug } from '@marketplace/host-ui/app-screen';
import { placementAt, renderPlacement } from '@marketplace/host-ui/placements';
import { paths } from '@marketplace/shared/federation';
import type { ShownMarketplace } from './framed-marketplace.ts';
import { hostNavigate, onHostLocationChange } from './host-location.ts';

export interface AgentAppOptions {
  session: Pick<HostSession, 'credentials' | 'signInUrl' | 'signOut' | 'onChange'>;
  createUi: (elements: HostUiElements) => HostUi;
  /** Shows the framed marketplace, its messages going to the host UI. */
  showMarketplace: (container: HTMLElement, ui: Pick<HostUi, 'listeners' | 'credentials'>) => ShownMarketplace;
  /** Leaves the page for the accounts page (a test passes its own). */
  assign?: (url: string) => void;
  /** Fills an installed app's screen (/app/{slug}, where the marketplace's Open leads). */
  showApp?: (section: HTMLElement, slug: string, onTitle: (title: string) => void) => void;
}

const TITLE_SUFFIX = ' | LiveChat Agent App';

/** Runs a piece of the chrome; a failure leaves the failure message (like an error boundary). */
type Guard = <A extends unknown[]>(run: (...args: A) => void) => (...args: A) => void;

const FAILED_TEXT = 'Something went wrong in the agent app. ';

/** What the page shows when its chrome fails: still a page with a way back. */
function showFailure(root: HTMLElement): void {
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  const back = document.createElement('a');
  back.href = '/';
  back.textContent = 'Back to the start';
  alert.append(FAILED_TEXT, back);
  root.replaceChildren(alert);
}

/**
 * Starts the chrome inside `root` (index.html's markup). Any failure of the chrome, on start or on
 * a later move, leaves the failure message instead of a broken page. Returns what stops it.
 */
export function startAgentApp(root: HTMLElement, options: AgentAppOptions): () => void {
  const stops: Array<() => void> = [];
  const stop = () => stops.splice(0).forEach((off) => off());
  const guarded: Guard =
    (run) =>
    (...args) => {
      try {
        run(...args);
      } catch (error) {
        stop();
        showFailure(root);
        reportError(error);
      }
    };
  guarded(() => start(root, options, guarded, stops))();
  return stop;
}

function start(root: HTMLElement, options: AgentAppOptions, guarded: Guard, stops: Array<() => void>) {
  const { session } = options;
  const element = (selector: string): HTMLElement => {
    const found = root.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`${selector} is missing from index.html`);
    return found;
  };
  const skip = element('#skip');
  const account = element('#account');
  const content = element('#content');
  const railLinks = Array.from(root.querySelectorAll<HTMLAnchorElement>('nav a'));
  const ui = options.createUi({ badge: element('#cart-badge'), toasts: element('#toasts'), installed: element('#installed-apps') });
  stops.push(() => ui.destroy());

  let marketplace: ShownMarketplace | null = null;
  let offPlacement: (() => void) | null = null;
  const removeMarketplace = () => {
    marketplace?.remove();
    marketplace = null;
  };
  stops.push(removeMarketplace, () => offPlacement?.());

  /** Shows the address's section; a marketplace shown already is told where to be after a host move. */
  const render = (moved: boolean) => {
    const { pathname, search } = window.location;
    const onMarketplace = pathname.startsWith(paths.agentAppMarketplace);
    skip.textContent = `Skip to ${onMarketplace ? 'the marketplace' : 'content'}`;
    for (const link of railLinks) {
      const current = link.hasAttribute('data-marketplace') ? onMarketplace : link.pathname === pathname;
      if (current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    offPlacement?.();
    offPlacement = null;
    if (onMarketplace) {
      if (!marketplace) document.title = `Apps${TITLE_SUFFIX}`;
      if (!marketplace) marketplace = options.showMarketplace(content, ui);
      else if (moved) void marketplace.follow(`${pathname}${search}`).catch(() => undefined);
      return;
    }
    removeMarketplace();
    const section = document.createElement('section');
    const placement = placementAt(pathname);
    const appSlug = appScreenSlug(pathname, '/app');
    // Each screen has its own title; the marketplace's screens send theirs (route_change).
    const railName = railLinks.find((link) => link.pathname === pathname)?.textContent;
    document.title = `${railName ?? 'Agent App'}${TITLE_SUFFIX}`;
    if (placement) {
      section.setAttribute('aria-label', placement);
      renderPlacement(section, placement, ui.installedNames());
      offPlacement = ui.onInstalledChange((names) => renderPlacement(section, placement, names));
    } else if (appSlug !== null && options.showApp) {
      section.setAttribute('aria-label', 'App');
      options.showApp(section, appSlug, (title) => {
        document.title = `${title}${TITLE_SUFFIX}`;
      });
    } else {
      const text = document.createElement('p');
      text.textContent = 'Open Apps to browse the marketplace.';
      section.append(text);
    }
    content.replaceChildren(section);
  };

  const renderAccount = () => {
    account.textContent = accountButtonLabel(session);
  };

  // Links of the host move inside the page (no reload); modified clicks keep the browser's behaviour.
  const onClick = guarded((event: MouseEvent) => {
    const path = hostLinkPath(event);
    if (path === null) return;
    event.preventDefault();
    hostNavigate(path);
  });
  root.addEventListener('click', onClick);
  stops.push(() => root.removeEventListener('click', onClick));

  // Narrow, the installed apps fold into one line (index.html); its button opens them.
  const side = root.querySelector<HTMLElement>('#side');
  const sideToggle = root.querySelector<HTMLElement>('#side-toggle');
  const onSideToggle = () => {
    const open = sideToggle?.getAttribute('aria-expanded') !== 'true';
    sideToggle?.setAttribute('aria-expanded', String(open));
    side?.toggleAttribute('data-open', open);
  };
  sideToggle?.addEventListener('click', onSideToggle);
  stops.push(() => sideToggle?.removeEventListener('click', onSideToggle));

  const onAccount = () => pressAccountButton(session, options.assign);
  account.addEventListener('click', onAccount);
  stops.push(() => account.removeEventListener('click', onAccount));

  stops.push(onHostLocationChange(guarded(render)));
  stops.push(
    session.onChange(
      guarded((change) => {
        renderAccount();
        // A sign-in or sign-out changes what the host and the marketplace show.
        void ui.refreshInstalled();
        if (change === 'refused') {
          // The marketplace signed itself out (it told the host) and shows the logged-out toast: it stays.
          void marketplace?.refreshInstalled().catch(() => undefined);
          return;
        }
        // Loaded anew, the marketplace asks for the agent's credentials again.
        if (marketplace) {
          removeMarketplace();
          render(false);
        }
      }),
    ),
  );

  renderAccount();
  render(false);
  void ui.refreshInstalled();
}
