/**
 * The inline variant: the remote's framework-free `./mount` with this host's product, talking to
 * the host in-process through the same protocol. The marketplace's router owns /marketplace/.
 */
import type { HostEnd } from '@marketplace/bridge/ends';
import { createInProcessBridge } from '@marketplace/bridge/in-process';
import type { MountMarketplace } from '@marketplace/bridge/mount-options';
import type { HostReply, MarketplaceMessage } from '@marketplace/bridge/protocol';
import { createRemoteLoader, REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import { paths } from '../../../shared/federation.ts';
import { loadExposedModule } from '../../../shared/load-remote.ts';
import { product, runtime } from './runtime.ts';

export function showState(container: HTMLElement, role: 'status' | 'alert', text: string, retry?: () => void): void {
  const box = document.createElement('div');
  box.className = 'hd-state';
  box.setAttribute('role', role);
  const p = document.createElement('p');
  p.textContent = text;
  box.append(p);
  if (retry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = RETRY_LABEL;
    button.addEventListener('click', retry);
    box.append(button);
  }
  container.replaceChildren(box);
}

/** Mounts the marketplace inline; returns its host end and the function that removes it. */
export function mountInline(container: HTMLElement, onMessage: (message: MarketplaceMessage) => HostReply, onDropped: () => void): { end: HostEnd; remove: () => void } {
  const bridge = createInProcessBridge({ onDropped });
  bridge.host.onMarketplaceMessage((message) => {
    if (message.type === 'route_change' && message.title) document.title = message.title;
    return onMessage(message);
  });
  let unmount: (() => void) | null = null;
  let removed = false;
  const loader = createRemoteLoader<MountMarketplace>(
    async () => (await loadExposedModule<{ mount: MountMarketplace }>('./mount', { remoteOrigin: runtime.origins.remote, reload: () => window.location.reload() })).mount,
    (state) => {
      if (removed) return;
      // The server's first view stays shown while the marketplace loads, and `./mount` hydrates it.
      const firstView = container.querySelector('[data-marketplace-root]') !== null;
      if (state.status === 'loading' && !firstView) showState(container, 'status', 'Loading the marketplace…');
      if (state.status === 'failed') showState(container, 'alert', REMOTE_UNAVAILABLE_MESSAGE, () => void loader.retry());
      if (state.status === 'loaded') {
        if (!firstView) container.replaceChildren();
        unmount = state.module(container, {
          product,
          platformOrigin: runtime.origins.platform,
          basename: paths.helpdesk.replace(/\/$/, ''),
          embedding: 'inline',
          bridge: bridge.marketplace,
          // The host's top bar has its own cart and account controls, and its toasts bottom right.
          hostChrome: true,
          notifications: 'bottom',
        });
      }
    },
  );
  return {
    end: bridge.host,
    remove: () => {
      removed = true;
      unmount?.();
      bridge.host.destroy();
    },
  };
}
