/**
 * Registers /marketplace/sw.js (spec 7: it needs HTTPS or localhost, which is what a secure
 * context is). The page loads this module once it has loaded itself (main.tsx), so neither the
 * registration nor its code competes with the first view. Configuration
 * turns it off (MARKETPLACE_SERVICE_WORKER=off): then a worker registered earlier is removed too.
 * The page's CSP requires Trusted Types for script URLs, so the address goes through a policy that
 * lets exactly this one address through.
 */
import type { pageRuntimeConfig } from '@marketplace/bridge/page-config';

type RuntimeConfig = ReturnType<typeof pageRuntimeConfig>;

/** The Trusted Types policy's name; the server's CSP allows it (security-headers.ts). */
export const SERVICE_WORKER_POLICY = 'marketplace-service-worker';

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): { createScriptURL(input: string): unknown };
}

export function serviceWorkerUrl(basename: string, remoteOrigin: string): string {
  return `${basename}sw.js?remote=${encodeURIComponent(remoteOrigin)}`;
}

export function registerServiceWorker(config: RuntimeConfig, basename: string): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const container = navigator.serviceWorker;
  if (config.serviceWorker === false) {
    void container.getRegistrations().then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
    return;
  }
  // A page without the server's configuration (a development server) has nothing to cache.
  if (config.serviceWorker !== true) return;
  const url = serviceWorkerUrl(basename, config.origins.remote);
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  const scriptUrl = factory
    ? factory
        .createPolicy(SERVICE_WORKER_POLICY, {
          createScriptURL: (input) => {
            if (input !== url) throw new TypeError(`Not the service worker's address: ${input}`);
            return input;
          },
        })
        .createScriptURL(url)
    : url;
  void container.register(scriptUrl as string, { scope: basename }).catch((error: unknown) => console.warn('The service worker was not registered:', error));
}
