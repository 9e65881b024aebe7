/**
 * Page bodies apart from the page table: the browser loads the table of its locale at once and
 * each page's body when that page is shown (a locale's bodies were most of its config chunk).
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CompiledPage, PageBody } from './compiled.ts';

export function bodyOf(page: CompiledPage): PageBody {
  return { intro: page.intro, head: page.head, blocks: page.blocks };
}

/** The page table without bodies: every page marked deferred. */
export function withoutBodies(pages: readonly CompiledPage[]): CompiledPage[] {
  return pages.map((page) => ({ ...page, intro: null, head: {}, blocks: [], deferred: true, source: null }));
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
