/**
 * One federation runtime per page: the remote is built with the federation plugin's
 * `experiments.externalRuntime`, so its code reads the runtime's core from
 * `globalThis._FEDERATION_RUNTIME_CORE`, which the hosts publish (`provideExternalRuntime`,
 * vite-host.ts), instead of bringing a second copy of it (18.8 KiB gzip on every first view).
 *
 * The plugin's shim throws when no host published the core: the remote's own preview page and a
 * plain page that imports `remoteEntry.js` by hand (embedding-helpdesk.test.ts) have none. This
 * plugin makes the shim fetch the remote's own copy of the core in that case only, before anything
 * reads it (the runtime reads it as soon as it is evaluated): a chunk of its own, behind a dynamic
 * import, that a host page never requests. That chunk must not import the shim's chunk back, or
 * each would wait for the other: vite-chunks.ts keeps the core's dependencies out of it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The id the federation plugin gives its shim (`pluginExternalRuntimeCore` in @module-federation/vite). */
const shimId = '\0virtual:mf-external-runtime-core';

/** The ES module build of `@module-federation/runtime-core`, as `@module-federation/runtime` resolves it. */
function runtimeCoreModule(): string {
  const fromRuntime = createRequire(createRequire(import.meta.url).resolve('@module-federation/runtime'));
  const main = fromRuntime.resolve('@module-federation/runtime-core');
  const root = main.slice(0, main.lastIndexOf(`${sep}dist${sep}`));
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: { '.': { import: { default: string } } } };
  // An absolute path: the federation plugin turns only the bare name into the shim.
  return join(root, manifest.exports['.'].import.default);
}

export function externalRuntimeFallback(): Plugin {
  let modulePath: string | null = null;
  return {
    name: 'marketplace:external-runtime-fallback',
    transform(code, id) {
      if (id !== shimId) return null;
      modulePath ??= runtimeCoreModule();
      // The page's core, or the remote's own when no host published one.
      return { code: `globalThis._FEDERATION_RUNTIME_CORE ??= await import(${JSON.stringify(modulePath)});\n${code}`, map: null };
    },
  };
}
