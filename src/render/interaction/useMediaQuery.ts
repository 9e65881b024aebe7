/**
 * Calls `onMatch` when a media query starts to match (for example: close the mobile panel
 * when the window grows past the large breakpoint). Subscribes in an effect only.
 */
import { useEffect, useRef } from 'react';

export function useOnMediaMatch(query: string, active: boolean, onMatch: () => void): void {
  const callback = useRef(onMatch);
  callback.current = onMatch;

  useEffect(() => {
    if (!active || typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    if (list.matches) callback.current();
    const handle = (event: MediaQueryListEvent) => {
      if (event.matches) callback.current();
    };
    list.addEventListener('change', handle);
    return () => list.removeEventListener('change', handle);
  }, [query, active]);
}
