/**
 * dist/routes.json, the build's page table (contract in the team brief), and the serving rule
 * it implies: which path is a page (200), which is not found (404, the not-found page of its
 * locale, or of the default locale outside every locale) and which few paths outside the
 * locales are the app's entry points (the shell, 200: the app redirects them to a locale).
 */

export type PageMatch = 'exact' | 'prefix';

export interface PageRoute {
  id: string;
  locale: string;
  /** `/de-de/deposit-guarantee/`: lower case, leading and trailing slash. */
  path: string;
  match: PageMatch;
  audience: 'public' | 'customer' | 'any';
}

export interface Routes {
  defaultLocale: string;
  locales: string[];
  /**
   * Host name (lower case, no port) -> the locale of the site served there
   * (src/engine/pages/site-hosts.ts): `/` and `/login` on that host go to that site's pages.
   * Absent in routes.json (an older build): none, every host gets the app's entry.
   */
  siteHosts: Record<string, string>;
  pages: PageRoute[];
}

export class RoutesError extends Error {
  override name = 'RoutesError';
}

/** Safe in a URL, a file name and an nginx regex: the nginx configuration is generated from it. */
const SAFE_PATH = /^\/(?:[a-z0-9._~-]+\/)*(?:[a-z0-9._~-]+)?$/i;
const LOCALE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
const AUDIENCES = ['public', 'customer', 'any'];
/** A host name as nginx's $host gives it: lower case letters, digits, dots and hyphens (also safe in its configuration). */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

function fail(message: string): never {
  throw new RoutesError(`routes.json: ${message}`);
}

function stringField(value: Record<string, unknown>, name: string, where: string): string {
  const field = value[name];
  if (typeof field !== 'string' || field === '') fail(`${where}.${name} must be a non-empty string, got ${JSON.stringify(field)}`);
  return field;
}

/** Lower case, without trailing slashes; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function checkPath(path: string, where: string): void {
  if (!SAFE_PATH.test(path)) fail(`${where}.path "${path}" may only contain letters, digits and . _ ~ - between slashes`);
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) fail(`${where}.path "${path}" contains a . or .. segment`);
}

/** Checks routes.json's shape; every message names the field. Throws RoutesError. */
export function parseRoutes(value: unknown): Routes {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('must be a JSON object');
  const root = value as Record<string, unknown>;
  const defaultLocale = stringField(root, 'defaultLocale', 'routes');
  if (!Array.isArray(root.locales) || root.locales.length === 0) fail('routes.locales must be a non-empty array of locales');
  const locales = root.locales.map((locale, index) => {
    if (typeof locale !== 'string' || !LOCALE.test(locale)) fail(`routes.locales[${index}] is not a locale like "de-de": ${JSON.stringify(locale)}`);
    return locale.toLowerCase();
  });
  if (!locales.includes(defaultLocale.toLowerCase())) fail(`routes.defaultLocale "${defaultLocale}" is not in routes.locales`);
  const siteHosts = parseSiteHosts(root.siteHosts, locales);
  if (!Array.isArray(root.pages)) fail('routes.pages must be an array');
  const pages = root.pages.map((entry: unknown, index): PageRoute => {
    const where = `pages[${index}]`;
    if (typeof entry !== 'object' || entry === null) fail(`${where} must be an object`);
    const page = entry as Record<string, unknown>;
    const locale = stringField(page, 'locale', where).toLowerCase();
    if (!locales.includes(locale)) fail(`${where}.locale "${locale}" is not in routes.locales`);
    const path = stringField(page, 'path', where);
    checkPath(path, where);
    if (normalizePath(path) !== `/${locale}` && !normalizePath(path).startsWith(`/${locale}/`)) fail(`${where}.path "${path}" is not under /${locale}/`);
    const match = page.match;
    if (match !== 'exact' && match !== 'prefix') fail(`${where}.match must be "exact" or "prefix", got ${JSON.stringify(match)}`);
    const audience = page.audience;
    if (typeof audience !== 'string' || !AUDIENCES.includes(audience))
      fail(`${where}.audience must be one of ${AUDIENCES.join(', ')}, got ${JSON.stringify(audience)}`);
    return { id: stringField(page, 'id', where), locale, path, match, audience: audience as PageRoute['audience'] };
  });
  return { defaultLocale: defaultLocale.toLowerCase(), locales, siteHosts, pages };
}

