/**
 * Validation of config/ off the server's thread: a worker (validate-worker.ts) that stays up
 * between runs (its parse cache makes a re-validation after one edit fast), is given a time
 * limit per run and is replaced when it overruns or dies, so a file that takes forever costs a
 * finding, never the server.
 */
import { Worker } from 'node:worker_threads';
import type { ValidateReply, ValidateRequest } from './validate-worker.ts';
import { revive } from '../config/validation-cache.ts';

export type ValidationOutcome = Extract<ValidateReply, { ok: true }> | { ok: false; message: string };

export interface ValidationThread {
  /** Validates config/ now; resolves with the result or with why there is none. */
  validate(): Promise<ValidationOutcome>;
  close(): void;
}

export interface ValidationThreadOptions {
  repoRoot: string;
  configDir: string;
  /** A run that takes longer is stopped and reported. Default 120 s. */
  timeoutMs?: number;
  /** The worker's heap limit, MB: a config that needs more is stopped and reported. Default 1024. */
  maxMemoryMb?: number;
}

/** Plain JavaScript that registers the TypeScript loader, then loads validate-worker.ts. */
const WORKER = new URL('./validate-worker-entry.mjs', import.meta.url);

export function createValidationThread(options: ValidationThreadOptions): ValidationThread {
  const timeoutMs = options.timeoutMs ?? 120_000;
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, (outcome: ValidationOutcome) => void>();

  const failAll = (message: string) => {
    for (const resolve of pending.values()) resolve({ ok: false, message });
    pending.clear();
  };
  const maxMemoryMb = options.maxMemoryMb ?? 1024;
  const start = (): Worker => {
    const created = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb } });
    created.unref();
    created.on('message', (reply: ValidateReply) => {
      const resolve = pending.get(reply.id);
      pending.delete(reply.id);
      resolve?.(reply.ok ? { ...reply, config: revive(reply.config, options.repoRoot) as typeof reply.config } : { ok: false, message: reply.message });
    });
    created.on('error', (error) => {
      const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      failAll(
        outOfMemory
          ? `validating config/ needed more than ${maxMemoryMb} MB and was stopped: is a rule or a file very large?`
          : `the validation thread failed: ${error.message}`,
      );
    });
    created.on('exit', () => {
      if (worker === created) worker = undefined;
      failAll('the validation thread stopped');
    });
    return created;
  };

  return {
    validate() {
      worker ??= start();
      const running = worker;
      const id = nextId++;
      return new Promise<ValidationOutcome>((resolve) => {
        const timer = setTimeout(() => {
          if (!pending.has(id)) return;
          pending.delete(id);
          resolve({
            ok: false,
            message: `validating config/ took longer than ${Math.round(timeoutMs / 1000)} s and was stopped: is a file very large, or not a regular file?`,
          });
          if (worker === running) worker = undefined;
          void running.terminate();
        }, timeoutMs);
        timer.unref();
        pending.set(id, (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        });
        const request: ValidateRequest = { id, repoRoot: options.repoRoot, configDir: options.configDir };
        running.postMessage(request);
      });
    },
    close() {
      failAll('the preview was closed');
      void worker?.terminate();
      worker = undefined;
    },
  };
}
