/**
 * Page bodies apart from the page table: the browser loads the table of its locale at once and
 * each page's body when that page is shown (a locale's bodies were most of its config chunk).
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CompiledPage, PageBody } from './compiled.ts';

export function bodyOf(page: CompiledPage): PageBody {
  return { intro: page.intro, head: page.head, blocks: page.blocks };
}

/*
 * The page table as the browser's locale chunk carries it (part of every page's first load):
 * a deferred page's route and title only, each field that has its usual value left out
 * (not the not-found page, no hash routes, exact match, the one path that is the canonical path
 * without its trailing slash), put back by `expandPageTable` when the chunk is evaluated: about
 * 360 bytes gzip less per locale. It lives here, next to withBody, so that it is in the app's
 * chunk, which the locale chunks import from, rather than a first-load file of its own.
 */
/** A deferred page with its usual values left out; `locale` is the table's. */
export type CompactPage = Pick<CompiledPage, 'id' | 'kind' | 'audience' | 'path' | 'title' | 'context'> &
  Partial<Pick<CompiledPage, 'notFound' | 'paths' | 'hashRoutes' | 'match' | 'rule'>>;

const usualPaths = (path: string | null): string[] => (path === null ? [] : [path.replace(/\/$/, '')]);

export function compactPageTable(pages: readonly CompiledPage[]): CompactPage[] {
  return pages.map((page) => {
    const { id, kind, audience, path, title, context, notFound, paths, hashRoutes, match, rule } = page;
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
    return {
      id,
      kind,
      audience,
      path,
      title,
      ...(context ? { context } : {}),
      ...(notFound ? { notFound } : {}),
      ...(same(paths, usualPaths(path)) ? {} : { paths }),
      ...(hashRoutes.length > 0 ? { hashRoutes } : {}),
      ...(match === 'exact' ? {} : { match }),
      // A page's from/until window: the browser decides at the visit's time whether it is there (in-window.ts).
      ...(rule ? { rule } : {}),
    };
  });
}

/** The table back as the engine reads it: every page deferred (its body loads with it). */
export function expandPageTable(locale: string, pages: readonly CompactPage[]): CompiledPage[] {
  return pages.map((page) => ({
    locale,
    notFound: false,
    paths: usualPaths(page.path),
    hashRoutes: [],
    match: 'exact',
    intro: null,
    head: {},
    blocks: [],
    source: null,
    deferred: true,
    ...page,
  }));
}

/** The config with one page's body put back (a new config object; the given one is untouched). */
export function withBody(config: CompiledConfig, locale: string, id: string, body: PageBody): CompiledConfig {
  const pages = config.pages[locale];
  if (!pages) return config;
  const at = pages.findIndex((page) => page.id === id);
  if (at === -1) return config;
  const { deferred: _deferred, ...page } = pages[at]!;
  const next = [...pages];
  next[at] = { ...page, ...body };
  return { ...config, pages: { ...config.pages, [locale]: next } };
}