function parseSiteHosts(value: unknown, locales: readonly string[]): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('routes.siteHosts must be an object of host name -> locale');
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([host, locale]) => {
      if (!HOST_NAME.test(host)) fail(`routes.siteHosts: "${host}" is not a lower-case host name like "www.example.de"`);
      if (typeof locale !== 'string' || !locales.includes(locale))
        fail(`routes.siteHosts.${host} must be one of routes.locales, got ${JSON.stringify(locale)}`);
      return [host, locale];
    }),
  );
}

export type PathAnswer =
  /** A page answers: 200 with its prerendered HTML when there is one, else the shell. */
  | { kind: 'page'; page: PageRoute; htmlFile: string }
  /**
   * No page answers: 404 with the not-found page of the path's locale, or of the default
   * locale for a path outside every locale (/sitemap.xml, /does-not-exist).
   */
  | { kind: 'not-found'; locale: string; htmlFile: string }
  /** One of the app's entry points outside the locales (APP_ENTRY_PATHS): the shell, 200. */
  | { kind: 'app-entry' }
  /**
   * The same entry point on a site's own host (Routes.siteHosts): a redirect (302, the query
   * kept) to that site's page, `/` to /en-gb/ and `/login` to /en-gb/login/ on www.example.co.uk.
   */
  | { kind: 'site-entry'; to: string };

/**
 * The paths outside every locale that the app answers, by redirecting to a locale
 * (src/app/routes/locale.ts): `/` goes to the default locale, `/login` to the login page of
 * the document's language (spec 2.2). Normalized (normalizePath): `/login/` is `/login`.
 */
export const APP_ENTRY_PATHS: readonly string[] = ['/', '/login'];

/** A Host header's name: lower case, without port or trailing dot (www.example.de:443 -> www.example.de). */
export function hostName(host: string | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * Pages in the order they are tried: exact pages, then prefix pages longest first, so the
 * most specific page wins. The nginx configuration writes its locations in this order too.
 */
export function pagesInMatchOrder(routes: Routes): PageRoute[] {
  const exact = routes.pages.filter((page) => page.match === 'exact');
  const prefix = routes.pages.filter((page) => page.match === 'prefix').sort((a, b) => normalizePath(b.path).length - normalizePath(a.path).length);
  return [...exact, ...prefix];
}

function answers(page: PageRoute, path: string): boolean {
  const own = normalizePath(page.path);
  if (path === own) return true;
  return page.match === 'prefix' && path.startsWith(own === '/' ? '/' : `${own}/`);
}

/** Directory form of a path (`/a/b` -> `/a/b/`), where a prerendered page's index.html lives. */
function directoryOf(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * How a request path is answered. `htmlFile` is the file (relative to dist, leading slash) to
 * send when it exists: the page's own prerendered file for the page's own path (whatever the
 * letter case of the request), the request's directory below a prefix page, the locale's
 * 404.html for a not-found path (the default locale's outside every locale). Files that exist
 * are served before this is asked.
 */
export function answerPath(routes: Routes, pathname: string, host?: string): PathAnswer {
  const path = normalizePath(pathname);
  const locale = path.split('/')[1] ?? '';
  if (!routes.locales.includes(locale)) {
    if (APP_ENTRY_PATHS.includes(path)) {
      const site = routes.siteHosts[hostName(host)];
      return site ? { kind: 'site-entry', to: `/${site}${path === '/' ? '/' : `${path}/`}` } : { kind: 'app-entry' };
    }
    return { kind: 'not-found', locale: routes.defaultLocale, htmlFile: `/${routes.defaultLocale}/404.html` };
  }
  for (const page of pagesInMatchOrder(routes)) {
    if (!answers(page, path)) continue;
    const own = path === normalizePath(page.path);
    return { kind: 'page', page, htmlFile: `${own ? directoryOf(page.path.toLowerCase()) : directoryOf(pathname)}index.html` };
  }
  return { kind: 'not-found', locale, htmlFile: `/${locale}/404.html` };
}
