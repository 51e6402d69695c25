/** The run-time configuration this public-shell page was served with (origins, allow lists); defaults in development. */
import { pageRuntimeConfig } from '@marketplace/bridge/page-config';

export const runtime = pageRuntimeConfig();
