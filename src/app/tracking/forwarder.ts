/**
 * Spec 7: the marketing-analytics service and the feature-flag service receive tracked events
 * once they are initialised. A forwarder holds the events for one such service until
 *   1. consent is given, where the service needs it (nothing, not even its initialisation,
 *      happens before), then
 *   2. the service is initialised (script loaded, user identified: its `init`),
 * and then sends them, in order, and every later event at once. A service that could not be
 * initialised drops what it held and gets nothing more. Failures are warnings only (spec 8):
 * `forward` never throws and never waits.
 */
import type { ConsentState, ConsentType } from '../consent/consent-state.ts';
import { MAX_HELD_EVENTS } from './constants.ts';
import type { TrackingPayload } from './tracker.ts';

export type Send = (event: TrackingPayload) => Promise<void> | void;

export interface ForwarderOptions {
  /** For warnings: "marketing analytics", "feature-flag service". */
  name: string;
  /** Consent types that must all be granted first; empty when the service needs none. */
  consent: readonly ConsentType[];
  consentState: ConsentState;
  /** Initialises the service; its sender, or null when it gave up (it has warned why). */
  init: () => Promise<Send | null>;
  warn?: (message: string, error?: unknown) => void;
  maxHeld?: number;
}

export interface Forwarder {
  forward(event: TrackingPayload): void;
  /** 'waiting' (for consent or initialisation), 'ready' or 'off'; for tests and logs. */
  status(): 'waiting' | 'ready' | 'off';
}

export function createForwarder(options: ForwarderOptions): Forwarder {
  const warn = options.warn ?? ((message, error) => console.warn(message, ...(error === undefined ? [] : [error])));
  const maxHeld = options.maxHeld ?? MAX_HELD_EVENTS;
  let held: TrackingPayload[] = [];
  let send: Send | null = null;
  let off = false;

  const deliver = (event: TrackingPayload): void => {
    if (!send) return;
    try {
      Promise.resolve(send(event)).catch((error: unknown) => warn(`Tracking "${event.event_name}" to the ${options.name} failed`, error));
    } catch (error) {
      warn(`Tracking "${event.event_name}" to the ${options.name} failed`, error);
    }
  };

  // At once: the service is initialised as soon as consent allows, not at the first event.
  options.consentState
    .whenGranted(options.consent)
    .then(() => options.init())
    .then(
      (sender) => {
        if (!sender) {
          off = true;
          held = [];
          return;
        }
        send = sender;
        const queued = held;
        held = [];
        for (const event of queued) deliver(event);
      },
      (error: unknown) => {
        off = true;
        held = [];
        warn(`The ${options.name} could not be initialised`, error);
      },
    );

  return {
    forward(event) {
      if (off) return;
      if (send) return deliver(event);
      held.push(event);
      if (held.length > maxHeld) held.shift();
    },
    status: () => (off ? 'off' : send ? 'ready' : 'waiting'),
  };
}
