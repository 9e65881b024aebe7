/**
 * The flags the shown page runs with (App.tsx computes them: environment.ts effectiveFlags), and
 * the config's defaults and table they were made from, for the parts of the page that act on a
 * flag outside the engine's view model (the authentication gate, the sign-in's multi-context).
 */
import { createContext, useContext } from 'react';
import type { FeatureFlags } from '../../engine/types/persona.ts';
import { FLAGS, type FlagTable } from '../../engine/flags/declaration.ts';

export interface PageFlags {
  flags: Readonly<FeatureFlags>;
  /** config/flags/'s defaults (the compiled config's): what a flag is when nobody answered for it. */
  defaults: Readonly<FeatureFlags>;
  table: FlagTable;
}

export const PageFlagsContext = createContext<PageFlags>({ flags: {}, defaults: {}, table: FLAGS });

export function usePageFlags(): PageFlags {
  return useContext(PageFlagsContext);
}
