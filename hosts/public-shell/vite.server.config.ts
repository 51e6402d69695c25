/**
 * Builds the public shell's server entry into dist-server/ as a Node module. The
 * libraries stay outside (one React with the remote's server entry, from node_modules).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serverBuildDir } from '../../shared/contract.ts';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  ssr: { noExternal: [/^@marketplace\//] },
  build: { ssr: 'src/server-entry.tsx', target: 'node20', outDir: serverBuildDir, emptyOutDir: true, copyPublicDir: false },
});
