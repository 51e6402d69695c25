/**
 * `npm run dev` only. Vite's dev server sends a page straight from its index.html, so this adds
 * the run-time configuration script that the platform writes into the pages it serves; and it
 * gives module addresses the dev server's own origin, as pages of other origins import them
 * (the hosts load the remote's modules across origins). The dev script
 * (packages/server/bin/dev.mjs) passes both, the script made by the server's own code.
 */
import type { Plugin } from 'vite';

export const devVariables = {
  runtimeConfigScript: 'MARKETPLACE_DEV_RUNTIME_CONFIG_SCRIPT',
  builtRemote: 'MARKETPLACE_DEV_BUILT_REMOTE',
  remoteSources: 'MARKETPLACE_DEV_REMOTE_SOURCES',
} as const;

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

/**
 * `npm run dev` only: a host's dev server imports the remote's exposed modules from their sources
 * instead of through module federation, so an edit to a screen is replaced in the host's page
 * (React Fast Refresh) as on the remote's preview page. The dev script passes the modules'
 * files; a build, or a dev server started without them, loads the remote as always.
 */
export function remoteFromSource(): Plugin {
  const moduleId = '\0marketplace-remote-from-source';
  const sources = (): Record<string, string> | null => {
    const given = process.env[devVariables.remoteSources];
    return given ? (JSON.parse(given) as Record<string, string>) : null;
  };
  return {
    name: 'marketplace-remote-from-source',
    apply: 'serve',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (sources() === null || importer === undefined || !source.endsWith('/load-remote.ts')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id.endsWith('/shared/load-remote.ts') ? moduleId : null;
    },
    load(id) {
      const files = sources();
      if (id !== moduleId || files === null) return null;
      const entries = Object.entries(files).map(([exposed, file]) => `${JSON.stringify(exposed)}: () => import(${JSON.stringify(`/@fs${file}`)})`);
      return `const sources = { ${entries.join(', ')} };\nexport function loadExposedModule(exposed) { return sources[exposed](); }\n`;
    },
  };
}
