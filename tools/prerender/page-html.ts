/**
 * One prerendered HTML document: the built app shell (dist/index.html) with the page's language,
 * head tags, hreflang alternates, a preload of its locale's config chunk, its markup in #root and
 * its body as data after it (engine/pages/page-data.ts). No inline script or style is added: the
 * portal's CSP allows neither (a `type="application/json"` element is data, which runs nothing).
 */
import { PAGE_DATA_ELEMENT_ID, pageDataText, type PageData } from '../../src/engine/pages/page-data.ts';
import { CONFIG_FILES_ELEMENT_ID, type LocaleFiles } from '../../src/contract/build-and-browser.ts';

export interface PageDocument {
  lang: string;
  /** Tags the page rendered for its head (title, meta, canonical). */
  head: string;
  /** Further head tags (hreflang alternates, preloads). */
  extraHead: string;
  body: string;
  /** The page's body for this path, or null (no page answers it). */
  pageData: PageData | null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function alternateLinks(alternates: { lang: string; href: string }[], xDefault: string | null): string {
  const links = alternates.map((a) => `<link rel="alternate" hreflang="${escapeAttribute(a.lang)}" href="${escapeAttribute(a.href)}">`);
  if (xDefault) links.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(xDefault)}">`);
  return links.join('');
}

export function preloadLink(href: string): string {
  return `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;
}

/**
 * The page's locale's config modules (their names and shapes: src/contract/build-and-browser.ts):
 * the locale's module is preloaded, since the page hydrates with it; the others load when asked
 * for. As data (JSON), which the CSP allows; `<` is escaped so no text in it can close the element.
 */
export function configFilesHead(locale: string, files: LocaleFiles): string {
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  return `${preloadLink(files.locale)}<script type="application/json" id="${CONFIG_FILES_ELEMENT_ID}" data-locale="${escapeAttribute(locale)}">${json}</script>`;
}

/**
 * A page whose locale has rules that read `now` says the time it was resolved at: the HTML is
 * right until the next scheduled change (`portal schedule`), the browser resolves it again at
 * the visit's time after hydration.
 */
export function resolvedAtMeta(resolvedAt: string | null): string {
  return resolvedAt ? `<meta name="portal-resolved-at" content="${escapeAttribute(resolvedAt)}">` : '';
}

export function pageDataElement(data: PageData | null): string {
  return data ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataText(data)}</script>` : '';
}

/** Fills the shell; throws when the shell lacks a place the page needs (a changed index.html). */
export function pageHtml(shell: string, page: PageDocument): string {
  const withLang = shell.replace(/<html\b[^>]*>/, `<html lang="${escapeAttribute(page.lang)}">`);
  if (!/<title>[^<]*<\/title>/.test(withLang)) throw new Error('the app shell (index.html) has no <title> to replace');
  if (!withLang.includes('<div id="root"></div>')) throw new Error('the app shell (index.html) has no empty <div id="root"></div>');
  return withLang
    .replace(/<title>[^<]*<\/title>/, () => `${page.head}${page.extraHead}`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${pageDataElement(page.pageData)}`);
}
