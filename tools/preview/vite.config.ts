import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * The preview page's own build (`npm start` runs it): src/preview/ into dist-preview/, served by
 * the local stack under /__preview/. Separate from the portal's build (vite.config.ts), so
 * nothing of the preview can reach dist/. It needs no config plugin: views arrive as JSON.
 */
export default defineConfig({
  root: resolve(repoRoot, 'src', 'preview'),
  base: '/__preview/',
  plugins: [react()],
  // The portal's public/ (logos, badges) is served by the stack from dist/ at the same paths.
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: resolve(repoRoot, 'dist-preview'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: resolve(repoRoot, 'src', 'preview', 'index.html'),
        frame: resolve(repoRoot, 'src', 'preview', 'frame.html'),
      },
    },
  },
});
