/**
 * The server's build (what `npm start` runs): src/ bundled into dist/ as plain JavaScript, so the
 * process needs no TypeScript compiler at run time. Measured against running the sources through
 * tsx: about 60 MB less RSS (tsx's loader thread and the source maps it keeps) for the same
 * behaviour. Libraries stay in node_modules (Vite's SSR externals); our workspace packages are
 * bundled. Every file lands in dist/ itself, one level below packages/server like src/*.ts, so
 * server-root.ts finds the same folder from the sources and from the build.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  ssr: { noExternal: [/^@marketplace\//] },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: {
        // The four origins (serve/main.ts); the child that migrates and seeds a new data directory;
        // and the database wrapper alone (the memory bench's baseline opens PGlite through it).
        main: 'src/serve/main.ts',
        'prepare-data-dir': 'src/seed/prepare-data-dir.ts',
        pglite: 'src/db/pglite.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
