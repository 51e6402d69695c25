/**
 * The federation contract (contract.ts) plus where each host shows the marketplace, whose paths
 * are the spec's and so come from the domain. Runtime code and the server import this module.
 */
import { AGENT_APP_MARKETPLACE_PATH, BASE_PATH } from '@marketplace/domain/constants';

export * from './contract.ts';

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
