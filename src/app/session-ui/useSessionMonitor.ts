/**
 * Starts the session monitor while someone is logged in (spec 4) and stops it otherwise.
 * The monitor itself re-checks the token every tick; this only follows login and logout.
 */
import { useEffect } from 'react';
import type { SessionMonitor } from '../session/session-clock.ts';

/** `monitor` is null until the customer services are there (their own chunk in the browser). */
export function useSessionMonitor(monitor: Pick<SessionMonitor, 'start' | 'stop'> | null, loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn || !monitor) return undefined;
    monitor.start();
    return () => monitor.stop();
  }, [monitor, loggedIn]);
}
