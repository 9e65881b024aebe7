import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { portalConfigPlugin } from './tools/vite/portal-config-plugin.ts';
import { servingPlugin } from './tools/vite/serving-plugin.ts';

// The portal build. config/ is validated and compiled here (never in the browser).
export default defineConfig({
  plugins: [react(), portalConfigPlugin({ repoRoot: import.meta.dirname }), servingPlugin()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
