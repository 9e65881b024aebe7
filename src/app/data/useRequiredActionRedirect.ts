/**
 * Spec 4: a required-action redirect sends its tracking event FIRST (the tracker never
 * rejects: a failure is a warning), then leaves the page with location.replace. The engine
 * already decided whether this page may redirect; this only obeys the view model.
 */
import { useEffect, useRef } from 'react';
import type { Redirect } from '../../engine/types/view-model.ts';
import type { AppHistory } from '../routes/navigation.ts';
import type { Tracker, TrackingPayload } from '../tracking/tracker.ts';

/** `tracker` is null until the customer services are there; only a customer is ever redirected. */
export function useRequiredActionRedirect(redirect: Redirect, tracker: Tracker | null, history: Pick<AppHistory, 'replace'>): void {
  const started = useRef<string | null>(null);
  const href = redirect?.href ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new target (href) starts a new redirect; the object identity of `redirect` does not.
  useEffect(() => {
    if (!redirect || !tracker || started.current === redirect.href) return;
    started.current = redirect.href;
    const tracking = redirect.tracking as TrackingPayload | undefined;
    void (tracking ? tracker.track(tracking) : Promise.resolve()).then(() => history.replace(redirect.href));
    // Only a new target starts a new redirect; the object identity of `redirect` does not.
  }, [href, tracker, history]);
}
