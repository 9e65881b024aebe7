/**
 * Which page a path is (the one page table, config/pages/): a legacy hash route on the locale's
 * home first, then an exact path, then the longest prefix page, else the locale's not-found page.
 */
import type { PageRoute } from './compiled.ts';
import { comparablePath, splitHash } from './paths.ts';

interface PageIndex<P extends PageRoute> {
  exact: Map<string, P>;
  prefixes: { path: string; page: P }[];
  hashes: Map<string, P>;
  notFound: P | null;
}

/** Built once per locale's page list (the compiled config does not change while it lives). */
const indexes = new WeakMap<readonly PageRoute[], PageIndex<PageRoute>>();

function indexOf<P extends PageRoute>(pages: readonly P[]): PageIndex<P> {
  const cached = indexes.get(pages) as PageIndex<P> | undefined;
  if (cached) return cached;
  const index: PageIndex<P> = { exact: new Map(), prefixes: [], hashes: new Map(), notFound: null };
  for (const page of pages) {
    if (page.notFound) index.notFound ??= page;
    for (const path of page.paths) {
      if (!index.exact.has(path)) index.exact.set(path, page);
      if (page.match === 'prefix') index.prefixes.push({ path, page });
    }
    for (const hash of page.hashRoutes) if (!index.hashes.has(hash)) index.hashes.set(hash, page);
  }
  index.prefixes.sort((a, b) => b.path.length - a.path.length);
  indexes.set(pages, index as PageIndex<PageRoute>);
  return index;
}

/** The page for a path (with an optional #hash), or null when the locale has no pages at all. */
export function findPage<P extends PageRoute>(pages: Readonly<Record<string, readonly P[]>>, locale: string, pathAndHash: string): P | null {
  const list = pages[locale];
  if (!list || list.length === 0) return null;
  const index = indexOf(list);
  const split = splitHash(pathAndHash);
  const path = comparablePath(split.path);
  const hash = split.hash.toLowerCase();
  if (hash.length > 1 && path === comparablePath(`/${locale}/`)) {
    const byHash = index.hashes.get(hash);
    if (byHash) return byHash;
  }
  const exact = index.exact.get(path);
  if (exact) return exact;
  const prefix = index.prefixes.find((entry) => path.startsWith(`${entry.path}/`));
  return prefix ? prefix.page : index.notFound;
}
