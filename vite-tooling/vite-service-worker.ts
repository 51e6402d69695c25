/**
 * Builds the public site's service worker (hosts/public-shell/src/service-worker/sw.ts) into
 * dist/sw.js after the page's own build, with the list of that build's hashed assets written in
 * for precaching (Workbox's "inject manifest" way, done here because vite-plugin-pwa does not
 * support this vite major with module federation). A classic script, so every browser that has
 * service workers can run it.
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

export function serviceWorker(options: { entry: string; base: string }): Plugin {
  let outDir = 'dist';
  return {
    name: 'marketplace-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const manifest = Object.keys(bundle)
        .filter((file) => /^assets\/.+\.(?:js|css)$/.test(file))
        .sort()
        // Hashed names: the name is the revision.
        .map((file) => ({ url: `${options.base}${file}`, revision: null }));
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest), 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          lib: { entry: options.entry, formats: ['iife'], name: 'marketplaceServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
