/**
 * The hreflang alternates of a page, for both places that name them: the page's own head
 * (prerender-site.ts) and its locale's sitemap (crawl-files.ts). One function, so a crawler
 * reads the same set, x-default included, wherever it looks.
 */
import type { RouteEntry, RoutesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { languageTagOf } from '../../src/contract/build-and-browser.ts';

export interface Alternate {
  locale: string;
  /** The hreflang value: de-DE, en. */
  lang: string;
  href: string;
}

export interface Alternates {
  /** The same page in every locale that indexes it, this one included; empty when it is the only one. */
  alternates: Alternate[];
  /**
   * For visitors whose language none of the alternates is: the default locale's version, else
   * (a page the default locale does not have, such as an offer only other markets list) the
   * country selector, where such a visitor picks the site of their country.
   */
  xDefault: string | null;
}

/** The page kind of the country selector (config/pages/access.yaml, spec 2.2 /en/select-country/). */
export const COUNTRY_SELECTOR_KIND = 'country-selector';

/** The country selector's address: its first indexable page on a site with an origin. */
function countrySelector(routes: RoutesManifest): string | null {
  const page = routes.pages.find((entry) => entry.kind === COUNTRY_SELECTOR_KIND && entry.indexable && routes.origins[entry.locale]);
  return page ? `${routes.origins[page.locale]}${page.path}` : null;
}

const NONE: Alternates = { alternates: [], xDefault: null };

/**
 * The indexable entries of each page id, in table order: asked for every page of the site (its head
 * and its sitemap entry), so looked up, not searched (1,100 pages searched 2,000 routes each).
 */
const indexes = new WeakMap<RoutesManifest, Map<string, RouteEntry[]>>();
function indexableById(routes: RoutesManifest): Map<string, RouteEntry[]> {
  let index = indexes.get(routes);
  if (!index) {
    index = new Map();
    for (const entry of routes.pages) {
      if (!entry.indexable) continue;
      const list = index.get(entry.id);
      if (list) list.push(entry);
      else index.set(entry.id, [entry]);
    }
    indexes.set(routes, index);
  }
  return index;
}

/** The alternates of an indexable page: the same page id, indexable, on a locale site with an origin. */
export function alternatesOf(page: RouteEntry, routes: RoutesManifest): Alternates {
  if (!page.indexable) return NONE;
  const seen = new Set<string>();
  const alternates = (indexableById(routes).get(page.id) ?? [])
    // Indexable entries are canonical paths only: an alias would name the same page twice.
    .filter((other) => routes.origins[other.locale] && !seen.has(other.locale) && seen.add(other.locale))
    .map((other) => ({ locale: other.locale, lang: languageTagOf(other.locale), href: `${routes.origins[other.locale]}${other.path}` }));
  if (alternates.length < 2) return NONE;
  return { alternates, xDefault: alternates.find((a) => a.locale === routes.defaultLocale)?.href ?? countrySelector(routes) };
}
