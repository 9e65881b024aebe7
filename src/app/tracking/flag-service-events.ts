/**
 * The feature-flag service receives tracked events too (spec 7), once the user is identified
 * with it: the identity is polled for (every 300 ms, 10 tries, spec 9), then sent to the
 * service. A failing identity call is logged only (spec 8) and the service gets no events.
 * Locally: POST /api/feature-flags/identify and /api/feature-flags/events (server/backend).
 */
import { pollFor, type PollOptions } from './poll.ts';
import type { Send } from './forwarder.ts';
import type { Timers } from './timers.ts';
import type { TrackingPayload } from './tracker.ts';

export const FLAG_SERVICE_IDENTIFY_PATH = '/feature-flags/identify';
export const FLAG_SERVICE_EVENTS_PATH = '/feature-flags/events';

export interface FlagServiceEventsOptions {
  post: (path: string, body: object) => Promise<unknown>;
  /** The customer number, else the anonymous context id; null while unknown. */
  identity: () => string | null;
  timers?: Timers;
  poll?: Omit<PollOptions, 'timers'>;
  warn?: (message: string, error?: unknown) => void;
}

/** The forwarder's `init` for the feature-flag service. */
export function initFlagServiceEvents(options: FlagServiceEventsOptions): () => Promise<Send | null> {
  const warn = options.warn ?? ((message, error) => console.warn(message, ...(error === undefined ? [] : [error])));
  return async () => {
    const id = await pollFor(options.identity, { ...options.poll, ...(options.timers ? { timers: options.timers } : {}) });
    if (!id) {
      warn('Feature-flag service: nobody to identify; it gets no events');
      return null;
    }
    try {
      await options.post(FLAG_SERVICE_IDENTIFY_PATH, { context: id });
    } catch (error) {
      warn('Feature-flag service: the identity call failed; it gets no events', error);
      return null;
    }
    return async (event: TrackingPayload) => void (await options.post(FLAG_SERVICE_EVENTS_PATH, { context: id, event }));
  };
}
