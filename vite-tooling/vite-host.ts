/**
 * The vite configuration every host shares: React with emotion's JSX, and module federation as a
 * consumer of the marketplace remote (loaded at run time, never bundled). The build names no
 * remote: load-remote.ts registers it from the page's run-time configuration (REMOTE_ORIGIN).
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type UserConfig } from 'vite';
import { moduleParseIdleTimeout } from '../shared/contract.ts';
import { devRuntimeConfig, remoteFromSource } from './vite-dev.ts';
import { federationRuntimeGroup } from './vite-chunks.ts';
import { precompress } from './vite-compression.ts';
import { preloadFederationChunks } from './vite-preloads.ts';
import { federatedJsxImportSource, sharedConfig } from './vite-shared.ts';
import { jitlessZod } from './vite-zod.ts';

export function hostViteConfig(options: {
  name: string;
  base: string;
  packageDir: string;
  devPort: number;
  /** A host without React of its own (it uses `./mount`) shares nothing. */
  shareSingletons?: boolean;
  /** The agent app frames the public shell instead of loading the remote itself. */
  consumesRemote?: boolean;
}): UserConfig {
  const consumer = federation({
    name: options.name,
    remotes: {},
    shared: options.shareSingletons === false ? {} : sharedConfig(options.packageDir),
    dts: false,
    moduleParseIdleTimeout,
    // Publishes the federation runtime's core for the remote, built with externalRuntime: one copy
    // per page (vite-external-runtime.ts). A page has one such host.
    experiments: { provideExternalRuntime: true },
  });
  return {
    base: options.base,
    plugins: [
      react({ jsxImportSource: federatedJsxImportSource }),
      devRuntimeConfig(),
      remoteFromSource(),
      ...(options.consumesRemote === false ? [] : [consumer, preloadFederationChunks()]),
      precompress(),
    ],
    // The product hosts embed through the host SDK's public entries, built from its sources (its exports' source condition).
    resolve: { alias: jitlessZod, conditions: ['@marketplace/source', ...defaultClientConditions] },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      // The federation runtime in one file rather than three (requests of the first view).
      rolldownOptions: { output: { codeSplitting: { groups: [federationRuntimeGroup] } } },
    },
    server: { port: options.devPort },
  };
}
