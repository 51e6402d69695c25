/** The chat agent app's page: its chrome (agent-app.ts) with the shared host UI and the framed marketplace. */
import { appsSettingsPath } from '@marketplace/bridge/host-paths';
import { renderAppScreen } from '@marketplace/host-ui/app-screen';
import { createHostUi } from '@marketplace/host-ui/host-ui';
import { paths } from '@marketplace/shared/federation';
import { startAgentApp } from './agent-app.ts';
import { mountFramedMarketplace } from './framed-marketplace.ts';
import { runtime } from './agent-app-config.ts';
import { session } from './session.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A failure of the chrome leaves a page with a way back (agent-app.ts showFailure).
startAgentApp(root, {
  session,
  createUi: (elements) =>
    createHostUi(elements, { platformOrigin: runtime.origins.platform, product: 'livechat', credentials: () => session.credentials(), onRefused: () => session.refused() }),
  showMarketplace: (container, ui) => mountFramedMarketplace(container, { platformOrigin: runtime.origins.platform, listeners: ui.listeners, credentials: ui.credentials }),
  showApp: (section, slug, onTitle) =>
    void renderAppScreen(section, slug, {
      platformOrigin: runtime.origins.platform,
      marketplacePath: paths.agentAppMarketplace,
      settingsPath: appsSettingsPath('livechat'),
      onTitle,
    }),
});
