/**
 * Calls `onAway` for a pointer press outside the container while `active`. The listener
 * exists only while a dropdown is open, so a closed header costs nothing.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useClickAway(active: boolean, container: RefObject<HTMLElement | null>, onAway: () => void): void {
  // Keep the latest callback without re-subscribing on every render.
  const callback = useRef(onAway);
  callback.current = onAway;

  useEffect(() => {
    if (!active) return undefined;
    const doc = container.current?.ownerDocument ?? document;
    const handle = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && container.current?.contains(target)) return;
      callback.current();
    };
    doc.addEventListener('pointerdown', handle);
    return () => doc.removeEventListener('pointerdown', handle);
  }, [active, container]);
}
