import { defineConfig } from 'vite';
import { hostViteConfig } from '../../shared/vite-host.ts';

export default defineConfig(hostViteConfig({ name: 'public_shell', base: '/marketplace/', packageDir: import.meta.dirname, devPort: 4100 }));
