/**
 * Which site a host name is (spec 2.1: the region comes from the host; spec 2.2: `/login` is the
 * login page of the document's language). Each locale's site has its own origin
 * (config/head/head.yaml), so a request for `/` or `/login` on www.example.co.uk is the UK site's:
 * the servers send it to /en-gb/ and /en-gb/login/ (server/serving/routes.ts) instead of the
 * default locale's German pages. A host where the path decides the region (regions.yaml
 * `pathDecidesFor`, the unified .com domain) has no locale of its own, nor has a host two sites
 * share: there the default locale stays.
 */
import type { CompiledConfig } from '../config/compiled.ts';

/** Host name (lower case, no port) -> the locale of the site served there. */
export function siteHosts(config: Pick<CompiledConfig, 'head' | 'regions'>): Record<string, string> {
  const byHost = new Map<string, string[]>();
  for (const [locale, site] of Object.entries(config.head.sites)) {
    const host = new URL(site.origin).hostname.toLowerCase();
    if (config.regions.pathDecidesFor.some((suffix) => host.endsWith(suffix))) continue;
    byHost.set(host, [...(byHost.get(host) ?? []), locale]);
  }
  return Object.fromEntries([...byHost].filter(([, locales]) => locales.length === 1).map(([host, [locale]]) => [host, locale!]));
}
