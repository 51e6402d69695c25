/**
 * The federation contract: the one place that names the remote, what it exposes and what is shared
 * as a singleton, and the server render's contract between the platform and the remote. The
 * remote's and hosts' vite configs, the hosts' runtime code and the server all read it (through
 * federation.ts, or directly for vite configs), so a name changes here only.
 *
 * It imports nothing: vite loads its config files with plain Node, which cannot run the
 * TypeScript sources of our other packages (federation.ts adds what needs the domain: the paths,
 * and the default ports and origins, which the domain's run-time configuration holds).
 */

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
 * cost 62 KiB gzip on every first view; the remote bundles the parts it uses.
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

/**
 * The server render's contract. The platform renders a public page with the remote's and the
 * public shell's server builds (`dist-server/` + this file name of each), and embeds the data the
 * page was rendered with in a JSON script of this id, which the remote reads when it hydrates.
 */
/** The folder of each side's server build, beside its browser build's dist/. */
export const serverBuildDir = 'dist-server';
export const serverEntryFile = 'server-entry.js';
export const pageDataElementId = 'marketplace-page-data';

/**
 * An inline host's container that may hold the marketplace's first view rendered on the server:
 * the platform renders into the element carrying this attribute, and `./mount` hydrates it.
 */
export const firstViewContainerAttribute = 'data-marketplace-first-view';
