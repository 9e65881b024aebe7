/**
 * Spec 9: the marketing-analytics script gets 4000 ms to load. A script that errors or has not
 * loaded by then counts as failed (the caller logs a warning); a late load changes nothing.
 */
import { ANALYTICS_SCRIPT_TIMEOUT_MS } from './constants.ts';
import { GLOBAL_TIMERS, type Timers } from './timers.ts';

/** Loads a script and settles when it has run (resolve) or failed (reject). */
export type AwaitedScriptLoader = (src: string) => Promise<void>;

export class ScriptTimeoutError extends Error {
  constructor(src: string, ms: number) {
    super(`The script ${src} did not load within ${ms} ms`);
    this.name = 'ScriptTimeoutError';
  }
}

export function loadScriptWithin(load: AwaitedScriptLoader, src: string, options: { timeoutMs?: number; timers?: Timers } = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? ANALYTICS_SCRIPT_TIMEOUT_MS;
  const timers = options.timers ?? GLOBAL_TIMERS;
  return new Promise<void>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ScriptTimeoutError(src, timeoutMs)), timeoutMs);
    load(src).then(
      () => {
        timers.clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(`The script ${src} could not be loaded`));
      },
    );
  });
}

/** The browser's loader: a script element in the document head. */
export function domScriptLoader(doc: Document): AwaitedScriptLoader {
  return (src) =>
    new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(`The script ${src} could not be loaded`)));
      doc.head.append(script);
    });
}
