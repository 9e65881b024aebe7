/**
 * A flag evaluation the customer saw, as the spec's tracking event (spec 3 payload): one per
 * flag and variant in a browser session (a kill switch that changes the variant is a new
 * exposure; the same answer polled again is not). The session's record is kept in per-tab
 * storage, so a reload does not repeat them; without storage, once per page.
 */
import type { StorageLike } from '../session/storage.ts';
import type { TrackingPayload } from '../tracking/tracker.ts';
import type { FlagExposure } from './types.ts';

export const EXPOSURES_KEY = 'portal.flagExposures';

export function exposureEvent(exposure: FlagExposure): TrackingPayload {
  return {
    event_name: 'feature_flag',
    object: exposure.key,
    action: 'exposure',
    component: 'feature_flags',
    custom_attribute_1: exposure.variant ?? '',
    custom_attribute_2: exposure.reason,
  };
}

/** An onExposure that tracks each flag and variant once per session. */
export function exposureTracker(track: (event: TrackingPayload) => void, storage?: StorageLike | null): (exposure: FlagExposure) => void {
  let seen: Set<string>;
  try {
    seen = new Set(JSON.parse(storage?.getItem(EXPOSURES_KEY) ?? '[]') as string[]);
  } catch {
    seen = new Set();
  }
  return (exposure) => {
    const id = `${exposure.key}=${exposure.variant ?? ''}`;
    if (seen.has(id)) return;
    seen.add(id);
    try {
      storage?.setItem(EXPOSURES_KEY, JSON.stringify([...seen]));
    } catch {
      // Storage full or refused: the page still tracks once.
    }
    track(exposureEvent(exposure));
  };
}
