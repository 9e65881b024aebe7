/**
 * Spec 9 identification poll: ask at once, then every 300 ms, 10 tries in all; null when the
 * answer never came. A vendor SDK sets itself up some time after its script has loaded, and a
 * customer's identity may still be on its way: polling bounds the wait instead of hanging.
 */
import { IDENTIFY_POLL_ATTEMPTS, IDENTIFY_POLL_INTERVAL_MS } from './constants.ts';
import { GLOBAL_TIMERS, type Timers } from './timers.ts';

export interface PollOptions {
  intervalMs?: number;
  attempts?: number;
  timers?: Timers;
}

export function pollFor<T>(read: () => T | null | undefined, options: PollOptions = {}): Promise<T | null> {
  const intervalMs = options.intervalMs ?? IDENTIFY_POLL_INTERVAL_MS;
  const attempts = options.attempts ?? IDENTIFY_POLL_ATTEMPTS;
  const timers = options.timers ?? GLOBAL_TIMERS;
  return new Promise((resolve) => {
    let tried = 0;
    const attempt = (): void => {
      tried += 1;
      let value: T | null | undefined = null;
      try {
        value = read();
      } catch {
        // A half set-up SDK may throw while it is being read: that is "not yet".
        value = null;
      }
      if (value !== null && value !== undefined) resolve(value);
      else if (tried >= attempts) resolve(null);
      else timers.setTimeout(attempt, intervalMs);
    };
    attempt();
  });
}
