import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { portalConfigPlugin } from './tools/vite/portal-config-plugin.ts';
import { servingPlugin } from './tools/vite/serving-plugin.ts';
import { previewDevPlugin } from './tools/vite/preview-plugin.ts';

// The portal build. config/ is validated and compiled here (never in the browser).
// previewDevPlugin serves the live preview under /__preview/ in `npm run dev` only (apply: 'serve').
export default defineConfig({
  plugins: [react(), portalConfigPlugin({ repoRoot: import.meta.dirname }), servingPlugin(), previewDevPlugin({ repoRoot: import.meta.dirname })],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
