import { defineConfig } from 'vite';
import { hostViteConfig } from '../../vite-tooling/vite-host.ts';

export default defineConfig(hostViteConfig({ name: 'helpdesk', base: '/', packageDir: import.meta.dirname, devPort: 4103, shareSingletons: false }));
