/**
 * A lazily loaded part of a prerendered page (the page's blocks, the footer) whose HTML must stay
 * on screen until React has hydrated it. React keeps a prerendered Suspense boundary's HTML only
 * while nothing re-renders it: an update that reaches the boundary while its code is on its way
 * makes React throw that HTML away and show the fallback (nothing), so everything below jumps up,
 * and back down when the code arrives. Some such updates are the point: `?design=v1` hydrates
 * the prerendered (v2) page and switches to the older design right after; a customer page learns
 * who is logged in. So what the part is given is held as it was when the page hydrated, and the
 * boundary is memoised on it, until React has hydrated the part (its code is there, and the code
 * of any lazily loaded component inside it): then the update reaches it, and it changes in place.
 *
 * Why the props are held: passing them through (and useSameValue returning each new value) makes
 * an offer page hydrate with a mismatch and throw its nodes away, and a ?design=v1 switch before
 * the page blocks' and the footer's code are there shift the layout (the browser tests catch both).
 * Making the context signals' update a transition (React keeps a dehydrated boundary through a transition) fixes the first, not the second: the
 * page is updated right after hydration by more than one source (the hydrated flag, the visit's
 * time, the session and location stores read with useSyncExternalStore, whose updates React never
 * renders as a transition), so holding the props here is the one place that covers them all.
 */
import { memo, useCallback, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { LazyBoundary } from './LazyBoundary.tsx';

export interface PrerenderedPartProps {
  /** Shown when its code could not be loaded (see LazyBoundary). */
  failed?: ReactNode;
  /**
   * What the part is drawn for (a page's id): given something else before React has hydrated
   * it, it is drawn anew at once rather than held.
   */
  heldFor?: unknown;
}

/** `part` is a lazily loaded component, or one that renders one (App.tsx's footer, which waits before its code is fetched). */
// biome-ignore lint/suspicious/noExplicitAny: any component's props.
export function prerenderedPart<C extends ComponentType<any>>(part: C, name: string): ComponentType<ComponentProps<C> & PrerenderedPartProps> {
  const Part = part as ComponentType<ComponentProps<C>>;
  // biome-ignore lint/correctness/noComponentHookFactories: a higher-order component, called once per part when its module loads, never during a render.
  const Boundary = memo(function PrerenderedPartBoundary({ failed, onShown, ...props }: ComponentProps<C> & { failed?: ReactNode; onShown: () => void }) {
    return (
      <LazyBoundary name={name} failed={failed}>
        <Part {...(props as ComponentProps<C>)} />
        <Shown onShown={onShown} />
      </LazyBoundary>
    );
  });
  // biome-ignore lint/correctness/noComponentHookFactories: as above, the component this higher-order component makes.
  return function PrerenderedPart({ heldFor, ...props }: ComponentProps<C> & PrerenderedPartProps) {
    const [held] = useState(() => ({ props, heldFor }));
    const [shown, setShown] = useState(false);
    const onShown = useCallback(() => setShown(true), []);
    const given = shown || !Object.is(held.heldFor, heldFor) ? props : held.props;
    return <Boundary {...(given as ComponentProps<C>)} onShown={onShown} />;
  };
}

/** Its effect runs when React has committed the boundary's content: hydrated or drawn. */
function Shown({ onShown }: { onShown: () => void }): null {
  useEffect(onShown, [onShown]);
  return null;
}
