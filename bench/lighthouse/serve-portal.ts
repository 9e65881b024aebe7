/**
 * The built portal served as `npm start` serves it: `server/main.ts` (the local stack: portal,
 * identity service and backend on 127.0.0.1), on a free port. In its own process, so serving
 * never waits for Lighthouse's trace processing in this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../portal-build.ts';

export interface ServedPortal {
  url: string;
  stop(): Promise<void>;
}

export class ServeError extends Error {
  override name = 'ServeError';
}

const READY = /portal running at (http:\/\/127\.0\.0\.1:\d+)\//;
const START_TIMEOUT_MS = 30_000;

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
  });
}

export function servePortal(distDir: string): Promise<ServedPortal> {
  const tsx = join(repoRoot, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
  const child = spawn(tsx, ['server/main.ts', '--port', '0', '--dist', distDir], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  // Never leave the server behind when this process ends early.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      void stopChild(child);
      reject(new ServeError(`the local stack did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = READY.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolvePromise({
        url: ready[1]!,
        stop: async () => {
          process.off('exit', killOnExit);
          await stopChild(child);
        },
      });
    };
    child.stdout.on('data', onData);
    // Warnings (bad persona files, internal errors) stay visible.
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      process.stderr.write(chunk);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ServeError(`could not start the local stack: ${error.message}`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new ServeError(`the local stack exited (code ${code}) before it was ready:\n${output}`));
    });
  });
}
