import { defineConfig } from 'vite';
import { hostViteConfig } from '../../vite-tooling/vite-host.ts';
import { serviceWorker } from '../../vite-tooling/vite-service-worker.ts';

const config = hostViteConfig({ name: 'public_shell', base: '/marketplace/', packageDir: import.meta.dirname, devPort: 4100 });

export default defineConfig({
  ...config,
  // /marketplace/sw.js (spec 7): caches this build's assets for repeat visits.
  plugins: [...(config.plugins ?? []), serviceWorker({ entry: `${import.meta.dirname}/src/service-worker/sw.ts`, base: '/marketplace/' })],
});
