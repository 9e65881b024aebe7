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
  audience: PageAudience;
}

export interface RoutesManifest {
  defaultLocale: string;
  locales: string[];
  pages: RouteEntry[];
}

export function routesManifest(config: CompiledConfig): RoutesManifest {
  const pages: RouteEntry[] = [];
  for (const [locale, list] of Object.entries(config.pages)) {
    for (const page of list) {
      if (page.notFound) continue;
      for (const path of page.paths) {
        pages.push({ id: page.id, locale, path: path.endsWith('/') ? path : `${path}/`, match: page.match, audience: page.audience });
      }
    }
  }
  return { defaultLocale: config.locales.defaultLocale, locales: config.locales.list.map((l) => l.code), pages };
}
