/**
 * Whether a media query matches, read in an effect so render never touches `window`.
 * Server render and the first client render use `serverDefault`, so hydration matches.
 */
import { useEffect, useState } from 'react';

export function useMediaQuery(query: string, serverDefault: boolean): boolean {
  const [matches, setMatches] = useState(serverDefault);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
