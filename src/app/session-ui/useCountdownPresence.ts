/**
 * Keeps the countdown dialog on screen briefly after an idle countdown ends by itself.
 *
 * Why: the monitor counts mouseup and keydown as activity and dismisses an idle countdown
 * at once (spec 4). The click on "Extend session" starts with exactly such a mouseup (or
 * the Enter keydown), so without a grace period the button disappears before its own
 * click arrives and the extension never happens. During the grace period the dialog shows
 * the last countdown text; an extension, expiry or logout ends it at once.
 */
import { useEffect, useState } from 'react';
import type { SessionState } from '../session/types.ts';

export const COUNTDOWN_GRACE_MS = 1500;

export interface CountdownPresence {
  visible: boolean;
  countdownText: string;
}

export function useCountdownPresence(state: SessionState, graceMs = COUNTDOWN_GRACE_MS): CountdownPresence {
  const [lastText, setLastText] = useState('');
  const [lingering, setLingering] = useState(false);
  const counting = state.status === 'countdown';

  useEffect(() => {
    if (counting) {
      setLastText(state.countdownText ?? '');
      setLingering(true);
      return undefined;
    }
    if (state.status !== 'active') {
      setLingering(false);
      return undefined;
    }
    const timer = setTimeout(() => setLingering(false), graceMs);
    return () => clearTimeout(timer);
  }, [counting, state.status, state.countdownText, graceMs]);

  return { visible: counting || lingering, countdownText: counting ? (state.countdownText ?? '') : lastText };
}
