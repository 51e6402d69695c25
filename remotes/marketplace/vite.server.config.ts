/**
 * Builds the remote's server entry into dist-server/: the marketplace's components for
 * the platform's server rendering, as a Node module. React and the other libraries stay outside
 * (one copy with the host's server entry, from node_modules); our workspace packages are bundled.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serverBuildDir } from '../../shared/contract.ts';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  ssr: { noExternal: [/^@marketplace\//] },
  build: { ssr: 'src/server-render/server-entry.ts', target: 'node20', outDir: serverBuildDir, emptyOutDir: true, copyPublicDir: false },
});
