/**
 * The engine's page context (persona `context`) for the current browser page. Pure: the
 * caller reads location, storage and cookies (in an effect or in main.tsx) and passes them.
 */
import type { PageContext } from '../../engine/types/persona.ts';

export interface PageInputs {
  locale: string;
  pathname: string;
  /** A legacy hash route (#/MyInvestments/Overview) names a page too (config/pages/ hashRoutes). */
  hash?: string;
  search: string;
  host: string;
  storedPreferredLocale: string | null;
  countryBannerCookie: boolean;
  headerType?: PageContext['headerType'];
}

export function queryRecord(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return query;
}

/** `?design=v1` chooses the older design (spec 2.6 design-version flag); v2 otherwise. */
export function designVersionOf(search: string): 'v1' | 'v2' {
  return new URLSearchParams(search).get('design')?.toLowerCase() === 'v1' ? 'v1' : 'v2';
}

export function pageContextOf(inputs: PageInputs): PageContext {
  return {
    locale: inputs.locale,
    page: inputs.hash && inputs.hash !== '#' ? `${inputs.pathname}${inputs.hash}` : inputs.pathname,
    host: inputs.host,
    query: queryRecord(inputs.search),
    designVersion: designVersionOf(inputs.search),
    storedPreferredLocale: inputs.storedPreferredLocale,
    countryBannerCookie: inputs.countryBannerCookie,
    ...(inputs.headerType ? { headerType: inputs.headerType } : {}),
  };
}
