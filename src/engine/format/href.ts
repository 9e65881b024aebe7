/**
 * Link helpers of spec 2.1 (locale prefix, lower-casing) and spec 5 (unsafe schemes, active item).
 */

const UNSAFE_SCHEMES = ['javascript', 'data', 'vbscript'] as const;

/** Placeholder for the current host in configured hrefs (spec 2.1). */
export const HOST_PLACEHOLDER = '{host}';

/**
 * Normalises an href the way a browser's URL parser does before it reads the scheme:
 * leading and trailing C0 controls and spaces are trimmed, and tab, LF and CR are removed
 * everywhere. Without this, "java\tscript:" or " JaVaScRiPt:" would slip past a naive check.
 */
export function browserNormalizedHref(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a browser strips from an href, so what this strips.
  return href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** The URI scheme of an href (lower-case, without the colon), or null for a relative href. */
export function schemeOf(href: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(browserNormalizedHref(href));
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * Character references that can spell a scheme once an HTML parser decodes them: numeric ones
 * (`&#106;`, `&#x6A`, with or without the semicolon, as HTML decodes them in attributes) and
 * the named tab, newline and colon. Letters have no named references.
 */
const SCHEME_CHARACTER_REFERENCE = /&#(?:x([0-9a-f]+)|([0-9]+));?|&(Tab|NewLine|colon);/gi;
const NAMED: Record<string, string> = { tab: '\t', newline: '\n', colon: ':' };

/** `href` as an HTML parser would read it if it ever reached markup undecoded. */
export function decodedSchemeText(href: string): string {
  return href.replace(SCHEME_CHARACTER_REFERENCE, (match, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? match;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(decimal ?? '', 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

function hasUnsafeScheme(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme !== null && (UNSAFE_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * True for hrefs a browser would run or render as a document: javascript:, data:, vbscript:
 * (spec 5), in any letter case, behind whitespace or control characters, and also when
 * spelled with character references (`&#106;avascript:`): React writes an href verbatim, so
 * those are inert today, but no link is worth keeping that becomes code if some later step
 * decodes it.
 */
export function isUnsafeHref(href: string | null | undefined): boolean {
  if (typeof href !== 'string') return false;
  return hasUnsafeScheme(href) || (href.includes('&') && hasUnsafeScheme(decodedSchemeText(href)));
}

const ABSOLUTE_PREFIXES = [HOST_PLACEHOLDER, 'https://', 'http://', '//', 'www.', 'mailto:', 'tel:', '#'];

/**
 * True when an href must not get the locale base path: it names a host, another scheme
 * target (mail, phone), or an anchor on the current page. Case-insensitive.
 */
export function isAbsoluteHref(href: string): boolean {
  const h = browserNormalizedHref(href).toLowerCase();
  return ABSOLUTE_PREFIXES.some((prefix) => h.startsWith(prefix));
}

function normalizeBasePath(base: string): string {
  const trimmed = base.trim().toLowerCase().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The origin for `{host}` links. The host comes from the request, so only an http(s) origin
 * is taken as given; anything else ("javascript://%0aalert(1)") is read as a host name and
 * gets https:// in front, which keeps it a web address.
 */
function hostUrl(host: string): string {
  const h = host.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(h) ? h : `https://${h}`;
}

/**
 * Lower-cases a relative href (spec 2.1): its path, its query parameter names and its fragment (a
 * legacy hash route such as `#/MyInvestments/TermDeposit` is one of the portal's own routes,
 * which it matches whatever the case: pages/find.ts; the page anchors config names are lower
 * case). Kept as written: the values of query parameters, data (tokens, campaign ids, e-mail
 * addresses) that a server may read case-sensitively.
 */
export function lowerCaseHref(href: string): string {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt).toLowerCase();
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return `${beforeHash.toLowerCase()}${hash}`;
  const path = beforeHash.slice(0, queryAt);
  const query = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? pair.toLowerCase() : pair.slice(0, eq).toLowerCase() + pair.slice(eq);
    })
    .join('&');
  return `${path.toLowerCase()}?${query}${hash}`;
}

/**
 * A site served on the unified domain (spec 2.1): links to its own address (`root`, a market's
 * home such as https://www.example.at/ or https://www.example.com/en/) become paths under
 * `base` (/de-at, /en) of the one domain the page is on.
 */
export interface UnifiedSite {
  root: string;
  base: string;
}

/** The part of an http(s) href after a unified site's root, with that site, or null. */
/** Whether `at` ends a path segment of `text`: at its end ('/?#'.includes('') is true), a '/', a '?' or a '#'. */
function endsSegment(text: string, at: number): boolean {
  return '/?#'.includes(text.charAt(at));
}

function onUnifiedSite(href: string, sites: readonly UnifiedSite[]): { rest: string; base: string } | null {
  const lower = href.toLowerCase();
  for (const site of sites) {
    const root = site.root.trim().replace(/\/+$/, '').toLowerCase();
    if (!lower.startsWith(root)) continue;
    if (!endsSegment(lower, root.length)) continue;
    const rest = href.slice(root.length);
    return { rest: rest.startsWith('/') ? rest : `/${rest}`, base: site.base };
  }
  return null;
}

/**
 * The final href of a configured link (spec 2.1), or null when it is no link at all
 * (empty) or unsafe (javascript:, data:, vbscript:).
 *
 * - `{host}/x` becomes `https://{host}/x` with a host, else the path `/x` (not prefixed, not lower-cased:
 *   the spec exempts `{host}` links from both).
 * - `www.…` becomes `https://www.…`; other absolute hrefs (https, http, //, mailto, tel, #anchor) are kept.
 * - Any other URI scheme (sms:, ftp:, …) is kept unchanged: prefixing it would make a nonsense path.
 * - Everything else is relative: it gets the base path (once: an href already inside the base
 *   path is not prefixed again) and is lower-cased (see `lowerCaseHref`). `/` alone gives the base path.
 * - With `unifiedSites` (the page is on the unified domain), a link to one of those sites
 *   (`https://www.example.at/Konto`, also written `www.example.at/Konto`) is treated as that
 *   site's relative link: `/de-at/konto`, so it stays on the one domain.
 */
export function localizeHref(href: string, localeBasePath: string, host?: string, unifiedSites: readonly UnifiedSite[] = []): string | null {
  if (typeof href !== 'string' || isUnsafeHref(href)) return null;
  const final = finalHref(href, localeBasePath, host, unifiedSites);
  // Checked again as built: a host or base path is input too, and must not make a link unsafe.
  return final === null || isUnsafeHref(final) ? null : final;
}

function finalHref(href: string, localeBasePath: string, host: string | undefined, unifiedSites: readonly UnifiedSite[]): string | null {
  const h = browserNormalizedHref(href);
  if (h === '') return null;
  const lower = h.toLowerCase();

  if (lower.startsWith(HOST_PLACEHOLDER)) {
    let rest = h.slice(HOST_PLACEHOLDER.length);
    if (!rest.startsWith('/')) rest = `/${rest}`;
    return host && host.trim() !== '' ? `${hostUrl(host)}${rest}` : rest;
  }
  const absolute = lower.startsWith('www.') ? `https://${h}` : h;
  const unified = unifiedSites.length > 0 ? onUnifiedSite(absolute, unifiedSites) : null;
  if (unified) return underBasePath(unified.rest, unified.base);
  if (absolute !== h) return absolute;
  if (isAbsoluteHref(h) || schemeOf(h) !== null) return h;
  return underBasePath(h, localeBasePath);
}

/** A relative href under the base path (once), lower-cased per spec 2.1. */
function underBasePath(h: string, localeBasePath: string): string {
  const base = normalizeBasePath(localeBasePath);
  const relative = lowerCaseHref(h.startsWith('/') ? h : `/${h}`);
  if (base === '') return relative;
  if (relative.startsWith(base) && endsSegment(relative, base.length)) return relative;
  // The locale's home is its folder (/de-de/), so "/" and "/#/route" stay under it.
  return base + relative;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Splits "path#hash" and drops a trailing slash of the path, so "/a/" and "/a" compare equal. */
function comparable(pathAndHash: string): string {
  const hashAt = pathAndHash.indexOf('#');
  const path = hashAt === -1 ? pathAndHash : pathAndHash.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : pathAndHash.slice(hashAt);
  return (withoutTrailingSlash(path) + (hash === '#' ? '' : hash)).toLowerCase();
}

/** Two links name the same page: compared like isActiveHref, ignoring any query string. */
export function isSamePath(a: string, b: string): boolean {
  return comparable(a.split('?')[0] ?? '') === comparable(b.split('?')[0] ?? '');
}

/**
 * A menu item is active when the current path plus hash equals its href, case-insensitively (spec 5).
 * A trailing slash on the path is tolerated on either side ("/de-de/konto/" matches "/de-de/konto"),
 * because routers and hand-written links disagree about it; an empty "#" counts as no hash.
 * Anything else must match exactly: a query string in the href or an absolute href never matches.
 */
export function isActiveHref(pathname: string, hash: string, href: string | null | undefined): boolean {
  if (typeof href !== 'string' || href.trim() === '') return false;
  const h = hash === '' || hash.startsWith('#') ? hash : `#${hash}`;
  return comparable(pathname + h) === comparable(href.trim());
}
