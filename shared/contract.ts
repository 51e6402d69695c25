/**
 * The federation contract: the one place that names the remote, what it exposes, what is shared
 * as a singleton, and where each origin lives. The remote's and hosts' vite configs, the hosts'
 * runtime code and the server all read it (through federation.ts, or directly for vite configs),
 * so a port or a name changes here only.
 *
 * It imports nothing: vite loads its config files with plain Node, which cannot run the
 * TypeScript sources of our other packages (federation.ts adds the paths that need the domain).
 */

/**
 * The default topology (what the run-time configuration gives when PORT_* and *_ORIGIN are unset):
 * vite's dev servers and the tests use it. Built code takes its origins from the page's run-time
 * configuration instead (packages/domain/src/runtime-config.ts), so no build names an origin.
 */
export const ports = {
  /** Platform API and the public shell (`/marketplace/`). */
  platform: 4000,
  /** The remote's built assets (`remoteEntry.js`). */
  remote: 4001,
  /** The chat agent app host. */
  agentApp: 4002,
  /** The help-desk host. */
  helpdesk: 4003,
  /** The text product's host (the help desk's build, serving the text-product variants). */
  text: 4004,
} as const;

export type OriginName = keyof typeof ports;

const host = 'localhost';

export const origins: Readonly<Record<OriginName, string>> = {
  platform: `http://${host}:${ports.platform}`,
  remote: `http://${host}:${ports.remote}`,
  agentApp: `http://${host}:${ports.agentApp}`,
  helpdesk: `http://${host}:${ports.helpdesk}`,
  text: `http://${host}:${ports.text}`,
};

/** Name of the federated container; hosts import `marketplace/<exposed>`. */
export const remoteName = 'marketplace';
export const remoteEntryFile = 'remoteEntry.js';
/** Where the remote's entry is, for the remote origin of the run-time configuration. */
export const remoteEntryUrl = (remoteOrigin: string): string => `${remoteOrigin}/${remoteEntryFile}`;

/** The modules the remote exposes, by their public name. */
export const exposedModules = ['./Catalogue', './AppDetail', './Cart', './Checkout', './Marketplace', './mount'] as const;
export type ExposedModule = (typeof exposedModules)[number];

/**
 * Seconds the federation plugin waits without module activity before it stops analysing the shared
 * modules (its default, 10, is reached on a busy 2-core machine: the build then came out with
 * shared modules missing, and the help desk, which shares nothing, rendered undefined components).
 */
export const moduleParseIdleTimeout = 300;

/**
 * Libraries loaded once per page, whichever side loads first. Not the router: only the remote
 * renders routes, and a shared module is loaded whole (no tree shaking), which for react-router-dom
 * cost 62 KiB gzip on every first view (issue 15); the remote bundles the parts it uses.
 */
export const sharedSingletons = ['react', 'react-dom', 'zustand', '@emotion/react'] as const;

/**
 * What puts the public shell in framed mode inside the agent app's iframe: the query flag on the
 * first load, and the frame's name, which survives the marketplace's own navigations and reloads.
 */
export const framedQueryFlag = 'framed';
/** On a framed marketplace's first address: the host shows its own cart and account controls, and its own toasts' place. */
export const hostChromeQueryFlag = 'host-chrome';
export const framedWindowName = 'marketplace-framed';
