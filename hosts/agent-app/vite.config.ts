import { defineConfig } from 'vite';
import { hostViteConfig } from '../../vite-tooling/vite-host.ts';

export default defineConfig(hostViteConfig({ name: 'agent_app', base: '/', packageDir: import.meta.dirname, devPort: 4102, consumesRemote: false }));
