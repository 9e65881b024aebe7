import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { prerenderSite } from '../prerender/prerender-site.ts';
import { finishBuild, sizeTable } from '../serving/finish-build.ts';
import { builtConfigModules } from './portal-config-plugin.ts';
import { buildPhases } from './build-phases.ts';

/**
 * The whole production build, in order: the client (the browser's bundle, one config chunk per
 * locale, routes.json), the prerender entry for Node, every page rendered to HTML with sitemaps
 * and robots.txt (tools/prerender/), and last the serving checks and precompression of every
 * text file (tools/serving/finish-build.ts), so the prerendered HTML is checked and compressed too.
 * `vite build` runs it (vite.config.ts has `builder`); `vite` (dev) serves the app shell as before.
 */
export function buildPlugin(): Plugin {
  const emitted = new Set<string>();
  return {
    name: 'portal-build',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const name of Object.keys(bundle)) emitted.add(name);
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error('vite.config.ts must define the client and ssr environments');
        emitted.clear();
        const started = performance.now();
        await buildPhases.time('client bundle', () => builder.build(client));
        await buildPhases.time('prerender bundle', () => builder.build(ssr));
        const outDir = resolve(client.config.root, client.config.build.outDir);
        const entry = resolve(ssr.config.root, ssr.config.build.outDir, 'render.js');
        if (!builtConfigModules) throw new Error('the client build wrote no config modules (tools/vite/portal-config-plugin.ts)');
        const modules = builtConfigModules;
        const prerendered = await buildPhases.time('prerender pages', () => prerenderSite({ outDir, entry, modules }));
        const report = await buildPhases.time('checks and precompression', () => finishBuild(outDir, { emitted }));
        client.logger.info(
          `\nprerendered ${prerendered.pages} pages and ${prerendered.notFound} not-found pages in ${(prerendered.milliseconds / 1000).toFixed(1)} s; ` +
            `precompressed ${report.compressed.length} files (gzip, brotli)\n${sizeTable(report.compressed, 6)}`,
        );
        client.logger.info(buildPhases.summary(performance.now() - started));
        buildPhases.reset();
      },
    },
  };
}
