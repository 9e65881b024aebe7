/**
 * Runs the child process that writes a save of config/ into the served build
 * (tools/save-to-served/child.ts), within limits: a memory limit for the child's heap and a time
 * limit for each save (a hostile config once kept a rebuild busy for 290 s). A child
 * over either is stopped and the save reported as failed; the next save starts a new child. The
 * child is a process of its own so that its heap can be limited and a stuck save stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ChildMessage, UpdateOutcome } from './incremental-protocol.ts';

export interface IncrementalBuilderOptions {
  repoRoot: string;
  distDir: string;
  /** The prerender entry of the build being served. */
  renderEntry: string;
  /** The config folder (default <repoRoot>/config). */
  configDir?: string;
  /** The child's heap limit, MB. Default 1536. */
  maxMemoryMb?: number;
  /** The longest a save may take, ms. Default 120 000. */
  timeoutMs?: number;
  /** The longest the child's start may take (reading the served build, the first update), ms. Default 180 000. */
  startTimeoutMs?: number;
  /** The child's command; tests give a stand-in that misbehaves on purpose. Default the real child. */
  childScript?: string;
  /** What the child's first update did (config/ saved while the portal was built), when it wrote something. */
  onStart?: (outcome: UpdateOutcome) => void;
}

export interface IncrementalBuilder {
  /**
   * Never rejects: a child that fails, crashes or runs out of time is an outcome of kind 'failed'.
   * `changed`: the files saved, relative to config/; absent when not known.
   */
  update(first: readonly string[], changed?: readonly string[]): Promise<UpdateOutcome>;
  /** The served build was replaced (a full build): the next save starts a child that reads it anew. */
  restart(): void;
  /** Resolves once a child has read the served build and written what was saved meanwhile. */
  ready(): Promise<void>;
  close(): void;
}

/** What the child wrote to stderr last: the reason it ended, when it ends. */
const STDERR_KEPT = 4096;

interface Running {
  child: ChildProcess;
  ready: Promise<UpdateOutcome | null>;
  stderr: string;
}

export function startIncrementalBuilder(options: IncrementalBuilderOptions): IncrementalBuilder {
  const maxMemoryMb = options.maxMemoryMb ?? 1536;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const startTimeoutMs = options.startTimeoutMs ?? 180_000;
  const script = options.childScript ?? join(import.meta.dirname, 'child.ts');
  let running: Running | undefined;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = () => {
    running?.child.kill('SIGKILL');
    running = undefined;
  };

  const ended = (state: Running, code: number | null, signal: NodeJS.Signals | null): UpdateOutcome => {
    const heap = /heap out of memory|Reached heap limit/i.test(state.stderr) ? ` (over its memory limit of ${maxMemoryMb} MB)` : '';
    const tail = state.stderr.trim().split('\n').slice(-8).join('\n');
    return { kind: 'failed', message: `the save's process ended${heap}, ${signal ? `signal ${signal}` : `exit code ${code}`}${tail ? `:\n${tail}` : ''}` };
  };

  const start = (): Running => {
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${maxMemoryMb}`,
        '--import',
        'tsx',
        script,
        '--repo',
        options.repoRoot,
        '--dist',
        options.distDir,
        '--entry',
        options.renderEntry,
        ...(options.configDir ? ['--config', options.configDir] : []),
      ],
      {
        cwd: options.repoRoot,
        // React's production build, as `vite build` prerenders with: the same HTML, several times faster.
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      },
    );
    const state: Running = { child, stderr: '', ready: Promise.resolve(null) };
    child.stderr?.on('data', (chunk: Buffer) => {
      state.stderr = (state.stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    state.ready = new Promise<UpdateOutcome | null>((resolve) => {
      const timer = setTimeout(() => {
        if (running === state) stop();
        resolve({ kind: 'failed', message: `the save's process did not start within ${startTimeoutMs / 1000} s` });
      }, startTimeoutMs);
      child.on('message', (message: ChildMessage) => {
        if (message.type === 'ready') {
          if (message.initial.kind !== 'unchanged') options.onStart?.(message.initial);
          resolve(null);
        }
        if (message.type === 'open-failed') resolve({ kind: 'failed', message: `the save's process could not read the served build: ${message.message}` });
        if (message.type !== 'outcome') clearTimeout(timer);
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (running === state) running = undefined;
        resolve(ended(state, code, signal));
      });
      child.on('error', (error) => resolve({ kind: 'failed', message: `the save's process could not start: ${error.message}` }));
    });
    return state;
  };

  const updateOnce = async (first: readonly string[], changed: readonly string[] | undefined): Promise<UpdateOutcome> => {
    running ??= start();
    const state = running;
    const notReady = await state.ready;
    if (notReady) {
      if (running === state) stop();
      return notReady;
    }
    const id = (nextId += 1);
    return new Promise<UpdateOutcome>((resolve) => {
      const finish = (outcome: UpdateOutcome) => {
        clearTimeout(timer);
        state.child.off('message', onMessage);
        state.child.off('exit', onExit);
        resolve(outcome);
      };
      const timer = setTimeout(() => {
        if (running === state) stop();
        finish({ kind: 'failed', message: `the save took longer than ${timeoutMs / 1000} s and was stopped` });
      }, timeoutMs);
      const onMessage = (message: ChildMessage) => {
        if (message.type === 'outcome' && message.id === id) finish(message.outcome);
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => finish(ended(state, code, signal));
      state.child.on('message', onMessage);
      state.child.on('exit', onExit);
      state.child.send({ type: 'update', id, first: [...first], ...(changed ? { changed: [...changed] } : {}) });
    });
  };

  // Started at once: the child's first save then finds the validators and React warm.
  running = start();

  return {
    update(first, changed) {
      const result = queue.then(() => updateOnce(first, changed));
      queue = result;
      return result;
    },
    restart: stop,
    ready: () => (running ??= start()).ready.then(() => undefined),
    close: stop,
  };
}
