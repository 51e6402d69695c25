/**
 * The federation contract (contract.ts) plus what comes from the domain: where each host shows the
 * marketplace (the spec's paths), and the default topology. Runtime code, the server and the tests
 * import this module.
 */
import { AGENT_APP_MARKETPLACE_PATH, BASE_PATH } from '@marketplace/domain/constants';
import { defaultRuntimeConfig } from '@marketplace/domain/page-runtime-config';

export * from './contract.ts';

/**
 * The default topology's ports and origins: what the run-time configuration is when PORT_* and
 * *_ORIGIN are unset. Built code reads the page's configuration instead, so no build names an origin.
 */
export const { ports, origins } = defaultRuntimeConfig;

/** Where each host shows the marketplace (the spec's paths live in the domain's constants). */
export const paths = {
  /** The public shell's base path on the platform origin (spec 2: all routes under /marketplace). */
  publicShell: `${BASE_PATH}/`,
  /** The agent app's mount point (spec 2: /apps/marketplace{path}{search}). */
  agentAppMarketplace: AGENT_APP_MARKETPLACE_PATH,
  /** The help desk shows the marketplace inline under /marketplace/ (its root leads there)... */
  helpdesk: `${BASE_PATH}/`,
  /** ...and framed, like the agent app, under /framed/ (spec 1 lists both variants). */
  helpdeskFramed: '/framed/',
} as const;
