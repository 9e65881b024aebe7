/**
 * `npm run lighthouse`: Lighthouse (mobile defaults: simulated throttling, phone form factor)
 * on the built portal as `npm start` serves it, with Debian's Chromium: /de-de/, the login page
 * and an active customer's dashboard (bench/lighthouse/pages.ts), three runs each, each run in
 * a fresh browser profile. Prints per page the median scores and metrics and writes every run's
 * figures to artifacts/lighthouse.json.
 *
 * The build: a fresh one in a temporary directory (as `npm start` always builds), or
 * `--dist <dir>` to measure an existing build. `--runs <n>` changes the runs per page.
 * A benchmark: exit 0 whatever the figures; 2 when it could not measure.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { launchChromium } from './lighthouse/chrome.ts';
import { medianFigures, runFigures, type RunFigures } from './lighthouse/figures.ts';
import { logInInBrowser } from './lighthouse/login.ts';
import { LIGHTHOUSE_PAGES, RUNS_PER_PAGE, type LighthousePage } from './lighthouse/pages.ts';
import { lighthouseReport, type PageResult } from './lighthouse/report.ts';
import { servePortal, type ServedPortal } from './lighthouse/serve-portal.ts';
import { loggedInProblem } from './lighthouse/session-check.ts';
import { portalBuild, repoRoot, type PortalBuild } from './portal-build.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function measureOnce(page: LighthousePage, portalUrl: string): Promise<RunFigures & { problem?: string }> {
  const chrome = await launchChromium();
  try {
    if (page.persona) await logInInBrowser(chrome.port, portalUrl, page.persona);
    const url = `${portalUrl}${page.path}`;
    // A customer page keeps the session the login stored (its HTTP cache was cleared there).
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', disableStorageReset: Boolean(page.persona) });
    if (!result) return { ...emptyFigures(url), problem: 'Lighthouse returned no result' };
    const figures = runFigures(result.lhr);
    const problem = result.lhr.runtimeError
      ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
      : page.persona
        ? loggedInProblem(result.lhr, url)
        : undefined;
    return problem ? { ...figures, problem } : figures;
  } finally {
    chrome.kill();
  }
}

function emptyFigures(url: string): RunFigures {
  return {
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    metrics: { fcp: null, lcp: null, tbt: null, cls: null, speedIndex: null, transferBytes: null },
    finalUrl: url,
    warnings: [],
    environment: { lighthouse: '', browser: '' },
  };
}

function runsOption(value: string | undefined): number {
  if (value === undefined) return RUNS_PER_PAGE;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be a whole number from 1 to 20, got "${value}"`);
  return runs;
}

async function main(): Promise<number> {
  let build: PortalBuild | undefined;
  let portal: ServedPortal | undefined;
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options: { dist: { type: 'string' }, runs: { type: 'string' } }, strict: true });
    const runs = runsOption(values.runs);
    build = await portalBuild(values.dist, log);
    portal = await servePortal(build.distDir);
    log(`portal served at ${portal.url}/`);

    const results: PageResult[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const pageRuns: PageResult['runs'] = [];
      for (let run = 1; run <= runs; run++) {
        const started = performance.now();
        const figures = await measureOnce(page, portal.url);
        pageRuns.push(figures);
        log(
          `${page.path} run ${run}/${runs}: performance ${figures.scores.performance ?? '-'} (${((performance.now() - started) / 1000).toFixed(0)} s)${figures.problem ? ` -- left out: ${figures.problem}` : ''}`,
        );
      }
      results.push({ page, runs: pageRuns, median: medianFigures(pageRuns.filter((figures) => !figures.problem)) });
    }
    console.log(lighthouseReport(results));

    await mkdir(join(repoRoot, 'artifacts'), { recursive: true });
    const artifact = join(repoRoot, 'artifacts', 'lighthouse.json');
    const environment = results.flatMap((result) => result.runs).find((figures) => figures.environment.lighthouse)?.environment;
    const json = {
      measuredAt: new Date().toISOString(),
      environment,
      settings: 'mobile defaults (simulated throttling)',
      runsPerPage: runs,
      pages: results.map((result) => ({ ...result.page, median: result.median, runs: result.runs })),
    };
    await writeFile(artifact, `${JSON.stringify(json, null, 1)}\n`);
    log(`wrote ${artifact}`);
    return results.every((result) => result.runs.some((figures) => !figures.problem)) ? 0 : 2;
  } catch (error) {
    log(`npm run lighthouse could not measure: ${(error as Error).message}`);
    return 2;
  } finally {
    await portal?.stop();
    await build?.cleanup();
  }
}

process.exitCode = await main();
