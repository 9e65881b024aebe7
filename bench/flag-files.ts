/**
 * `npm run bench:flags [-- --variants 10000,100000 --runs 3]`: the local flag service reading a
 * large flag file, as a product owner saving one would make it do. For each size, a flag with
 * that many variants (100,000 is a 2 MB file, under the 2 MiB a config file may have) is saved
 * into a copy of config/flags/ of a running stack; measured: the time until OFREP serves it, and
 * meanwhile the slowest answer of `GET /api/products` asked every 20 ms (what the reading costs
 * every other route: the flag thread reads it, not the thread answering requests). Then shared
 * rules that each use the previous one twice (16 and 19 steps): the time until refused. First
 * the slowest answer of that route over 3 s without a reading, the machine's own noise. Prints
 * medians; exits 0; the figures are the result.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLocalStack } from '../server/local-stack.ts';

const repoRoot = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { variants: { type: 'string', default: '10000,100000' }, runs: { type: 'string', default: '3' } } });
const sizes = values.variants.split(',').map(Number);
const runs = Number(values.runs);

const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const configDir = mkdtempSync(join(tmpdir(), 'bench-flags-'));
cpSync(join(repoRoot, 'config', 'flags'), join(configDir, 'flags'), { recursive: true });
const warnings: string[] = [];
const stack = await startLocalStack({
  port: 0,
  personasDir: join(repoRoot, 'personas'),
  distDir: join(repoRoot, 'dist'),
  configDir,
  log: (line) => void (line.startsWith('flag definitions') && warnings.push(line)),
});

async function served(): Promise<Record<string, unknown>> {
  const response = await fetch(`${stack.url}/ofrep/v1/evaluate/flags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"context":{}}',
  });
  return Object.fromEntries(((await response.json()) as { flags: { key: string; value?: unknown }[] }).flags.map((flag) => [flag.key, flag.value]));
}

/** Waits for `done`, asking OFREP every 50 ms, while another route is timed every 20 ms; the time and the slowest answer of that route. */
async function whileReading(done: () => Promise<boolean>): Promise<{ ms: number; slowestOtherMs: number }> {
  const started = performance.now();
  let slowest = 0;
  let stop = false;
  const probe = (async () => {
    while (!stop) {
      const at = performance.now();
      await fetch(`${stack.url}/api/products`).then((r) => r.arrayBuffer());
      slowest = Math.max(slowest, performance.now() - at);
      await sleep(20);
    }
  })();
  while (!(await done())) await sleep(50);
  const ms = performance.now() - started;
  stop = true;
  await probe;
  return { ms, slowestOtherMs: slowest };
}

function bigFlag(variants: number): string {
  let text = '# yaml-language-server: $schema=../../schemas/flags.schema.json\nflags:\n  big:\n    state: ENABLED\n    defaultVariant: v1\n    variants:\n';
  for (let i = 0; i < variants; i++) text += `      v${i}: ${i}\n`;
  return text;
}

function chain(steps: number): string {
  const lines = [
    'flags:',
    '  chained:',
    '    state: ENABLED',
    '    variants: { "on": true, "off": false }',
    '    defaultVariant: "off"',
    '    targeting:',
    `      if: [{ $ref: level${steps - 1} }, "on", "off"]`,
    '$evaluators:',
    '  level0: { "==": [{ var: country }, DE] }',
  ];
  for (let i = 1; i < steps; i++) lines.push(`  level${i}: { or: [{ $ref: level${i - 1} }, { $ref: level${i - 1} }] }`);
  return `${lines.join('\n')}\n`;
}

await served();
const idleStart = performance.now();
const idle = await whileReading(async () => performance.now() - idleStart > 3000);
console.log(`no reading: slowest GET /api/products over 3 s ${Math.round(idle.slowestOtherMs)} ms (the machine's own noise)`);

const file = join(configDir, 'flags', 'big.yaml');
for (const variants of sizes) {
  const text = bigFlag(variants);
  const read: number[] = [];
  const other: number[] = [];
  for (let run = 0; run < runs; run++) {
    writeFileSync(file, text.replace('defaultVariant: v1', `defaultVariant: v${run + 1}`));
    const outcome = await whileReading(async () => (await served()).big === run + 1);
    read.push(outcome.ms);
    other.push(outcome.slowestOtherMs);
  }
  rmSync(file);
  await whileReading(async () => (await served()).big === undefined);
  console.log(
    `${variants.toLocaleString('en')} variants (${(text.length / 1e6).toFixed(2)} MB): served after ${Math.round(median(read))} ms; slowest GET /api/products meanwhile ${Math.round(median(other))} ms (medians of ${runs})`,
  );
}

for (const steps of [16, 19]) {
  const name = `chain-${steps}.yaml`;
  warnings.length = 0;
  writeFileSync(join(configDir, 'flags', name), chain(steps));
  const outcome = await whileReading(async () => warnings.some((line) => line.includes(name)));
  console.log(
    `${steps} shared rules each using the previous twice: refused after ${Math.round(outcome.ms)} ms (${warnings.find((line) => line.includes(name))?.includes('RULE_TOO_LARGE') ? 'RULE_TOO_LARGE' : 'other'}); slowest GET /api/products meanwhile ${Math.round(outcome.slowestOtherMs)} ms`,
  );
  rmSync(join(configDir, 'flags', name));
}

await stack.close();
rmSync(configDir, { recursive: true, force: true });
