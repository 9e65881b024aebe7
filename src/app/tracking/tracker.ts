/**
 * Tracking events to the collector (spec 3 payload, spec 7 POST /api/tracking/events).
 * Tracking must never break the portal: failures are a console warning only (spec 8), and
 * `track` never rejects.
 */

import { TRACKING_FIELDS, type TrackingField } from '../../engine/types/tracking.ts';

export { TRACKING_FIELDS, type TrackingField };
export type TrackingValue = string | number | boolean | null | undefined;
export type TrackingPayload = { event_name: string } & Partial<Record<Exclude<TrackingField, 'event_name'>, TrackingValue>>;
/** Fields every event shares (portal, browsing_platform, country_platform, customer_group …). */
export type TrackingBase = Partial<Record<Exclude<TrackingField, 'event_name'>, TrackingValue>>;

/** Relative to the API client's base URL ("/api"). */
export const TRACKING_PATH = '/tracking/events';

export interface TrackerOptions {
  post: (path: string, body: TrackingPayload) => Promise<unknown>;
  /** Read per event, so a later login (customer_group …) shows up without a new tracker. */
  base?: TrackingBase | (() => TrackingBase);
  path?: string;
  warn?: (message: string, error: unknown) => void;
  /** Services that receive every event too, once initialised (forwarder.ts). */
  forwardTo?: readonly { forward(event: TrackingPayload): void }[];
}

export interface Tracker {
  track(event: TrackingPayload): Promise<void>;
}

export function createTracker(options: TrackerOptions): Tracker {
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  const path = options.path ?? TRACKING_PATH;
  const base = (): TrackingBase => (typeof options.base === 'function' ? options.base() : (options.base ?? {}));

  return {
    async track(event) {
      try {
        const payload = toPayload({ ...base(), ...event });
        // The other services hold or send on their own; the collector's answer is awaited.
        for (const service of options.forwardTo ?? []) service.forward(payload);
        await options.post(path, payload);
      } catch (error) {
        warn(`Tracking "${event.event_name}" failed`, error);
      }
    },
  };
}

/**
 * Only the spec 3 fields reach the collector (callers may spread richer objects); absent
 * and empty fields are left out rather than sent as null — the API client strips them too.
 */
export function toPayload(fields: TrackingPayload): TrackingPayload {
  const payload: Record<string, TrackingValue> = {};
  for (const field of TRACKING_FIELDS) {
    const value = fields[field];
    if (value !== undefined && value !== null && value !== '') payload[field] = value;
  }
  return payload as TrackingPayload;
}
