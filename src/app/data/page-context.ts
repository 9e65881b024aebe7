/**
 * The engine's page context (persona `context`) for the current browser page: the location
 * and the raw signals the browser has (browser-signals.ts). Pure: the caller reads location,
 * storage and cookies (in an effect) and passes them. Which facts follow from the signals is
 * the engine's decision (engine/context/derive.ts, config/context/signals.yaml), so the browser
 * reaches each state the same way `portal resolve` does for a persona.
 */
import type { PageContext } from '../../engine/types/persona.ts';
import type { BrowserSignals } from './browser-signals.ts';

export interface PageInputs {
  locale: string;
  pathname: string;
  /** A legacy hash route (#/MyInvestments/Overview) names a page too (config/pages/ hashRoutes). */
  hash?: string;
  host: string;
  /** The query (with kept parameters), cookies, User-Agent and stored values the signals name. */
  signals: BrowserSignals;
}

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
