/**
 * The vite configuration every host shares: React with emotion's JSX, and module federation as a
 * consumer of the marketplace remote at its contract URL (loaded at run time, never bundled).
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { moduleParseIdleTimeout, remoteEntryUrl, remoteName } from './contract.ts';
import { precompress } from './vite-compression.ts';
import { sharedConfig } from './vite-shared.ts';

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
    remotes: {
      [remoteName]: { type: 'module', name: remoteName, entry: remoteEntryUrl },
    },
    shared: options.shareSingletons === false ? {} : sharedConfig(options.packageDir),
    dts: false,
    moduleParseIdleTimeout,
  });
  return {
    base: options.base,
    plugins: [react({ jsxImportSource: '@emotion/react' }), ...(options.consumesRemote === false ? [] : [consumer]), precompress()],
    build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
    server: { port: options.devPort },
  };
}
