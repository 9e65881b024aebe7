/**
 * The route table the servers read (dist/routes.json): every path that a page answers, per
 * locale, so the local server and nginx answer 404 for any other path under a locale. Built from
 * the compiled config at build time.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { PageAudience } from './config.ts';
import { nowFacts, timeZoneOf } from '../facts/now.ts';
import { inWindow } from './in-window.ts';
import { siteHosts } from './site-hosts.ts';

export interface RouteEntry {
  id: string;
  locale: string;
  /** Locale-prefixed, lower case, with a trailing slash: /de-de/deposit-guarantee/. */
  path: string;
  match: 'exact' | 'prefix';
  /** The page's kind (what `page.kind` rules read): the sitemaps find the country selector by it. */
  kind: string;
  audience: PageAudience;
  /** The canonical path of a public page without noindex: it belongs in the locale's sitemap. */
  indexable: boolean;
}

export interface RoutesManifest {
  defaultLocale: string;
  locales: string[];
  /** Per locale, the origin of its site (config/head/head.yaml): hreflang, sitemaps, robots.txt. */
  origins: Record<string, string>;
  /** Host name -> the locale whose site it is (site-hosts.ts): where `/` and `/login` lead on that host. */
  siteHosts: Record<string, string>;
  pages: RouteEntry[];
  /**
   * The instant the build resolved its pages at (ISO), written by the build: a save under `npm
   * start` resolves at the same one, so it changes only what it changed (tools/save-to-served/).
   */
  builtAt?: string;
}

/**
 * `at` (ms), the build's instant: a page outside its from/until window then has no route, so the
 * servers answer its paths with the not-found page (404) and the sitemap leaves it out until the
 * build made at its time (`portal schedule` lists it). Without `at`, every page.
 */
export function routesManifest(config: CompiledConfig, at?: number): RoutesManifest {
  const pages: RouteEntry[] = [];
  for (const [locale, list] of Object.entries(config.pages)) {
    const now = at === undefined ? undefined : nowFacts(at, timeZoneOf(config.locales.byCode[locale]));
    for (const page of list) {
      if (page.notFound) continue;
      if (now && !inWindow(page, now)) continue;
      const indexable = page.audience !== 'customer' && !/noindex/i.test(page.head.meta_robots ?? '');
      for (const path of page.paths) {
        const full = path.endsWith('/') ? path : `${path}/`;
        pages.push({
          id: page.id,
          locale,
          path: full,
          match: page.match,
          kind: page.kind,
          audience: page.audience,
          indexable: indexable && full === page.path,
        });
      }
    }
  }
  const origins = Object.fromEntries(Object.entries(config.head.sites).map(([locale, site]) => [locale, site.origin]));
  return { defaultLocale: config.locales.defaultLocale, locales: config.locales.list.map((l) => l.code), origins, siteHosts: siteHosts(config), pages };
}
