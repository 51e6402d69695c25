/** The agent app's signed-in agent (bridge/host-session), read once per page. */
import { browserHostSessionEnvironment, createHostSession } from '@marketplace/bridge/host-session';
import { runtime } from './agent-app-config.ts';

export const session = createHostSession({ host: 'agent-app', platformOrigin: runtime.origins.platform, env: browserHostSessionEnvironment() });
// Back from the accounts page: keep the token, clear it from the address bar.
session.completeSignIn();
