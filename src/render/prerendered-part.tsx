/**
 * A lazily loaded part of a prerendered page (the page's blocks, the footer) whose HTML must stay
 * on screen until its code is there. React keeps a prerendered Suspense boundary's HTML only
 * while nothing re-renders it: an update that reaches the boundary while its code is on its way
 * makes React throw that HTML away and show the fallback (nothing), so everything below jumps up,
 * and back down when the code arrives. Some such updates are the point: `?design=v1` hydrates
 * the prerendered (v2) page and switches to the older design right after; a customer page learns
 * who is logged in. So what the part is given is held as it was when the page hydrated, and the
 * boundary is memoised on it: the update reaches the part once its code is there (React has
 * hydrated it, or does so first), and the part changes in place.
 */
import { memo, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { PreloadableComponent } from './lazy.ts';
import { LazyBoundary } from './LazyBoundary.tsx';

export interface PrerenderedPartProps {
  /** Shown when its code could not be loaded (see LazyBoundary). */
  failed?: ReactNode;
  /**
   * What the part is drawn for (a page's id): given something else while its code is still on
   * its way, it is drawn anew at once rather than held.
   */
  heldFor?: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props.
export function prerenderedPart<C extends PreloadableComponent<any>>(part: C, name: string): ComponentType<ComponentProps<C> & PrerenderedPartProps> {
  const Part = part as ComponentType<ComponentProps<C>>;
  const Boundary = memo(function PrerenderedPartBoundary({ failed, ...props }: ComponentProps<C> & { failed?: ReactNode }) {
    return (
      <LazyBoundary name={name} failed={failed}>
        <Part {...(props as ComponentProps<C>)} />
      </LazyBoundary>
    );
  });
  return function PrerenderedPart({ heldFor, ...props }: ComponentProps<C> & PrerenderedPartProps) {
    const shown = useHeldUntilLoaded(part, props, heldFor);
    return <Boundary {...(shown as ComponentProps<C>)} />;
  };
}

/** `value` until `part`'s code is there; until then the value of the first render (for `key`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the part's props do not matter here.
function useHeldUntilLoaded<T>(part: PreloadableComponent<any>, value: T, key: unknown): T {
  const [held] = useState(() => ({ value, key }));
  const [loaded, setLoaded] = useState(part.isLoaded);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    // A failed load shows through the boundary; what the part is given no longer matters then.
    part.preload().then(
      () => mounted && setLoaded(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [part, loaded]);
  return loaded || !Object.is(held.key, key) ? value : held.value;
}
