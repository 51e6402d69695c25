/** The run-time configuration this agent-app page was served with (origins, allow lists); defaults in development. */
import { pageRuntimeConfig } from '@marketplace/bridge/page-config';

export const runtime = pageRuntimeConfig();
