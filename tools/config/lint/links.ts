/**
 * Every link in menus, footers, headers, redirects and page bodies (rich text included: links in
 * page and accordion HTML and the footer disclaimer, rich-text.ts) must lead somewhere: a path of
 * the portal must be a page declared in config/pages/ for each locale the link is used in (a
 * legacy hash route must be declared as a page's hashRoutes), and a link to another host must
 * name a portal site (config/head/head.yaml origins) or a host of config/links/hosts.yaml.
 * Mistyped paths and hosts get a did-you-mean.
 */
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { HeadFile, LocalesFile } from '../../../src/engine/config/types.ts';
import { isUnsafeHref, localizeHref } from '../../../src/engine/format/href.ts';
import type { PageRoute } from '../../../src/engine/pages/compiled.ts';
import type { PagesFile } from '../../../src/engine/pages/config.ts';
import { pageLocales, pageRoutes } from '../../../src/engine/pages/compile.ts';
import { findPage } from '../../../src/engine/pages/find.ts';
import { closestName } from '../../../src/node/closest-name.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { walk } from './walk.ts';
import { pageScopes } from './page-scopes.ts';
import { misspeltLinkTargets } from './misspelt-link-targets.ts';
import { richTextLinks, richTextUses } from './rich-text.ts';

/** Keys that hold links; `value` is a case of a conditional href. */
const LINK_KEYS = new Set(['href', 'link', 'value']);
const NOT_LINKS = /^(#|mailto:|tel:)/i;
const ABSOLUTE = /^(https?:)?\/\//i;

interface LinkUse {
  record: ConfigFileRecord;
  path: JsonPath;
  href: string;
  locales: string[];
  /** Where the link is written, when that is inside a text (a rich text's HTML) rather than at `path`. */
  at?: () => { line: number; col: number };
}

export function lintLinks(records: ConfigFileRecord[]): Problem[] {
  const localesRecord = records.find((r) => r.kind === 'locales' && r.valid);
  const pageRecords = records.filter((r) => r.kind === 'pages');
  const head = records.find((r) => r.kind === 'head' && r.valid);
  const hosts = records.find((r) => r.kind === 'linkHosts' && r.valid);
  // The page table or the host list did not load: its own findings say why; checking links
  // against half a table would only report consequences.
  if (!localesRecord || !head || !hosts || pageRecords.length === 0 || pageRecords.some((r) => !r.valid)) return [];
  const locales = (localesRecord.source.data as LocalesFile).locales;
  const routes = pageRoutes(
    pageRecords.map((r) => ({ data: r.source.data as PagesFile })),
    locales,
  );
  const sites = new Map(Object.entries((head.source.data as HeadFile).sites).map(([locale, site]) => [hostOf(site.origin), locale]));
  const external = new Set(((hosts.source.data as { external: { host: string }[] }).external ?? []).map((h) => h.host));

  const uses = linkUses(records, locales);
  // A host or page path misspelt where it is declared is one finding there, not one per link.
  const misspelt = misspeltLinkTargets(
    uses.map((u) => u.href),
    hosts,
    pageRecords,
  );
  const problems: Problem[] = [...misspelt.problems];
  for (const use of uses) {
    const problem = checkLink(use, routes, sites, external);
    if (problem && !misspelt.explained(use.href)) {
      const at = use.at?.() ?? use.record.source.locate(use.path);
      problems.push({ file: use.record.file, line: at.line, col: at.col, ...problem });
    }
  }
  return problems;
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return origin.toLowerCase();
  }
}

