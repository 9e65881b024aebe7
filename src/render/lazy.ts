/**
 * React.lazy with a preload: components only some pages need are chunks of their own, and the
 * build's prerender (src/app/boot/prerender/render.tsx) loads them all first, so rendering never
 * suspends there. A suspended boundary would make React write inline scripts into the HTML to
 * reveal it later, which the portal's Content-Security-Policy forbids (and hydration needs no
 * such help: React hydrates a boundary whose chunk is still on its way once it arrives).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<void> };

const registered = new Set<() => Promise<void>>();

/** A thenable that is already fulfilled: React.lazy then renders at once instead of suspending. */
function fulfilled<T>(value: T): Promise<T> {
  const thenable = {
    status: 'fulfilled',
    value,
    // biome-ignore lint/suspicious/noThenProperty: a thenable React's use() reads synchronously, on purpose.
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

// biome-ignore lint/suspicious/noExplicitAny: the props of any component.
export function lazyComponent<P = any>(load: () => Promise<Module<P>>): PreloadableComponent<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const fetchModule = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const preload = async () => void (await fetchModule());
  registered.add(preload);
  return Object.assign(
    lazy(() => (loaded ? fulfilled(loaded) : fetchModule())),
    { preload },
  );
}

/** Loads every lazy component there is (the prerender, before rendering any page). */
export async function preloadAllComponents(): Promise<void> {
  await Promise.all([...registered].map((preload) => preload()));
}
