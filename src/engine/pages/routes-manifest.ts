/**
 * The route table the servers read (dist/routes.json): every path that a page answers, per
 * locale, so the local server and nginx answer 404 for any other path under a locale. Built from
 * the compiled config at build time.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { PageAudience } from './config.ts';

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
  pages: RouteEntry[];
  /**
   * The instant the build resolved its pages at (ISO), written by the build: a save under `npm
   * start` resolves at the same one, so it changes only what it changed (tools/incremental-build/).
   */
  builtAt?: string;
}

export function routesManifest(config: CompiledConfig): RoutesManifest {
  const pages: RouteEntry[] = [];
  for (const [locale, list] of Object.entries(config.pages)) {
    for (const page of list) {
      if (page.notFound) continue;
      const indexable = page.audience !== 'customer' && !/noindex/i.test(page.head.meta_robots ?? '');
      for (const path of page.paths) {
        const full = path.endsWith('/') ? path : `${path}/`;
        pages.push({ id: page.id, locale, path: full, match: page.match, kind: page.kind, audience: page.audience, indexable: indexable && full === page.path });
      }
    }
  }
  const origins = Object.fromEntries(Object.entries(config.head.sites).map(([locale, site]) => [locale, site.origin]));
  return { defaultLocale: config.locales.defaultLocale, locales: config.locales.list.map((l) => l.code), origins, pages };
}
