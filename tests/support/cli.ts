/** Runs the `portal` command as CI and `npm run portal` do (tools/portal/run.mjs: the bundled command, with its kept validations), without npm's start-up cost. */
import { execFile } from 'node:child_process';
import { repoRoot } from './config.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `env`: the command's whole environment (a test's own answer-service socket), else this process's. */
export function portal(args: string[], env?: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['tools/portal/run.mjs', ...args], { cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs jobs with at most `limit` at a time (the CLI is CPU-bound; CI machines are small). */
export async function inBatches<T>(jobs: (() => Promise<T>)[], limit = 3): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
