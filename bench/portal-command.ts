/**
 * How long a `portal` command takes to answer one persona's question as a user runs it, `npm run
 * --silent portal -- …`, against `node -e 0` on the same machine at the same time; beside it the
 * same command run by node directly (`node tools/portal/run.mjs …`), which is npm's share left
 * out. Each is measured twice: with the answer service npm start runs beside the portal
 * (tools/portal/answer-service/, started here on a socket of its own and stopped at the end), and
 * alone, as without npm start. Each is run alternately, so a load that comes and goes weighs on
 * all; medians are printed. The first command run builds the bundle and keeps the validation
 * (tools/portal/run.mjs) and is left out, as after any change. Run by `npm run bench`, or alone:
 * npx tsx bench/portal-command.ts [runs]
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function wallMs(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  execFileSync(file, args, { cwd, env, stdio: 'ignore' });
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** npm as the user's shell finds it (the one that runs `npm run bench`, else the one on PATH). */
const NPM = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

async function waitFor(path: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!existsSync(path)) {
    if (Date.now() > until) throw new Error(`the answer service did not listen on ${path} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function benchPortalCommand(repoRoot: string, runs = 9): Promise<void> {
  const questions: { name: string; args: string[] }[] = [
    { name: 'resolve --persona active-de', args: ['resolve', '--persona', 'active-de'] },
    {
      name: 'explain --persona payment-methods-off-de --item payment-methods',
      args: ['explain', '--persona', 'payment-methods-off-de', '--item', 'payment-methods'],
    },
    { name: 'who --item payment-methods', args: ['who', '--item', 'payment-methods'] },
    { name: 'validate', args: ['validate'] },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const socket = join(folder, 'answers.sock');
  const served = { ...process.env, PORTAL_ANSWER_SOCKET: socket };
  const alone = { ...process.env, PORTAL_ANSWER_SOCKET: join(folder, 'none.sock') };
  // --verbose: it logs each answer, so the bench can tell that it answered every one it was asked.
  const service = spawn(process.execPath, ['tools/portal/run.mjs', 'answer-service', '--verbose'], {
    cwd: repoRoot,
    env: served,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serviceLog = '';
  service.stderr!.on('data', (chunk: Buffer) => {
    serviceLog += chunk.toString();
  });
  try {
    await waitFor(socket, 60_000);
    const commands = questions.flatMap(({ name, args }) =>
      (
        [
          ['with npm start', served],
          ['alone', alone],
        ] as const
      ).flatMap(([how, env]) => [
        { name: `npm run --silent portal -- ${name} (${how})`, file: NPM[0]!, args: [...NPM.slice(1), 'run', '--silent', 'portal', '--', ...args], env },
        {
          name: `  node tools/portal/run.mjs ${name.split(' ')[0]} (${how}, npm left out)`,
          file: process.execPath,
          args: ['tools/portal/run.mjs', ...args],
          env,
        },
      ]),
    );
    for (const command of commands) wallMs(command.file, command.args, repoRoot, command.env);
    const node: number[] = [];
    const times = new Map(commands.map((command) => [command.name, [] as number[]]));
    for (let i = 0; i < runs; i++) {
      node.push(wallMs(process.execPath, ['-e', '0'], repoRoot, process.env));
      for (const command of commands) times.get(command.name)!.push(wallMs(command.file, command.args, repoRoot, command.env));
    }
    // Each question of "with npm start" asked once before and once per run, by npm and by node.
    // Its log is read once the runs (synchronous, which hold the event loop) are over.
    await new Promise((r) => setTimeout(r, 200));
    const answered = serviceLog.split('\n').filter((line) => / exit \d+, \d+ ms$/.test(line)).length;
    if (answered < questions.length * 2 * (runs + 1))
      throw new Error(
        `the answer service answered ${answered} of ${questions.length * 2 * (runs + 1)} questions: its figures would be the command alone's\n${serviceLog}`,
      );
    const base = median(node);
    const load = loadavg()[0]!.toFixed(1);
    console.log(`\nportal command as users run it, ${runs} runs each (median), load average ${load}: node -e 0 takes ${base.toFixed(0)} ms`);
    for (const [name, values] of times) {
      const ms = median(values);
      console.log(`  ${name.padEnd(100)} ${ms.toFixed(0).padStart(5)} ms = ${(ms / base).toFixed(1)} × node -e 0 (target 5 ×)`);
    }
  } finally {
    service.kill('SIGTERM');
    await new Promise((r) => service.once('exit', r));
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await benchPortalCommand(resolve(dirname(fileURLToPath(import.meta.url)), '..'), Number(process.argv[2] ?? 9));
