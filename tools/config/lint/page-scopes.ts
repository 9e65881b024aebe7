/**
 * The parts of a page and the locales each part is for: the page's own fields in every locale
 * of the page, a block (and its accordion items or links) only in the locales it is restricted
 * to. Checks that care about locales (texts, links) walk these scopes instead of the raw tree.
 */
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { PageConfig } from '../../../src/engine/pages/config.ts';

export interface PageScope {
  node: Record<string, unknown>;
  /** Path of the node from the page. */
  path: JsonPath;
  locales: string[];
}

function restrict(locales: string[], only: unknown): string[] {
  return Array.isArray(only) ? locales.filter((l) => only.includes(l)) : locales;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function pageScopes(page: PageConfig, locales: string[]): PageScope[] {
  const scopes: PageScope[] = [{ node: page as unknown as Record<string, unknown>, path: [], locales }];
  if (isRecord(page.head)) {
    scopes.push({ node: page.head as Record<string, unknown>, path: ['head'], locales });
    if (isRecord(page.head.opengraph)) scopes.push({ node: page.head.opengraph as Record<string, unknown>, path: ['head', 'opengraph'], locales });
  }
  const visit = (list: unknown, path: JsonPath, inherited: string[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((block, i) => {
      if (!isRecord(block)) return;
      const own = restrict(inherited, block.locales);
      if (own.length === 0) return;
      scopes.push({ node: block, path: [...path, i], locales: own });
      visit(block.blocks, [...path, i, 'blocks'], own);
      for (const part of ['items', 'links'] as const) {
        const entries = block[part];
        if (!Array.isArray(entries)) continue;
        entries.forEach((entry, j) => {
          if (!isRecord(entry)) return;
          const locales = restrict(own, entry.locales);
          if (locales.length > 0) scopes.push({ node: entry, path: [...path, i, part, j], locales });
        });
      }
    });
  };
  visit(page.body, ['body'], locales);
  return scopes;
}
