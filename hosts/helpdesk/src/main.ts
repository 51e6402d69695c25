/**
 * The help desk: no React of its own. It loads the remote's framework-free `./mount` at run time
 * and renders the marketplace inline with product `helpdesk`, talking to it in-process.
 */
import { createInProcessBridge } from '@marketplace/bridge/in-process';
import { createRemoteLoader, REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import type { MountMarketplace } from '@marketplace/bridge/mount-options';
import { origins } from '../../../shared/federation.ts';
import { loadExposedModule } from '../../../shared/load-remote.ts';

const container = document.getElementById('marketplace');
if (!container) throw new Error('#marketplace is missing from index.html');

const bridge = createInProcessBridge();
bridge.host.onMarketplaceMessage((message) => {
  if (message.type === 'route_change' && message.title) document.title = message.title;
  return undefined;
});

function showState(role: 'status' | 'alert', text: string, retry?: () => void) {
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
  container!.replaceChildren(box);
}

const loader = createRemoteLoader<MountMarketplace>(async () => (await loadExposedModule<{ mount: MountMarketplace }>('./mount', () => window.location.reload())).mount, (state) => {
  if (state.status === 'loading') showState('status', 'Loading the marketplace…');
  if (state.status === 'failed') showState('alert', REMOTE_UNAVAILABLE_MESSAGE, () => void loader.retry());
  if (state.status === 'loaded') {
    container.replaceChildren();
    state.module(container, {
      product: 'helpdesk',
      platformOrigin: origins.platform,
      basename: '/',
      embedding: 'inline',
      bridge: bridge.marketplace,
    });
  }
});
