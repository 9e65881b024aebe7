/**
 * `portal review`: run in a process of its own (tools/review/main.ts). It starts two local stacks
 * and Chromium; keeping it out of the command's bundle keeps every other command's start as it is.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export function runReview(args: string[], repoRoot: string): number {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'tools', 'review', 'main.ts'), ...args], { cwd: process.cwd(), stdio: 'inherit' });
  if (run.error) throw run.error;
  return run.status ?? 1;
}
