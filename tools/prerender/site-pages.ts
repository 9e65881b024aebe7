/**
 * The HTML files a build writes, and what each one is drawn from: the full prerender
 * (prerender-site.ts) writes them all, a save under `npm start` (tools/save-to-served/) only
 * those whose inputs changed. One list for both, so the two cannot write different sites.
 */
import { join } from 'node:path';
import type { RouteEntry, RoutesManifest } from '../../src/engine/pages/routes-manifest.ts';
import type { ConfigModules } from '../config-modules/config-modules.ts';
import { alternatesOf } from './alternates.ts';
import { alternateLinks } from './page-html.ts';

export interface SitePage {
  /** Relative to the build folder: de-de/deposit-guarantee/index.html, de-de/404.html. */
  file: string;
  locale: string;
  /** The path it is rendered at (the not-found page at a path no page answers). */
  path: string;
  origin: string;
  /** Its hreflang alternates, as head tags. */
  alternates: string;
  /** The id of the page whose body it shows (null: the locale's not-found page). */
  pageId: string | null;
}

/** The path a page's HTML is written under: its canonical path, in lower case. */
export function htmlFileOf(path: string): string {
  return join(...path.toLowerCase().split('/').filter(Boolean), 'index.html');
}

function originOf(routes: RoutesManifest, locale: string): string {
  return routes.origins[locale] ?? `https://${locale}.invalid`;
}

/** Every page's HTML file (one per canonical path: an alias or a second entry of the same path is the same page), then each locale's not-found page. */
export function sitePages(routes: RoutesManifest): SitePage[] {
  const pages: SitePage[] = [];
  const written = new Set<string>();
  const pageFile = (page: RouteEntry): SitePage => {
    const { alternates, xDefault } = alternatesOf(page, routes);
    // A route of one subject of a page (an offer's: `offer/<offer id>`, tools/offers/offer-build.ts) shows that page's body.
    const pageId = page.id.split('/')[0] ?? page.id;
    return {
      file: htmlFileOf(page.path),
      locale: page.locale,
      path: page.path,
      origin: originOf(routes, page.locale),
      alternates: alternateLinks(alternates, xDefault),
      pageId,
    };
  };
  for (const page of routes.pages) {
    const file = htmlFileOf(page.path);
    if (written.has(file)) continue;
    written.add(file);
    pages.push(pageFile(page));
  }
  for (const locale of routes.locales) {
    // A path no page answers: the locale's not-found page, which the servers send with 404.
    pages.push({ file: join(locale, '404.html'), locale, path: `/${locale}/__not-found__/`, origin: originOf(routes, locale), alternates: '', pageId: null });
  }
  return pages;
}

/**
 * What a page's HTML is drawn from, as two keys: `drawn` changes when what it shows may change
 * (its locale's config, which carries the time it resolves at when its rules read one, its
 * footer, its body, its alternates),
 * `named` when only the modules it names for later change (the customer part, the page table):
 * then its HTML needs only the new names, not a new render.
 */
export interface PageInputs {
  drawn: string;
  named: string;
}

/** `notFoundIds`: each locale's not-found page id (its body is the not-found page's). */
export function pageInputs(page: SitePage, modules: ConfigModules, notFoundIds: Readonly<Record<string, string | undefined>>): PageInputs | null {
  const files = modules.locales[page.locale];
  const bodyId = page.pageId ?? notFoundIds[page.locale];
  const body = bodyId === undefined ? undefined : modules.bodies[page.locale]?.[bodyId];
  if (!files || body === undefined) return null;
  return {
    drawn: [files.locale, files.footer, body, page.alternates].join('\n'),
    named: [files.customer, files.pages].join('\n'),
  };
}