/** Where each link is used, and in which locales it must resolve. */
function linkUses(records: ConfigFileRecord[], locales: LocalesFile['locales']): LinkUse[] {
  const codes = locales.map((l) => l.code);
  const uses: LinkUse[] = [];
  const collect = (record: ConfigFileRecord, root: unknown, base: JsonPath, locales: string[]) => {
    walk(root, (value, path, key) => {
      if (typeof key === 'string' && LINK_KEYS.has(key) && typeof value === 'string') uses.push({ record, path: [...base, ...path], href: value, locales });
    });
  };
  for (const record of records) {
    if (!record.valid) continue;
    const data = record.source.data as Record<string, unknown>;
    if (record.kind === 'menu' || record.kind === 'footer') collect(record, data, [], [String(data.locale)]);
    else if (record.kind === 'headers') collect(record, data.logos, ['logos'], codes);
    else if (record.kind === 'redirects') collect(record, data.redirects, ['redirects'], codes);
    else if (record.kind === 'pages') {
      (data as unknown as PagesFile).pages.forEach((page, i) => {
        // A block or link restricted to some locales (`locales:`) must resolve only there.
        for (const scope of pageScopes(
          page,
          pageLocales(page, locales).filter((c) => codes.includes(c)),
        )) {
          if (scope.path.length > 0 && typeof scope.node.href === 'string') {
            uses.push({ record, path: ['pages', i, ...scope.path, 'href'], href: scope.node.href, locales: scope.locales });
          }
        }
      });
    }
  }
  for (const text of richTextUses(records, locales)) {
    for (const link of richTextLinks(text)) uses.push({ record: text.record, path: text.path, href: link.href, locales: text.locales, at: link.at });
  }
  return uses;
}

type Finding = { code: string; message: string } | null;

function checkLink(use: LinkUse, routes: Record<string, PageRoute[]>, sites: Map<string, string>, external: Set<string>): Finding {
  const href = use.href.trim();
  if (href === '' || NOT_LINKS.test(href) || isUnsafeHref(href)) return null;
  if (ABSOLUTE.test(href) || /^www\./i.test(href)) {
    let url: URL;
    try {
      url = new URL(/^www\./i.test(href) ? `https://${href}` : href.startsWith('//') ? `https:${href}` : href);
    } catch {
      return { code: 'INVALID_LINK', message: `"${href}" is not a valid URL` };
    }
    const host = url.host.toLowerCase();
    const siteLocale = sites.get(host);
    if (siteLocale !== undefined) {
      const locale = url.pathname.split('/')[1]?.toLowerCase() ?? '';
      if (!routes[locale]) return { code: 'NOT_A_PAGE', message: `"${href}" is on a portal site but its path names no locale` };
      return missingPage(href, `${url.pathname}${url.hash}`, [locale], routes);
    }
    if (external.has(host)) return null;
    const hint = closestName(host, [...sites.keys(), ...external]);
    return {
      code: 'UNKNOWN_HOST',
      message: `"${host}" is neither a portal site nor a declared external host${hint ? ` (did you mean "${hint}"?)` : ''}; declare it in config/links/hosts.yaml`,
    };
  }
  if (/^\{host\}/i.test(href)) {
    const path = href.slice('{host}'.length) || '/';
    const locale = path.split('/')[1]?.toLowerCase() ?? '';
    return routes[locale] ? missingPage(href, path, [locale], routes) : null;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  return missingPage(href, null, use.locales, routes);
}

/** The locales (of those given) where no page answers the link, as a finding. */
function missingPage(href: string, absolutePath: string | null, locales: string[], routes: Record<string, PageRoute[]>): Finding {
  const missing = locales.filter((locale) => {
    const target = absolutePath ?? localizeHref(href, `/${locale}`);
    if (target === null) return false;
    const page = findPage(routes, locale, target);
    return page === null || page.notFound;
  });
  if (missing.length === 0) return null;
  const first = missing[0]!;
  const rest = (absolutePath ?? localizeHref(href, `/${first}`) ?? href).slice(first.length + 1).split('?')[0]!;
  const candidates = (routes[first] ?? []).flatMap((r) => [...(r.path ? [r.path.slice(first.length + 1)] : []), ...r.hashRoutes.map((h) => `/${h}`)]);
  const hint = closestName(rest, candidates, (n) => Math.max(2, Math.floor(n / 4)));
  const where = missing.length === locales.length && locales.length > 1 ? 'in any of its locales' : `in ${missing.join(', ')}`;
  return {
    code: 'NOT_A_PAGE',
    message: `no page answers "${href}" ${where}${hint ? ` (did you mean "${hint}"?)` : ''}; declare it in config/pages/ or fix the link`,
  };
}
