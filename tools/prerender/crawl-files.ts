/**
 * robots.txt and one sitemap per locale, generated from the page table (routes.json): every
 * public page that is not marked noindex, on its locale's site, with its hreflang alternates
 * and x-default (alternates.ts, shared with the page's head).
 */
import type { RouteEntry, RoutesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { alternatesOf } from './alternates.ts';

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Where a locale's sitemap lives: under the locale, on its own site. */
export function sitemapPath(locale: string): string {
  return `/${locale}/sitemap.xml`;
}

/** One sitemap entry: the page and its hreflang alternates, x-default last, as its own head has them. */
function urlEntry(page: RouteEntry, routes: RoutesManifest): string {
  const { alternates, xDefault } = alternatesOf(page, routes);
  const links = [...alternates.map((a) => ({ lang: a.lang, href: a.href })), ...(xDefault ? [{ lang: 'x-default', href: xDefault }] : [])].map(
    (a) => `\n    <xhtml:link rel="alternate" hreflang="${xml(a.lang)}" href="${xml(a.href)}"/>`,
  );
  return `  <url>\n    <loc>${xml(`${routes.origins[page.locale]}${page.path}`)}</loc>${links.join('')}\n  </url>`;
}

export function sitemaps(routes: RoutesManifest): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of routes.locales) {
    const entries = routes.pages.filter((page) => page.locale === locale && page.indexable && routes.origins[locale]);
    files.set(
      sitemapPath(locale),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map((page) => urlEntry(page, routes)).join('\n')}\n</urlset>\n`,
    );
  }
  return files;
}

/**
 * One robots.txt for every site: everything may be crawled (customer pages say noindex in their
 * own head, which a crawler can only read when it may fetch them), and every sitemap is named.
 */
export function robotsTxt(routes: RoutesManifest): string {
  const lines = ['User-agent: *', 'Allow: /', ''];
  for (const locale of routes.locales) {
    const origin = routes.origins[locale];
    if (origin) lines.push(`Sitemap: ${origin}${sitemapPath(locale)}`);
  }
  return `${lines.join('\n')}\n`;
}
