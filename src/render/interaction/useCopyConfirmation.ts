/**
 * Copies a value and shows which one was copied for COPY_CONFIRMATION_MS (spec 9). The
 * confirmation resets as soon as `active` turns false (the dropdown closed), so reopening
 * the menu never shows a stale "Copied".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS } from './constants.ts';

export interface CopyConfirmation {
  /** Key of the value whose confirmation shows, or null. */
  copiedKey: string | null;
  copy: (key: string, value: string) => void;
}

export function useCopyConfirmation(active: boolean): CopyConfirmation {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const activeRef = useRef(active);
  activeRef.current = active;

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (active) return;
    clearTimer();
    setCopiedKey(null);
  }, [active, clearTimer]);
  useEffect(() => clearTimer, [clearTimer]);

  const copy = useCallback(
    (key: string, value: string) => {
      // The clipboard API exists only in secure contexts; without it there is nothing to confirm.
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) return;
      clipboard.writeText(value).then(
        () => {
          if (!activeRef.current) return;
          clearTimer();
          setCopiedKey(key);
          timer.current = setTimeout(() => {
            timer.current = null;
            setCopiedKey(null);
          }, COPY_CONFIRMATION_MS);
        },
        () => {
          // Permission refused: no confirmation, the id stays visible to copy by hand.
        },
      );
    },
    [clearTimer],
  );

  return { copiedKey, copy };
}
