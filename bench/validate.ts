/**
 * `npm run bench:validate [-- --scales 1,10,100 --runs 3]`: how validating config/ grows with
 * its size. For each scale, a copy of config/ and schemas/ in a temp folder, grown to that many
 * times today's bytes by adding copies of the page files (every page and block id and every
 * path given a suffix, so the copies are pages of their own), then `validateConfig` timed
 * in-process; prints the median per scale, the time per MB and the ratio to 1×. Linear growth
 * keeps the time per MB flat. Also the median CPU time (this process, garbage collection
 * threads included) and the machine's load average: on a shared machine the wall time follows
 * the load, the CPU time much less. Then (`--chains 20,39`) validate of today's config with a
 * chain of named rules added that each use the previous one twice: its time, the
 * process's peak memory so far (after the scales above), and what validate said. Exits 0; the figures are the result.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateConfig } from '../tools/config/validate.ts';
import { doubling, namedRulesWithChain } from './validate/named-rule-chain.ts';

const repoRoot = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const scales = option('scales', '1,10,100')
  .split(',')
  .map(Number)
  .filter((n) => Number.isFinite(n) && n >= 1);
const runs = Math.max(1, Number(option('runs', '3')) || 3);
const chains = option('chains', '20,39')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1);

function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(path) : /\.ya?ml$/.test(entry.name) ? statSync(path).size : 0);
  }, 0);
}

/** A page file whose pages (and their blocks) are new: ids and paths carry the copy's suffix, and a copy of the not-found page is a page of its own (one not-found page per locale). */
function copyOfPages(text: string, copy: number): string {
  return text
    .replace(/^(\s*-?\s*id:\s*)([A-Za-z0-9_-]+)\s*$/gm, `$1$2-copy${copy}`)
    .replace(/^(\s*path:\s*)\/([^\s]*)$/gm, `$1/copy${copy}/$2`)
    .replace(/^(\s*)(aliases|hashRoutes):.*$/gm, '$1# $2 left out in copies')
    .replace(/^(\s*)notFound:\s*true\s*$/gm, `$1path: /copy${copy}/not-found/`);
}

/** A temp repository whose config/ is about `scale` times today's; returns its root and size. */
function grownRepository(scale: number): { root: string; bytes: number } {
  const root = mkdtempSync(join(tmpdir(), `bench-validate-${scale}x-`));
  for (const part of ['config', 'schemas']) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  const pagesDir = join(root, 'config', 'pages');
  const pageFiles = readdirSync(pagesDir).filter((name) => name.endsWith('.yaml'));
  const texts = pageFiles.map((name) => ({ name, text: readFileSync(join(pagesDir, name), 'utf8') }));
  const target = bytesUnder(join(repoRoot, 'config')) * scale;
  let bytes = bytesUnder(join(root, 'config'));
  for (let copy = 1; bytes < target; copy++) {
    for (const { name, text } of texts) {
      if (bytes >= target) break;
      const grown = copyOfPages(text, copy);
      writeFileSync(join(pagesDir, name.replace(/\.yaml$/, `-copy${copy}.yaml`)), grown);
      bytes += Buffer.byteLength(grown);
    }
  }
  return { root, bytes };
}

/** Every file of the copy gets a different last line per run: the parse cache of yaml-source.ts must not make later runs look faster. */
function touchAll(dir: string, run: number): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) touchAll(path, run);
    else if (entry.name.endsWith('.yaml')) appendFileSync(path, `\n# bench run ${run}\n`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// Module warm-up (schemas compiled, code loaded): not part of any figure.
validateConfig({ repoRoot });

// A stopped run leaves no copy behind (a 100× copy is about 100 MB).
let current: string | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (current) rmSync(current, { recursive: true, force: true });
    process.exit(130);
  });
}

const rows: { scale: number; mb: number; ms: number; cpuMs: number; problems: number }[] = [];
for (const scale of scales) {
  const { root, bytes } = grownRepository(scale);
  current = root;
  try {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let problems = 0;
    for (let run = 1; run <= runs; run++) {
      touchAll(join(root, 'config'), run);
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      problems = validateConfig({ repoRoot: root }).problems.length;
      const cpu = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    rows.push({ scale, mb: bytes / 1024 / 1024, ms: median(times), cpuMs: median(cpuTimes), problems });
    const row = rows[rows.length - 1]!;
    const base = rows[0]!;
    console.log(
      `${`${scale}×`.padStart(5)}  ${row.mb.toFixed(1).padStart(6)} MB  median ${(row.ms / 1000).toFixed(2).padStart(7)} s of ${runs}` +
        `  ${(row.ms / row.mb / 1000).toFixed(2).padStart(5)} s/MB  ${(row.ms / base.ms).toFixed(1).padStart(6)}× the 1× time` +
        `  cpu ${(row.cpuMs / 1000).toFixed(2).padStart(6)} s  load ${loadavg()[0]!.toFixed(1)}  (${row.problems} findings)`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** validate with an n-step doubling chain in named.yaml (as an overlay: the rest is today's config/). */
for (const steps of chains) {
  const folder = mkdtempSync(join(tmpdir(), `bench-validate-chain-${steps}-`));
  current = folder;
  try {
    const path = join(folder, 'config', 'rules', 'named.yaml');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, namedRulesWithChain(readFileSync(join(repoRoot, 'config', 'rules', 'named.yaml'), 'utf8'), steps, doubling));
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let said = '';
    for (let run = 1; run <= runs; run++) {
      appendFileSync(path, `\n# bench run ${run}\n`);
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const result = validateConfig({ repoRoot, overlay: [path] });
      const cpu = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      said = result.problems.length ? result.problems.map((p) => p.code).join(', ') : 'valid';
    }
    console.log(
      `chain of ${String(steps).padStart(2)} named rules, each using the previous twice: median ${(median(times) / 1000).toFixed(2)} s of ${runs}` +
        `  cpu ${(median(cpuTimes) / 1000).toFixed(2)} s  peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB  load ${loadavg()[0]!.toFixed(1)}  (${said})`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
