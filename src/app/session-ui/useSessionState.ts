/** The session monitor's state in React (useSyncExternalStore, as the monitor intends). */
import { useSyncExternalStore } from 'react';
import type { SessionMonitor } from '../session/session-clock.ts';
import type { SessionState } from '../session/types.ts';

export function useSessionState(monitor: Pick<SessionMonitor, 'subscribe' | 'getState'>): SessionState {
  return useSyncExternalStore(monitor.subscribe, monitor.getState, monitor.getState);
}
