import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { portalConfigPlugin } from './tools/vite/portal-config-plugin.ts';
import { buildPlugin } from './tools/vite/build-plugin.ts';
import { previewDevPlugin } from './tools/vite/preview-plugin.ts';
import { APP_MODULE, appEntryPlugin } from './tools/vite/app-entry-plugin.ts';
import { noResolveRecordPlugin } from './tools/vite/no-resolve-record-plugin.ts';

/*
 * Modules the app and its lazy chunks share, which every page loads with the app: React, its JSX
 * runtime, useTranslation, the placeholder filler, the session's constants, the current market.
 * Left to itself Rolldown makes each a chunk of its own (six files of 0.1 to 3 kB gzip); one chunk
 * is 0.7 kB gzip less by network idle on every page (`npm run size`), and five requests fewer.
 */
/*
 * The code an offer page runs to refresh its offers from the service: the fetch, the check of the
 * answer and the selection, the table and the interest. Left to itself Rolldown makes four chunks
 * of it; as one the offer pages load 0.5 kB gzip less by network idle. Only these modules: with
 * their dependencies (Rolldown's default) the group took in modules the app needs, and every page
 * loaded it (+5 kB on /de-de/, measured 2026-11-27). Pure functions, so their order is free.
 */
const LIVE_OFFERS = /src[\\/](app[\\/]offers[\\/](useLiveOffers|live-offers|public-api|fetch-offers|build-date)|engine[\\/]offers[\\/](check-offer|table|offer-view|select|block-data|interest|offer|selection|state|sort-key))\.tsx?$/;
const SHARED_WITH_THE_APP = /node_modules[\\/](react|scheduler)[\\/]|src[\\/](render[\\/]i18n[\\/]useTranslation|engine[\\/]format[\\/]placeholders|app[\\/]session[\\/]constants|render[\\/]country[\\/]current-market)\.tsx?$/;

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
    // index.html's entry (src/app/boot.ts) is a few lines; the app is a second entry it imports once
    // the page has painted (tools/vite/app-entry-plugin.ts names it in the HTML).
    client: {
      build: {
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: { index: 'index.html', app: APP_MODULE },
          output: { codeSplitting: { groups: [{ name: 'app-shared', test: SHARED_WITH_THE_APP }, { name: 'live-offers', test: LIVE_OFFERS, includeDependenciesRecursively: false }] } },
        },
      },
    },
    ssr: {
      build: {
        // Each build folder's own (tools/vite/build-plugin.ts: server/serving/prerender-dir.ts); this is its parent.
        outDir: 'node_modules/.cache/portal-prerender',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: { render: 'src/app/prerender/render.tsx' } },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
