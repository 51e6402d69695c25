/**
 * `npm run dev` only. Vite's dev server sends a page straight from its index.html, so this adds
 * the run-time configuration script that the platform writes into the pages it serves; and it
 * gives module addresses the dev server's own origin, as pages of other origins import them
 * (the hosts load the remote's modules across origins). The dev script
 * (packages/server/bin/dev.mjs) passes both, the script made by the server's own code.
 */
import type { Plugin } from 'vite';

export const devVariables = { runtimeConfigScript: 'MARKETPLACE_DEV_RUNTIME_CONFIG_SCRIPT', builtRemote: 'MARKETPLACE_DEV_BUILT_REMOTE' } as const;

export function devRuntimeConfig(): Plugin {
  return {
    name: 'marketplace-dev-runtime-config',
    apply: 'serve',
    config() {
      const target = process.env[devVariables.builtRemote];
      return target ? { server: { proxy: { '/remoteEntry.js': target, '/assets/': target, '/mf-manifest.json': target } } } : {};
    },
    transformIndexHtml(html) {
      const script = process.env[devVariables.runtimeConfigScript];
      return script ? html.replace('</head>', `${script}</head>`) : html;
    },
  };
}
