/**
 * Builds the federated remote: `remoteEntry.js` exposing the contract's modules, with the shared
 * singletons. Names, exposed modules and the shared list come from shared/contract.ts.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { moduleParseIdleTimeout, remoteEntryFile, remoteName } from '../../shared/contract.ts';
import { precompress } from '../../vite-tooling/vite-compression.ts';
import { completeExposePreloads } from '../../vite-tooling/vite-preloads.ts';
import { federatedJsxImportSource, sharedConfig, sharedSubpathsToMain } from '../../vite-tooling/vite-shared.ts';
import { federationErrorCodesGroup, remoteFederationRuntimeGroup, staticClosureGroup } from '../../vite-tooling/vite-chunks.ts';
import { externalRuntimeFallback } from '../../vite-tooling/vite-external-runtime.ts';
import { jitlessZod, zodWithoutJsonSchema } from '../../vite-tooling/vite-zod.ts';
import { devRuntimeConfig, rebuiltRemote } from '../../vite-tooling/vite-dev.ts';
import { exposes } from './exposes.ts';

/** TanStack Query's mutation hooks and observer (the cache and QueryClient's part stay with the reads). */
const queryWrites = /[\\/]@tanstack[\\/](?:react-query|query-core)[\\/]build[\\/]modern[\\/](?:useMutation|useMutationState|mutationObserver)\.js$/;

// `npm run dev` serves the remote's preview page without federation: the page imports the remote's
// modules itself, and Vite's hot reload works on them as on any app.
export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react({ jsxImportSource: federatedJsxImportSource }),
    devRuntimeConfig(),
    rebuiltRemote(),
    sharedSubpathsToMain(),
    zodWithoutJsonSchema(),
    command === 'build' &&
      federation({
        name: remoteName,
        filename: remoteEntryFile,
        exposes,
        shared: sharedConfig(import.meta.dirname),
        dts: false,
        manifest: true,
        moduleParseIdleTimeout,
        // The hosts publish the federation runtime's core: one copy per page.
        experiments: { externalRuntime: true },
      }),
    externalRuntimeFallback(),
    completeExposePreloads({ remoteEntry: remoteEntryFile, exposes }),
    precompress(),
  ],
  resolve: { alias: jitlessZod },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: false,
    // The catalogue's first view in few files: the federation runtime in one chunk, and
    // everything ./Marketplace imports statically in another, but TanStack Query's writes, which
    // only the screens behind a dynamic import run.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [remoteFederationRuntimeGroup, federationErrorCodesGroup, staticClosureGroup('marketplace', /[\\/]src[\\/]Marketplace\.tsx$/, queryWrites)],
        },
      },
    },
  },
  server: { port: 4101 },
}));
