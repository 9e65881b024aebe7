/** The session monitor's state in React (useSyncExternalStore, as the monitor intends). */
import { useSyncExternalStore } from 'react';
import type { SessionMonitor } from '../session/session-clock.ts';
import type { SessionState } from '../session/types.ts';

const NO_SESSION: SessionState = { status: 'inactive', remainingSeconds: null, countdownText: null, extendedByMinutes: null };
const noChanges = () => () => undefined;

/** `monitor` is null until the customer services are there: no session is shown meanwhile. */
export function useSessionState(monitor: Pick<SessionMonitor, 'subscribe' | 'getState'> | null): SessionState {
  const read = monitor ? monitor.getState : () => NO_SESSION;
  return useSyncExternalStore(monitor ? monitor.subscribe : noChanges, read, read);
}
