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
import { launchForSize, loadedScripts, VIEWPORTS, type LoadedScripts } from './size/loaded-in-browser.ts';
import { measureEntry, type EntryMeasurement } from './size/measure-entry.ts';
// The browser tests' sign-in through the local provider's form (one way to sign in, not two).
import { loginAs } from '../tests/browser/support/login.ts';
import type { Page } from 'playwright-core';
import { loadedReport, overLoadedBudget, sizeReport, type LoadedMeasurement } from './size/report.ts';

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

    // What a browser loads by network idle, desktop and phone (Debian's Chromium, empty cache).
    const browser = await launchForSize();
    const loaded: LoadedMeasurement[] = [];
    try {
      for (const entry of SIZE_ENTRIES) {
        const views: LoadedScripts[] = [];
        const signIn = entry.signedInAs;
        const before = signIn ? async (page: Page) => void (await loginAs(page, served.url, signIn)) : undefined;
        for (const viewport of VIEWPORTS) views.push(await loadedScripts(browser, served.url, `${served.url}${entry.path}`, viewport, before));
        loaded.push({ entry, views });
      }
    } finally {
      await browser.close();
    }
    console.log(`\n${loadedReport(loaded)}`);

    const artifact = join(repoRoot, 'artifacts', 'size.json');
    await mkdir(join(repoRoot, 'artifacts'), { recursive: true });
    const json = measurements.map((m, i) => ({
      ...m.entry,
      html: m.html,
      js: m.js,
      css: m.css,
      overBudget: m.overBudget,
      assets: m.assets,
      external: m.external,
      loaded: loaded[i]?.views,
    }));
    await writeFile(artifact, `${JSON.stringify({ measuredAt: new Date().toISOString(), kB: 1000, entries: json }, null, 1)}\n`);
    log(`\nwrote ${artifact}`);

    const over = measurements.filter((m) => m.overBudget > 0);
    const overLoaded = loaded.filter((m) => overLoadedBudget(m) > 0);
    if (over.length > 0 || overLoaded.length > 0) {
      if (over.length > 0) console.log(`\n${over.length} of ${measurements.length} entries exceed their first-load JS gzip budget (bench/size/budgets.ts).`);
      if (overLoaded.length > 0)
        console.log(`\n${overLoaded.length} of ${loaded.length} entries load more JS by network idle than their budget (bench/size/budgets.ts).`);
      return 1;
    }
    console.log('\nEvery entry is within its JS gzip budgets (first load and by network idle).');
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
