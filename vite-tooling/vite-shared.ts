/**
 * The `shared` option of module federation: the contract's singletons that a package depends on,
 * each with its declared version as `requiredVersion`, so the remote and every host agree.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { sharedSingletons } from '../shared/contract.ts';

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

/**
 * Entry points of a shared library that code reaches directly and that must resolve to the same
 * instance: emotion's JSX runtime holds the theme context that `@emotion/react`'s ThemeProvider
 * fills, so sharing one without the other splits the theme between host and remote.
 */
const sharedSubpaths: Partial<Record<(typeof sharedSingletons)[number], readonly string[]>> = {
  '@emotion/react': ['@emotion/react/jsx-runtime'],
};

/**
 * What the browser builds' JSX compiles to: emotion's runtime with React's own Fragment
 * (shared/jsx/jsx-runtime.ts says why). The server builds, which share nothing, keep emotion's.
 */
export const federatedJsxImportSource = '@marketplace/shared/jsx';

export function sharedConfig(packageDir: string): Record<string, SharedEntry> {
  const manifest = JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const entries = sharedSingletons.flatMap((name) => {
    const declared = manifest.dependencies?.[name];
    if (declared === undefined) return [];
    const entry: SharedEntry = { singleton: true, requiredVersion: `^${declared}` };
    return [name, ...(sharedSubpaths[name] ?? [])].map((key) => [key, entry] as const);
  });
  return Object.fromEntries(entries);
}

/**
 * Subpaths of a shared library that its main entry re-exports, by library. As a key of its own, the
 * store's `zustand/vanilla` came from the remote's own copy even beside the page's shared zustand:
 * three more requests before the first card was live.
 */
const reexportedSubpaths: Partial<Record<(typeof sharedSingletons)[number], readonly string[]>> = {
  zustand: ['zustand/vanilla'],
};

/** Resolves our code's imports of those subpaths to the shared main entry (the library's own imports stay as they are). */
export function sharedSubpathsToMain(): Plugin {
  const main = new Map(Object.entries(reexportedSubpaths).flatMap(([library, subpaths]) => subpaths.map((subpath) => [subpath, library] as const)));
  return {
    name: 'marketplace:shared-subpaths-to-main',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      const library = main.get(source);
      if (library === undefined || importer === undefined || /[\\/]node_modules[\\/]/.test(importer)) return null;
      return this.resolve(library, importer, { ...options, skipSelf: true });
    },
  };
}
