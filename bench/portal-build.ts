/**
 * The build the benchmarks measure. By default a fresh one, as `npm start` makes
 * (tools/start.mjs always builds: a stale build measures yesterday's portal), written to a
 * temporary directory so dist/, which other people's tests use, is never touched.
 * `--dist <dir>` measures an existing build instead (for example the one `npm start` serves).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface PortalBuild {
  distDir: string;
  /** true when this run built it (and will remove it). */
  built: boolean;
  cleanup(): Promise<void>;
}

export class BuildError extends Error {
  override name = 'BuildError';
}

/** Runs `vite build` into `outDir`; the build's output is printed only when it fails. */
function viteBuild(outDir: string): Promise<void> {
  const vite = join(repoRoot, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(vite, ['build', '--outDir', outDir, '--emptyOutDir'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => reject(new BuildError(`could not run vite: ${error.message}`)));
    child.on('exit', (code) => {
      if (code === 0) resolvePromise();
      else reject(new BuildError(`vite build failed (exit ${code}):\n${Buffer.concat(output).toString('utf8')}`));
    });
  });
}

/** `given`: the `--dist` argument, if any. */
export async function portalBuild(given: string | undefined, log: (line: string) => void): Promise<PortalBuild> {
  if (given !== undefined) {
    const distDir = resolve(repoRoot, given);
    if (!existsSync(join(distDir, 'index.html'))) throw new BuildError(`${distDir} holds no built portal (no index.html): build it first or leave out --dist`);
    log(`measuring the existing build in ${distDir}`);
    return { distDir, built: false, cleanup: async () => {} };
  }
  const distDir = await mkdtemp(join(tmpdir(), 'bench-dist-'));
  log(`building the portal into ${distDir} ...`);
  const started = performance.now();
  try {
    await viteBuild(distDir);
  } catch (error) {
    await rm(distDir, { recursive: true, force: true });
    throw error;
  }
  log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { distDir, built: true, cleanup: () => rm(distDir, { recursive: true, force: true }) };
}
