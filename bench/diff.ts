/**
 * Benchmark of `portal diff` (`npm run bench:diff`): the whole diff of the shipped config
 * against HEAD as the command runs it (personas, git, both configs validated and compiled,
 * every persona in every locale resolved twice), its parts, a worst case where every view
 * changes, and the command itself as spawned. Target: the whole diff under 10 s. Prints
 * medians; always exits 0.
 */
import { execFileSync } from 'node:child_process';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledConfig } from '../src/engine/config/compiled.ts';
import { validateConfig } from '../tools/config/validate.ts';
import { checkoutBase } from '../tools/diff/base-revision.ts';
import { diffConfigs, type DiffResult } from '../tools/diff/diff-configs.ts';
import { readPersonas } from '../tools/diff/personas.ts';

const TARGET_MS = 10_000;
const RUNS = 5;
const CLI_RUNS = 3;
const repoRoot = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}

function compile(root: string): CompiledConfig {
  const { config, problems } = validateConfig({ repoRoot: root });
  if (!config) throw new Error(`config at ${root} does not validate (${problems.length} problems): run npm run portal -- validate`);
  return config;
}

const parts: Record<string, number[]> = {
  personas: [],
  'git archive HEAD config/': [],
  'validate + compile working tree': [],
  'validate + compile base': [],
  'resolve + compare, all locales': [],
  'resolve + compare, own locale': [],
  whole: [],
};
let last: DiffResult | undefined;
let head: CompiledConfig | undefined;
try {
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const [personas, tPersonas] = time(() => readPersonas(repoRoot));
    const [checkout, tGit] = time(() => checkoutBase(repoRoot, 'HEAD'));
    const [headConfig, tHead] = time(() => compile(repoRoot));
    const [base, tBase] = time(() => compile(checkout.root));
    checkout.cleanup();
    const [result, tAll] = time(() => diffConfigs(base, headConfig, personas));
    parts.whole!.push(performance.now() - start);
    const [, tOwn] = time(() => diffConfigs(base, headConfig, personas, { scope: 'own' }));
    parts.personas!.push(tPersonas);
    parts['git archive HEAD config/']!.push(tGit);
    parts['validate + compile working tree']!.push(tHead);
    parts['validate + compile base']!.push(tBase);
    parts['resolve + compare, all locales']!.push(tAll);
    parts['resolve + compare, own locale']!.push(tOwn);
    last = result;
    head = headConfig;
  }
} catch (error) {
  console.log(`cannot benchmark portal diff: ${(error as Error).message}`);
  process.exit(0);
}

// Worst case for comparing and grouping: every market renamed, so every view differs.
const renamed = structuredClone(head!);
for (const market of renamed.markets.markets) market.label = `${market.label} (new)`;
const personas = readPersonas(repoRoot);
const worstTimes: number[] = [];
let worst: DiffResult | undefined;
for (let run = 0; run < RUNS; run++) {
  const [result, t] = time(() => diffConfigs(head!, renamed, personas));
  worstTimes.push(t);
  worst = result;
}

const cliTimes: number[] = [];
for (let run = 0; run < CLI_RUNS; run++) {
  const [, t] = time(() =>
    execFileSync(process.execPath, ['--import', 'tsx', 'tools/portal/main.ts', 'diff', '--base', 'HEAD'], { cwd: repoRoot, stdio: 'ignore' }),
  );
  cliTimes.push(t);
}

const width = Math.max(...Object.keys(parts).map((k) => k.length));
console.log(
  `portal diff --base HEAD: ${last!.personas} personas × ${last!.locales.length} locales = ${last!.views} views, each resolved with both configs; median of ${RUNS} runs\n`,
);
for (const [name, times] of Object.entries(parts)) {
  if (name !== 'whole') console.log(`${name.padEnd(width)}  ${median(times).toFixed(0).padStart(6)} ms`);
}
const whole = median(parts.whole!);
console.log(
  `${'whole diff, in process'.padEnd(width)}  ${whole.toFixed(0).padStart(6)} ms  (target ${TARGET_MS} ms: ${whole <= TARGET_MS ? 'within target' : 'OVER TARGET'})`,
);
console.log(
  `\nworst case, every view changes (${worst!.changedViews} views, ${worst!.changes.length} grouped changes): ` +
    `resolve + compare + group ${median(worstTimes).toFixed(0)} ms median of ${RUNS}`,
);
const cli = median(cliTimes);
console.log(
  `the command as spawned (node --import tsx tools/portal/main.ts diff --base HEAD): ${cli.toFixed(0)} ms median of ${CLI_RUNS} ` +
    `(runs: ${cliTimes.map((t) => t.toFixed(0)).join(', ')} ms; target ${TARGET_MS} ms: ${cli <= TARGET_MS ? 'within target' : 'OVER TARGET'})`,
);
process.exitCode = 0;
