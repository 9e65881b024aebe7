/**
 * `npm run size`: builds the portal into a temporary directory (or measures `--dist <dir>`),
 * serves it with the local stack as `npm start` does, and prints per entry (bench/size/budgets.ts)
 * the gzip and brotli bytes of the JS and CSS its first load needs: the scripts, stylesheets
 * and preloads of the HTML served for that path, plus their static import graph. Writes
 * artifacts/size.json. Exit 0 within budget, 1 when a JS gzip budget is exceeded, 2 when it
 * could not measure.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalStack, type LocalStack } from '../server/local-stack.ts';
import { portalBuild, repoRoot, type PortalBuild } from './portal-build.ts';
import { SIZE_ENTRIES } from './size/budgets.ts';
import { FirstLoadError, type FetchAsset } from './size/first-load.ts';
import { measureEntry, type EntryMeasurement } from './size/measure-entry.ts';
import { sizeReport } from './size/report.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

/** GET from the stack, uncompressed, failing with the path and status unless it answers 200. */
async function get(stack: LocalStack, path: string, what: string): Promise<Buffer> {
  const response = await fetch(`${stack.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new FirstLoadError(`${what} ${path}: the local stack answers ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function main(): Promise<number> {
  let build: PortalBuild | undefined;
  let stack: LocalStack | undefined;
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options: { dist: { type: 'string' } }, strict: true });
    build = await portalBuild(values.dist, log);
    stack = await startLocalStack({ distDir: build.distDir, port: 0 });
    const served = stack;
    const measurements: EntryMeasurement[] = [];
    for (const entry of SIZE_ENTRIES) {
      const html = (await get(served, entry.path, 'the page')).toString('utf8');
      const fetchAsset: FetchAsset = (path) => get(served, path, `${entry.path} references`);
      measurements.push(await measureEntry(entry, html, `${served.url}${entry.path}`, fetchAsset));
    }
    console.log(sizeReport(measurements));

    const artifact = join(repoRoot, 'artifacts', 'size.json');
    await mkdir(join(repoRoot, 'artifacts'), { recursive: true });
    const json = measurements.map((m) => ({ ...m.entry, html: m.html, js: m.js, css: m.css, overBudget: m.overBudget, assets: m.assets, external: m.external }));
    await writeFile(artifact, `${JSON.stringify({ measuredAt: new Date().toISOString(), kB: 1000, entries: json }, null, 1)}\n`);
    log(`\nwrote ${artifact}`);

    const over = measurements.filter((m) => m.overBudget > 0);
    if (over.length > 0) {
      console.log(`\n${over.length} of ${measurements.length} entries exceed their JS gzip budget (bench/size/budgets.ts).`);
      return 1;
    }
    console.log('\nEvery entry is within its JS gzip budget.');
    return 0;
  } catch (error) {
    log(`npm run size could not measure: ${(error as Error).message}`);
    return 2;
  } finally {
    await stack?.close();
    await build?.cleanup();
  }
}

process.exitCode = await main();
