import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { finishBuild, sizeTable } from '../serving/finish-build.ts';

/**
 * Runs tools/serving/finish-build.ts after the client build has written everything: checks
 * hashed names and inline code against the CSP, writes immutable.json and nginx-build.conf and
 * precompresses every text file (gzip and brotli). Last in the plugin list, order 'post', so
 * files other plugins write when the bundle closes are included.
 */
export function servingPlugin(): Plugin {
  let outDir = '';
  const emitted = new Set<string>();
  // closeBundle also runs after a failed build: finish only a bundle that was written.
  let written = false;
  return {
    name: 'portal-serving',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      emitted.clear();
      written = false;
    },
    generateBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) emitted.add(name);
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!written) return;
        const report = await finishBuild(outDir, { emitted });
        this.environment.logger.info(`\nprecompressed ${report.compressed.length} files (gzip, brotli); ${report.routes ? `nginx-build.conf: ${report.routes.pages.length} pages` : 'no routes.json: nginx-build.conf serves the app shell'}\n${sizeTable(report.compressed, 4)}`);
      },
    },
  };
}
