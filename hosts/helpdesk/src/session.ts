/** The help desk's signed-in agent (bridge/host-session), read once per page. */
import { browserHostSessionEnvironment, createHostSession } from '@marketplace/bridge/host-session';
import { runtime } from './runtime.ts';

export const session = createHostSession({ host: 'helpdesk', platformOrigin: runtime.origins.platform, env: browserHostSessionEnvironment() });
session.completeSignIn();
