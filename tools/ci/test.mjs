#!/usr/bin/env node
/**
 * `npm test`: the whole suite as phases, each timed, stopping at the first that fails.
 *
 * Phases in one group run at the same time: the checks and the build are each one process that
 * keeps one core busy (tsc, the portal command, Vite), so they share the machine's two cores
 * instead of waiting in line; the size budgets (one Chromium, mostly waiting for the network to
 * go quiet) run beside the unit tests, which leave a core idle while their servers and child
 * processes answer. Nothing in a group reads what another phase of it writes: the unit tests
 * never read dist/, which the build writes before them. A concurrent phase's output is held and
 * printed when it ends, so a failure reads as one block. Each phase's time goes to artifacts/test-results/phases.json,
 * which tools/ci/summary.mjs prints at the end of CI: the next change sees what it costs.
 *
 * `node tools/ci/test.mjs --from browser` starts at a phase (say, after fixing a browser test and
 * running `npm run build`): that phase, the rest of its group and the groups after it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const portal = (...args) => ['node', 'tools/portal/run.mjs', ...args];

/** Groups in order; the phases of a group run concurrently. */
const GROUPS = [
  [{ name: 'system check', command: ['node', 'tools/check-system.mjs'] }],
  [
    { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint and format', command: ['npx', 'biome', 'check'] },
    {
      name: 'config: validate, test, coverage',
      command: ['sh', '-c', `${portal('validate').join(' ')} && ${portal('test').join(' ')} && ${portal('coverage').join(' ')}`],
    },
    { name: 'build', command: ['npx', 'vite', 'build'] },
  ],
  [
    { name: 'unit tests', command: ['npx', 'vitest', 'run'] },
    { name: 'size budgets', command: ['npx', 'tsx', 'bench/size.ts', '--dist', 'dist'] },
  ],
  [{ name: 'browser tests', command: ['npx', 'vitest', 'run', '--config', 'vitest.browser.config.ts'] }],
];

/** PHASES_REPORT moves it (a test of this runner writes its own). */
const REPORT = process.env.PHASES_REPORT ?? join('artifacts', 'test-results', 'phases.json');

function run(phase, holdOutput) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command[0], phase.command.slice(1), { stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held = [];
    if (holdOutput) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve({ name: phase.name, seconds: Math.round((performance.now() - started) / 100) / 10, ok: code === 0, exit: code ?? signal });
    });
    child.on('error', (error) => {
      process.stderr.write(`${phase.name}: could not start ${phase.command[0]}: ${error.message}\n`);
      resolve({ name: phase.name, seconds: 0, ok: false, exit: 'spawn' });
    });
  });
}

function save(results) {
  mkdirSync(dirname(REPORT), { recursive: true });
  // A run that starts midway keeps the earlier phases' times of the last full run.
  const earlier = existsSync(REPORT) ? JSON.parse(readFileSync(REPORT, 'utf8')) : [];
  const names = new Set(results.map((r) => r.name));
  writeFileSync(REPORT, `${JSON.stringify([...earlier.filter((r) => !names.has(r.name)), ...results], null, 2)}\n`);
}

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex > 0 ? process.argv[fromIndex + 1] : undefined;
let groups = GROUPS;
if (from) {
  const start = GROUPS.findIndex((group) => group.some((phase) => phase.name.startsWith(from)));
  if (start >= 0) {
    // Within the phase's own group, the phases before it are left out.
    const first = GROUPS[start].findIndex((phase) => phase.name.startsWith(from));
    groups = [GROUPS[start].slice(first), ...GROUPS.slice(start + 1)];
  }
  if (start < 0) {
    process.stderr.write(
      `no phase named ${from}: ${GROUPS.flat()
        .map((p) => p.name)
        .join(', ')}\n`,
    );
    process.exit(2);
  }
}

/**
 * The local bank's tests run against a PostgreSQL server too: without one named, a throwaway
 * server on 127.0.0.1 is started for the run and stopped after (tools/ledger-postgres.sh), so a
 * developer's `npm test` runs them as CI does. A missing PostgreSQL was named by the system check.
 */
function startLedgerServer() {
  if (process.env.LEDGER_TEST_DATABASE_URL) return () => undefined;
  const printed = execFileSync('bash', ['tools/ledger-postgres.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const url = /LEDGER_TEST_DATABASE_URL=(\S+)/.exec(printed)?.[1];
  if (!url) throw new Error(`tools/ledger-postgres.sh printed no URL: ${printed}`);
  process.env.LEDGER_TEST_DATABASE_URL = url;
  process.stdout.write(`a PostgreSQL server for the local bank's tests at ${url.replace(/\/\/[^@]*@/, '//')}\n`);
  return () => execFileSync('bash', ['tools/ledger-postgres.sh', 'stop'], { stdio: 'inherit' });
}

const results = [];
let stopLedgerServer = () => undefined;
process.on('exit', () => stopLedgerServer());
for (const group of groups) {
  if (group.some((phase) => phase.name === 'unit tests')) stopLedgerServer = startLedgerServer();
  const done = await Promise.all(group.map((phase) => run(phase, group.length > 1)));
  results.push(...done);
  for (const result of done) process.stdout.write(`\nphase ${result.name}: ${result.ok ? 'passed' : `FAILED (exit ${result.exit})`} in ${result.seconds} s\n`);
  save(results);
  if (done.some((result) => !result.ok)) process.exit(1);
}
process.stdout.write(`\nphases: ${results.map((r) => `${r.name} ${r.seconds} s`).join(' · ')}\n`);
