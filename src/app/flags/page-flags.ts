/**
 * The flags the shown page runs with (App.tsx computes them: environment.ts effectiveFlags), and
 * the config's defaults and table they were made from, for the parts of the page that act on a
 * flag outside the engine's view model (the authentication gate, the sign-in's multi-context).
 *
 * The context holds a store that stays the same object for the page's life, never the flags
 * themselves. A context value that changes (the flag service answering) reaches React's
 * prerendered parts that are still waiting for their code (the footer hydrates only when the
 * visitor nears it), and React holds the whole update back until they have hydrated: a signed-in
 * page opened from its address stayed busy, its customer data never shown, until the visitor
 * scrolled. A store's change re-renders only the components that read it (value-store.ts).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FeatureFlags } from '../../engine/types/persona.ts';
import { FLAGS, type FlagTable } from '../../engine/flags/declaration.ts';
import { valueStore, type ValueStore } from './value-store.ts';

export interface PageFlags {
  flags: Readonly<FeatureFlags>;
  /** config/flags/'s defaults (the compiled config's): what a flag is when nobody answered for it. */
  defaults: Readonly<FeatureFlags>;
  table: FlagTable;
}

export type PageFlagsStore = ValueStore<PageFlags>;

export const PageFlagsContext = createContext<PageFlagsStore>(valueStore({ flags: {}, defaults: {}, table: FLAGS }));

/** The page's flags, re-rendering the caller when they change. */
export function usePageFlags(): PageFlags {
  const store = useContext(PageFlagsContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The store itself, for code that reads the flags when it acts (an effect, a handler), not when it draws. */
export function usePageFlagsStore(): PageFlagsStore {
  return useContext(PageFlagsContext);
}
