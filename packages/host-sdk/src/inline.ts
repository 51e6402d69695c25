/**
 * The inline entry: the marketplace rendered in this page through module federation (the
 * remote's framework-free `./mount`), talking to the host in-process with the same messages as
 * framed. Adds only the federation runtime (@module-federation/runtime, a peer dependency).
 * The marketplace's router owns the address under the base path.
 */
import { createInstance } from '@module-federation/runtime';
import { createInProcessBridge } from '@marketplace/bridge/in-process';
import { holdsFirstView as mountHoldsFirstView, type MountMarketplace } from '@marketplace/bridge/mount-options';
import { createCore } from './core.ts';
import { checkEmbedding, refusalOf, unansweredRefusal } from './diagnose.ts';
import { normalizeBase } from './paths.ts';
import type { CommonOptions, EmbeddedMarketplace } from './types.ts';

export type * from './types.ts';

export interface InlineOptions extends CommonOptions {
  /** Where the remote's assets are (its `remoteEntry.js`), e.g. https://assets.marketplace.example.com. */
  remoteOrigin: string;
  /** The platform API's origin, e.g. https://marketplace.example.com. */
  platformOrigin: string;
  /** The product this host registered for in MARKETPLACE_EMBEDDERS: the listing is restricted to it. */
  product: 'livechat' | 'helpdesk' | 'text';
}

/**
 * Whether the container holds the first view your server rendered into it: keep it as it is (the
 * marketplace hydrates it in place) and put a loading state of your own only in an empty container.
 */
export const holdsFirstView: (container: Element) => boolean = mountHoldsFirstView;

/** The remote's name and module, as its remoteEntry.js declares them. */
const REMOTE_NAME = 'marketplace';

let instance: ReturnType<typeof createInstance> | null = null;
async function loadMount(remoteOrigin: string): Promise<MountMarketplace> {
  const entry = `${new URL(remoteOrigin).origin}/remoteEntry.js`;
  instance ??= createInstance({ name: 'marketplace_host_sdk', remotes: [] });
  instance.registerRemotes([{ name: REMOTE_NAME, entry, type: 'module' }], { force: true });
  const module = await instance.loadRemote<{ mount: MountMarketplace }>(`${REMOTE_NAME}/mount`);
  if (!module) throw new Error('The remote did not provide ./mount');
  return module.mount;
}

/** Mounts the marketplace in `options.container`. */
export function mountInlineMarketplace(options: InlineOptions): EmbeddedMarketplace {
  const core = createCore(options, 'inline', { assign: (url) => window.location.assign(url), origin: window.location.origin });
  const bridge = createInProcessBridge(options.onDropped ? { onDropped: () => options.onDropped?.() } : {});
  bridge.host.onMarketplaceMessage((message) => core.handle(message));
  bridge.host.onAnalytics((event) => core.analytics(event));
  let unmount: (() => void) | null = null;
  let destroyed = false;
  const platformOrigin = new URL(options.platformOrigin).origin;
  const page = { platformOrigin, product: options.product, pageOrigin: window.location.origin, remoteOrigin: new URL(options.remoteOrigin).origin };
  // Asked beside loading the remote: a refusal is known as soon as either answers, and the
  // answer carries where the vendor's hosts are, which this page's links need.
  const checked = checkEmbedding(platformOrigin);
  const refusedEarly = checked.then((check) => refusalOf(check, page));
  const mountable = loadMount(options.remoteOrigin).then(
    (mount) => ({ mount }),
    (error: unknown) => ({ error }),
  );
  const refusedOrNever = refusedEarly.then((refusal) => refusal ?? new Promise<never>(() => undefined));
  const ready = Promise.race([refusedOrNever, mountable]).then(async (first) => {
    const refusal = 'code' in first ? first : await refusedEarly;
    if (refusal) throw core.refuse(refusal);
    const loaded = await mountable;
    if ('error' in loaded) throw core.refuse(unansweredRefusal(page, `loading ${options.remoteOrigin}/remoteEntry.js failed: ${String(loaded.error)}`));
    const check = await checked;
    if (destroyed) return;
    // A first view the host's server rendered into the container stays, and `./mount` hydrates it.
    if (!holdsFirstView(options.container)) options.container.replaceChildren();
    unmount = loaded.mount(options.container, {
      product: options.product,
      platformOrigin,
      basename: normalizeBase(options.basePath),
      embedding: 'inline',
      bridge: bridge.marketplace,
      hostChrome: options.hostChrome ?? false,
      hostNavigation: true,
      notifications: options.notifications ?? 'bottom',
      ...(check ? { hostOrigins: check.hostOrigins } : {}),
      // Without one, the toasts inherit this page's font.
      ...(options.font === undefined ? {} : { hostFont: options.font }),
    });
    if (options.path !== undefined) void bridge.host.send({ type: 'navigate', pathname: options.path, replace: true });
  });
  ready.catch(() => undefined);
  return core.api(
    () => (destroyed ? null : bridge.host),
    ready,
    () => {
      destroyed = true;
      unmount?.();
      bridge.host.destroy();
    },
  );
}
