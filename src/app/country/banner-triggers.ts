/**
 * The country banner's triggers as the browser holds them (spec 2.7): the `?country=` query
 * parameter, the stored preferred locale and the flag cookie. Whether they show the banner is
 * the engine's rule (config/headers/headers.yaml countryBanner); the app only takes them away
 * once the visitor has answered the banner ("All good", or choosing a market), so the answer
 * holds on this page and on the next one until a trigger is set again.
 */
import type { LocationSnapshot } from '../routes/navigation.ts';
import type { BrowserSignals } from '../data/page-context.ts';
import { COUNTRY_BANNER_COOKIE, PREFERRED_LOCALE_STORAGE_KEY } from '../environment.ts';

/** The query parameter the engine reads as `page.queryCountry`. */
export const COUNTRY_QUERY_PARAMETER = 'country';

/**
 * The current address without `?country=` (all its occurrences); the other parameters stay as
 * written and in order (`?flags=a,b` is not re-encoded), and so does the hash. Null when there
 * is no country parameter, so nothing needs to change. Names compare as written, as the
 * engine's query facts do (it reads `country`, not `Country`).
 */
export function withoutCountryQuery(location: LocationSnapshot): string | null {
  const pairs = location.search.slice(1).split('&');
  const kept = pairs.filter((pair) => pair !== '' && pair.split('=')[0] !== COUNTRY_QUERY_PARAMETER);
  if (!pairs.some((pair) => pair.split('=')[0] === COUNTRY_QUERY_PARAMETER)) return null;
  return `${location.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${location.hash}`;
}

/**
 * The signals once the visitor has answered the banner: its cookie gone, the answer stored.
 * What App knows at once, before the browser is read again.
 */
export function answeredBanner(read: BrowserSignals, preferredLocale: string): BrowserSignals {
  const { [COUNTRY_BANNER_COOKIE]: _, ...cookies } = read.cookies;
  return { ...read, cookies, storage: { ...read.storage, [PREFERRED_LOCALE_STORAGE_KEY]: preferredLocale } };
}
