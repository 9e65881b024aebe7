/**
 * The portal's production build (`vite build`) into a given folder, as a rebuild of the
 * running local portal needs it: its output kept back (a build prints a thousand lines and
 * size warnings) and handed over only when asked for or when the build fails.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { BuildOutcome } from './rebuild-on-change.ts';

export function viteBuild(repoRoot: string, outDir: string, verbose: boolean): Promise<BuildOutcome> {
  return new Promise((resolve) => {
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: repoRoot,
      stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `could not run vite: ${error.message}` }));
    child.on('exit', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
