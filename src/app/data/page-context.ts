/**
 * The engine's page context (persona `context`) for the current browser page: the location
 * and the raw signals the browser has (browser-signals.ts). Pure: the caller reads location,
 * storage and cookies (in an effect) and passes them. Which facts follow from the signals is
 * the engine's decision (engine/context/derive.ts, config/context/signals.yaml), so the browser
 * reaches each state the same way `portal resolve` does for a persona.
 */
import type { PageContext } from '../../engine/types/persona.ts';

export interface PageInputs {
  locale: string;
  pathname: string;
  /** A legacy hash route (#/MyInvestments/Overview) names a page too (config/pages/ hashRoutes). */
  hash?: string;
  host: string;
  /** The query (with kept parameters), cookies, User-Agent and stored values the signals name. */
  signals: BrowserSignals;
}

/** The raw signals the browser has (read by browser-signals.ts after hydration). */
export interface BrowserSignals {
  query: Record<string, string>;
  cookies: Record<string, string>;
  userAgent: string;
  storage: Record<string, string>;
}

/** Before the browser was read (the prerender, the hydrating render): no signal at all. */
export const NO_SIGNALS: BrowserSignals = Object.freeze({ query: {}, cookies: {}, userAgent: '', storage: {} });

export function queryRecord(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return query;
}

export function pageContextOf(inputs: PageInputs): PageContext {
  const { query, cookies, userAgent, storage } = inputs.signals;
  return {
    locale: inputs.locale,
    page: inputs.hash && inputs.hash !== '#' ? `${inputs.pathname}${inputs.hash}` : inputs.pathname,
    host: inputs.host,
    query,
    cookies,
    userAgent,
    storage,
  };
}
