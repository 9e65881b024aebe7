/**
 * Benchmark of the config-as-data core (`npm run bench`): per persona, the median time of
 * resolveData (facts + view model) with the config compiled once; the largest view model
 * against the 50 µs target; loading + validating + compiling all of config/ against 1 s; a
 * `portal` command against `node -e 0` (bench/portal-command.ts); and save-to-served under
 * `npm start` (bench/save-served.ts). Prints figures; always exits 0.
 */
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveData } from '../src/blocks/resolve-with-blocks.ts';
import { validateConfig } from '../tools/config/validate.ts';
import { loadPersonas } from '../src/node/personas/load.ts';
import { existsSync } from 'node:fs';
import { benchPortalCommand } from './portal-command.ts';
import { benchSaveServed } from './save-served.ts';

const RESOLVE_TARGET_US = 50;
const CONFIG_TARGET_MS = 1000;
const WARMUP = 300;
const ITERATIONS = 2000;
const CONFIG_RUNS = 5;

const repoRoot = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function timeOnce(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start);
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

// 1. Config: load + validate + compile, a few runs (the first includes module warm-up).
const configTimes: number[] = [];
let config = null as ReturnType<typeof validateConfig>['config'];
for (let i = 0; i < CONFIG_RUNS; i++) {
  let result: ReturnType<typeof validateConfig> | undefined;
  configTimes.push(timeOnce(() => (result = validateConfig({ repoRoot }))) / 1e6);
  config = result!.config;
  if (!config) {
    console.log(`config does not validate (${result!.problems.length} problems): run npm run portal -- validate`);
    process.exit(0);
  }
}

// 2. Resolve per persona.
const personas = [...loadPersonas(repoRoot).personas.values()].map((entry) => entry.persona);

interface Row {
  id: string;
  medianUs: number;
  p95Us: number;
  size: number;
}
const rows: Row[] = [];
for (const persona of personas) {
  for (let i = 0; i < WARMUP; i++) resolveData(config!, persona);
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) samples.push(timeOnce(() => resolveData(config!, persona)) / 1000);
  samples.sort((a, b) => a - b);
  rows.push({
    id: persona.id,
    medianUs: median(samples),
    p95Us: samples[Math.floor(samples.length * 0.95)]!,
    size: JSON.stringify(resolveData(config!, persona)).length,
  });
}

const largest = rows.reduce((a, b) => (b.size > a.size ? b : a));
const width = Math.max(...rows.map((r) => r.id.length), 'persona'.length);

console.log(`resolve: median of ${ITERATIONS} runs after ${WARMUP} warm-up runs, config compiled once\n`);
console.log(`${pad('persona', width)}  ${pad('median µs', 10, true)}  ${pad('p95 µs', 8, true)}  ${pad('VM bytes', 9, true)}`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(10)}  ${'-'.repeat(8)}  ${'-'.repeat(9)}`);
for (const r of rows) {
  const mark = r === largest ? '  <- largest' : '';
  console.log(`${pad(r.id, width)}  ${pad(r.medianUs.toFixed(1), 10, true)}  ${pad(r.p95Us.toFixed(1), 8, true)}  ${pad(String(r.size), 9, true)}${mark}`);
}
const all = rows.map((r) => r.medianUs);
console.log(`\nover all ${rows.length} personas: median ${median(all).toFixed(1)} µs, slowest ${Math.max(...all).toFixed(1)} µs`);
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');
console.log(
  `largest view model: ${largest.id} (${largest.size} bytes): ${largest.medianUs.toFixed(1)} µs median ` +
    `(target ${RESOLVE_TARGET_US} µs: ${verdict(largest.medianUs <= RESOLVE_TARGET_US)})`,
);
const configMedian = median(configTimes);
console.log(
  `load + validate + compile config/: ${configMedian.toFixed(0)} ms median of ${CONFIG_RUNS} runs ` +
    `(runs: ${configTimes.map((t) => t.toFixed(0)).join(', ')} ms; target ${CONFIG_TARGET_MS} ms: ${verdict(configMedian <= CONFIG_TARGET_MS)})`,
);
await benchPortalCommand(repoRoot);
// Save-to-served needs a build to copy (npm run build); without one it says so.
if (existsSync(resolvePath(repoRoot, 'dist', 'routes.json'))) await benchSaveServed(5);
else console.log('\nsave-to-served: no build in dist/ (npm run build first)');
process.exitCode = 0;
