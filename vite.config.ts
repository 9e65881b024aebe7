import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { portalConfigPlugin } from './tools/vite/portal-config-plugin.ts';
import { buildPlugin } from './tools/vite/build-plugin.ts';
import { previewDevPlugin } from './tools/vite/preview-plugin.ts';
import { APP_MODULE, appEntryPlugin } from './tools/vite/app-entry-plugin.ts';
import { noResolveRecordPlugin } from './tools/vite/no-resolve-record-plugin.ts';
import { chunkGroups } from './tools/vite/chunk-groups.ts';

// The portal build. config/ is validated and compiled here (never in the browser).
// `vite build` builds the whole app (tools/vite/build-plugin.ts): the client, the prerender entry
// for Node, every page prerendered, then precompressed. The ssr environment's output is a build
// tool only: it stays out of dist/ (nothing serves it).
// previewDevPlugin serves the live preview under /__preview/ in `npm run dev` only (apply: 'serve').
export default defineConfig({
  plugins: [
    react(),
    portalConfigPlugin({ repoRoot: import.meta.dirname }),
    buildPlugin(),
    appEntryPlugin(),
    previewDevPlugin({ repoRoot: import.meta.dirname }),
    // The browser's resolve records no explain trace (src/engine/resolve/tracing.ts).
    noResolveRecordPlugin(),
  ],
  // One plugin instance for both environments: the build plugin hands the client build's chunk
  // names to the prerender step in memory.
  builder: { sharedPlugins: true },
  environments: {
    // Every browser the portal supports knows <link rel="modulepreload">: no polyfill in the first load.
    // index.html's entry (src/app/boot/boot.ts) is a few lines; the app is a second entry it imports once
    // the page has painted (tools/vite/app-entry-plugin.ts names it in the HTML).
    client: {
      build: {
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: { index: 'index.html', app: APP_MODULE },
          // Hand-made chunks, named by module (tools/vite/chunk-groups.ts says why each).
          output: { codeSplitting: { groups: chunkGroups(import.meta.dirname) } },
        },
      },
    },
    ssr: {
      build: {
        // Each build folder's own (tools/vite/build-plugin.ts: server/serving/prerender-dir.ts); this is its parent.
        outDir: 'node_modules/.cache/portal-prerender',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: { render: 'src/app/boot/prerender/render.tsx' } },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
