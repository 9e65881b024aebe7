import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import { localizeHref, type UnifiedSite } from '../format/href.ts';
import { holds } from '../rules/evaluate.ts';
import { pageAt } from '../pages/in-window.ts';
import type { BlockResolvers, CustomerResolvers, ResolveContext } from './resolve-types.ts';
import { fillPlaceholders } from '../format/placeholders.ts';

// The shape lives beside the block resolvers' types (resolve-types.ts says why).
export type { ResolveContext } from './resolve-types.ts';

/**
 * Final hrefs per config, base path and host: localizeHref is pure and config hrefs are few, so
 * each is worked out once instead of on every resolve (the regexes dominated resolve time).
 * Bounded, because the host comes from the request.
 */
const hrefCache = new WeakMap<CompiledConfig, Map<string, Map<string, string | null>>>();
const HREF_CACHE_LIMIT = 20_000;

/** The cache of final hrefs for one base path and host (one per locale and request host). */
function hrefsFor(config: CompiledConfig, base: string, host: string | undefined): Map<string, string | null> {
  let byBase = hrefCache.get(config);
  if (!byBase) hrefCache.set(config, (byBase = new Map()));
  const key = `${base}\u0000${host ?? ''}`;
  let hrefs = byBase.get(key);
  if (!hrefs) {
    if (byBase.size >= 1_000) byBase.clear();
    byBase.set(key, (hrefs = new Map()));
  }
  return hrefs;
}

/**
 * Spec 2.1 unified domain: a page of a locale in `unifiedDomainLocales` is on the one domain
 * that serves all of them, so links to those locales' own sites (their market links) become
 * paths there. A page elsewhere (en-us, on its own domain) keeps them absolute. Longest root
 * first, so https://www.example.com/en/ wins over a shorter root on the same host.
 */
const unifiedSitesCache = new WeakMap<CompiledConfig, UnifiedSite[]>();

export function unifiedSitesFor(config: CompiledConfig, locale: string): readonly UnifiedSite[] {
  const unified = config.markets.unifiedDomainLocales;
  if (!unified.includes(locale)) return [];
  let sites = unifiedSitesCache.get(config);
  if (!sites) {
    sites = config.markets.markets
      .filter((m) => unified.includes(m.locale) && /^https?:\/\//i.test(m.link))
      .map((m) => ({ root: m.link, base: `/${m.locale}` }))
      .sort((a, b) => b.root.length - a.root.length);
    unifiedSitesCache.set(config, sites);
  }
  return sites;
}

function cachedHref(hrefs: Map<string, string | null>, raw: string, base: string, host: string | undefined, sites: readonly UnifiedSite[]): string | null {
  let value = hrefs.get(raw);
  if (value === undefined) {
    value = localizeHref(raw, base, host, sites);
    if (hrefs.size >= HREF_CACHE_LIMIT) hrefs.clear();
    hrefs.set(raw, value);
  }
  return value;
}

/**
 * `blocks` and `customer` are the resolvers the caller hands in (src/blocks/registry.ts): two
 * arguments, not one object, because the browser's first load carries every byte of this call.
 */
export function createResolveContext(
  config: CompiledConfig,
  facts: Facts,
  data: CustomerData,
  blocks: BlockResolvers,
  customer: CustomerResolvers | null,
): ResolveContext {
  const locale = facts.page.locale;
  const language = facts.page.language;
  const base = `/${locale}`;
  const host = facts.page.host ?? undefined;
  const strings = config.strings[language] ?? {};
  const fallback = config.strings.en ?? {};
  const results = new Map<unknown, boolean>();
  // The base path names the locale, so the cache per base path also fits its unified sites.
  const hrefs = hrefsFor(config, base, host);
  const sites = unifiedSitesFor(config, locale);
  return {
    config,
    facts,
    data,
    page: pageAt(config.pages, locale, data.context.page?.trim() || `/${locale}/`, facts.now),
    blocks,
    customer,
    locale,
    language,
    href: (raw) => cachedHref(hrefs, raw, base, host, sites),
    text: (key, vars) => fillPlaceholders(strings[key] ?? fallback[key] ?? key, vars),
    holds: (rule) => {
      if (!rule) return true;
      let result = results.get(rule.logic);
      if (result === undefined) results.set(rule.logic, (result = holds(rule, facts)));
      return result;
    },
  };
}
