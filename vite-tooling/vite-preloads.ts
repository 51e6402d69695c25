/**
 * Completes the preload lists of the remote's federation manifest (mf-manifest.json), which the
 * platform's server turns into preload links in a host page's <head> (packages/server
 * remote-preload.ts). The plugin lists the chunks holding an exposed module's code, but not the
 * entry the runtime fetches first (remoteEntry.js), the exposed module's own small chunk, or what
 * that chunk imports, such as the shared modules' wrappers. The browser then found each one only
 * when the one before it had arrived: eight round trips, one after another, before the first card
 * was live. Listed here, they are fetched together with the rest.
 */
import type { Plugin, Rolldown } from 'vite';

interface ManifestExpose {
  name: string;
  path: string;
  assets: { js: { sync: string[] } };
}

/** The static imports of `fileName`, transitively, itself included. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string): string[] {
  const seen = new Set<string>();
  const stack = [fileName];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    stack.push(...chunk.imports);
  }
  return [...seen];
}

/** `exposes`: each exposed module's source file (as in the federation options), by its public name. */
export function completeExposePreloads(options: { remoteEntry: string; exposes: Readonly<Record<string, string>> }): Plugin {
  return {
    name: 'marketplace:complete-expose-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        const manifest = bundle['mf-manifest.json'];
        if (manifest?.type !== 'asset') return;
        const parsed = JSON.parse(String(manifest.source)) as { exposes: ManifestExpose[] };
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        for (const expose of parsed.exposes) {
          const source = options.exposes[expose.path]?.replace(/^\.\//, '/');
          const own = source === undefined ? undefined : chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(source) === true);
          const needed = [options.remoteEntry, ...staticClosure(bundle, options.remoteEntry), ...(own ? staticClosure(bundle, own.fileName) : [])];
          expose.assets.js.sync = [...new Set([...needed, ...expose.assets.js.sync])];
        }
        manifest.source = JSON.stringify(parsed, null, 2);
      },
    },
  };
}

/**
 * Module preloads, in a host's index.html, for the federation's own chunks that the host's
 * runtime imports only when the remote asks for a shared module (the wrappers of the singletons
 * the host provides, and the list of pending shares): found one at a time, they were three more
 * round trips in a row before the first card was live.
 */
export function preloadFederationChunks(): Plugin {
  let base = '/';
  return {
    name: 'marketplace:preload-federation-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        return Object.values(bundle)
          .filter((output) => output.type === 'chunk' && /(?:^|\/)pendingShares-|__prebuild__/.test(output.fileName))
          .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
