/** The product host's signed-in agent (bridge/host-session), read once per page. */
import { browserHostSessionEnvironment, createHostSession } from '@marketplace/bridge/host-session';
import { product, runtime } from './helpdesk-config.ts';

export const session = createHostSession({ host: product, platformOrigin: runtime.origins.platform, env: browserHostSessionEnvironment() });
session.completeSignIn();
