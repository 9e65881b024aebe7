/**
 * Locks page scroll while the mobile panel is open; restores the previous value on close or
 * unmount (so a page that set its own overflow keeps it).
 */
import { useEffect } from 'react';

export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
