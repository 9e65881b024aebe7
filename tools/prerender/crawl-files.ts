/**
 * robots.txt and one sitemap per locale, generated from the page table (routes.json): every
 * public page that is not marked noindex, on its locale's site, with its hreflang alternates.
 */
import type { RoutesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { languageTagOf } from '../../src/app/routes/locale.ts';

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Where a locale's sitemap lives: under the locale, on its own site. */
export function sitemapPath(locale: string): string {
  return `/${locale}/sitemap.xml`;
}

/** Every indexable page of every locale, by page id, for the alternates of each entry. */
function indexableById(routes: RoutesManifest) {
  const byId = new Map<string, { locale: string; href: string }[]>();
  for (const page of routes.pages) {
    if (!page.indexable) continue;
    const origin = routes.origins[page.locale];
    if (!origin) continue;
    (byId.get(page.id) ?? byId.set(page.id, []).get(page.id)!).push({ locale: page.locale, href: `${origin}${page.path}` });
  }
  return byId;
}

export function sitemaps(routes: RoutesManifest): Map<string, string> {
  const byId = indexableById(routes);
  const files = new Map<string, string>();
  for (const locale of routes.locales) {
    const entries = routes.pages.filter((page) => page.locale === locale && page.indexable && routes.origins[locale]);
    const urls = entries.map((page) => {
      const alternates = (byId.get(page.id) ?? [])
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${xml(languageTagOf(a.locale))}" href="${xml(a.href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${xml(`${routes.origins[locale]}${page.path}`)}</loc>\n${alternates}\n  </url>`;
    });
    files.set(
      sitemapPath(locale),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
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
