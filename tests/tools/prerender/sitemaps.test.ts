/**
 * A sitemap names the same hreflang alternates as the page's own head,
 * x-default included (both come from tools/prerender/alternates.ts).
 */
import { describe, expect, it } from 'vitest';
import type { RouteEntry, RoutesManifest } from '../../../src/engine/pages/routes-manifest.ts';
import { sitemaps } from '../../../tools/prerender/crawl-files.ts';
import { alternateLinks } from '../../../tools/prerender/page-html.ts';
import { alternatesOf } from '../../../tools/prerender/alternates.ts';

function entry(id: string, locale: string, path: string, indexable = true, kind = 'content'): RouteEntry {
  return { id, locale, path, match: 'exact', kind, audience: 'public', indexable };
}

const routes: RoutesManifest = {
  defaultLocale: 'de-de',
  locales: ['de-de', 'en-gb', 'fr-fr'],
  origins: { 'de-de': 'https://www.example.de', 'en-gb': 'https://www.example.co.uk', 'fr-fr': 'https://www.example.fr' },
  siteHosts: {},
  pages: [
    entry('guarantee', 'de-de', '/de-de/einlagensicherung/'),
    // An alias of the same page: not a second alternate.
    entry('guarantee', 'de-de', '/de-de/deposit-guarantee/', false),
    entry('guarantee', 'en-gb', '/en-gb/deposit-guarantee/'),
    entry('guarantee', 'fr-fr', '/fr-fr/garantie/', false),
    entry('bonds', 'en-gb', '/en-gb/bonds/'),
    entry('bonds', 'fr-fr', '/fr-fr/obligations/'),
    entry('press', 'de-de', '/de-de/presse/'),
    entry('select-country', 'en-gb', '/en-gb/select-country/', true, 'country-selector'),
  ],
};

/** The xhtml:link elements of one <url> of a sitemap, as `hreflang href` lines. */
function sitemapLinks(sitemap: string, loc: string): string[] {
  const url = sitemap.split('<url>').find((part) => part.includes(`<loc>${loc}</loc>`));
  if (!url) throw new Error(`${loc} is not in the sitemap`);
  return [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
}

/** The same from a page's head tags. */
function headLinks(head: string): string[] {
  return [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
}

describe('sitemaps', () => {
  const files = sitemaps(routes);

  it('name x-default, the default locale’s version, beside the language alternates', () => {
    expect(sitemapLinks(files.get('/en-gb/sitemap.xml')!, 'https://www.example.co.uk/en-gb/deposit-guarantee/')).toEqual([
      'de-DE https://www.example.de/de-de/einlagensicherung/',
      'en-GB https://www.example.co.uk/en-gb/deposit-guarantee/',
      'x-default https://www.example.de/de-de/einlagensicherung/',
    ]);
  });

  it('give every entry exactly the alternates its page’s head declares', () => {
    for (const page of routes.pages.filter((p) => p.indexable)) {
      const { alternates, xDefault } = alternatesOf(page, routes);
      const sitemap = files.get(`/${page.locale}/sitemap.xml`)!;
      expect(sitemapLinks(sitemap, `${routes.origins[page.locale]}${page.path}`), page.path).toEqual(headLinks(alternateLinks(alternates, xDefault)));
    }
  });

  it('name the country selector as x-default when the default locale lacks the page, and no alternates for a page only one locale has', () => {
    expect(sitemapLinks(files.get('/fr-fr/sitemap.xml')!, 'https://www.example.fr/fr-fr/obligations/')).toEqual([
      'en-GB https://www.example.co.uk/en-gb/bonds/',
      'fr-FR https://www.example.fr/fr-fr/obligations/',
      'x-default https://www.example.co.uk/en-gb/select-country/',
    ]);
    expect(sitemapLinks(files.get('/en-gb/sitemap.xml')!, 'https://www.example.co.uk/en-gb/select-country/')).toEqual([]);
    expect(sitemapLinks(files.get('/de-de/sitemap.xml')!, 'https://www.example.de/de-de/presse/')).toEqual([]);
    expect(files.get('/de-de/sitemap.xml')).not.toContain('/de-de/deposit-guarantee/');
  });
});
