/**
 * How long a `portal` command takes to answer one persona's question, against `node -e 0` on the
 * same machine at the same time (within 10 times). Each is run alternately, so a load
 * that comes and goes weighs on both; medians are printed. The first command run builds the
 * bundle and keeps the validation (tools/portal/run.mjs) and is left out, as after any change.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

function wallMs(args: string[], cwd: string): number {
  const started = performance.now();
  execFileSync(process.execPath, args, { cwd, stdio: 'ignore' });
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function benchPortalCommand(repoRoot: string, runs = 9): void {
  const commands: { name: string; args: string[] }[] = [
    { name: 'resolve --persona active-de', args: ['tools/portal/run.mjs', 'resolve', '--persona', 'active-de'] },
    { name: 'explain --persona payment-methods-off-de --item payment-methods', args: ['tools/portal/run.mjs', 'explain', '--persona', 'payment-methods-off-de', '--item', 'payment-methods'] },
  ];
  for (const command of commands) wallMs(command.args, repoRoot);
  const node: number[] = [];
  const times = new Map(commands.map((command) => [command.name, [] as number[]]));
  for (let i = 0; i < runs; i++) {
    node.push(wallMs(['-e', '0'], repoRoot));
    for (const command of commands) times.get(command.name)!.push(wallMs(command.args, repoRoot));
  }
  const base = median(node);
  console.log(`\nportal command, ${runs} runs each (median), load average ${loadavg()[0]!.toFixed(1)}: node -e 0 takes ${base.toFixed(0)} ms`);
  for (const [name, values] of times) {
    const ms = median(values);
    console.log(`  ${name.padEnd(66)} ${ms.toFixed(0).padStart(5)} ms = ${(ms / base).toFixed(1)} × node -e 0 (target 10 ×)`);
  }
}
