/**
 * The ids `explain` and `who` answer to, gathered over every locale: an id in none of them is
 * a typo (exit 2, with the nearest id), not an item that is merely hidden. The same check and
 * the same "did you mean" as the rule tests' unknown names (tools/rule-tests/references.ts).
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { CompiledBlock } from '../../src/blocks/types.generated.ts';
import { closestName } from '../../src/node/closest-name.ts';
import { knownNames } from '../rule-tests/references.ts';
import { UsageError } from './persona.ts';

function blockIds(blocks: readonly CompiledBlock[], out: Set<string>): void {
  for (const block of blocks) {
    if (block.id) out.add(block.id);
    if (block.type === 'link-list') for (const link of block.links) out.add(link.id);
    if ('blocks' in block) blockIds(block.blocks, out);
  }
}

export interface KnownIds {
  /** Menu items of every locale's menu. */
  items: Set<string>;
  /** Blocks and link-list links of every page body. */
  blocks: Set<string>;
  footerLinks: Set<string>;
  pages: Set<string>;
  /** Every path a page answers, without its locale and trailing slash ("/dashboard"). */
  pagePaths: Set<string>;
}

export function knownIds(config: CompiledConfig): KnownIds {
  const names = knownNames(config);
  const blocks = new Set<string>();
  const pages = new Set<string>();
  const pagePaths = new Set<string>();
  for (const [locale, list] of Object.entries(config.pages)) {
    for (const page of list) {
      pages.add(page.id);
      for (const path of page.paths) pagePaths.add(pagePath(path, locale));
      blockIds(page.blocks, blocks);
    }
  }
  return { items: names.items, blocks, footerLinks: names.footerLinks, pages, pagePaths };
}

/** A page path as compared across locales: lower case, without the locale segment and trailing slash. */
export function pagePath(path: string, locale: string): string {
  const lower = path.toLowerCase().split(/[?#]/)[0]!.replace(/\/+$/, '');
  const rest = lower === `/${locale}` ? '' : lower.startsWith(`/${locale}/`) ? lower.slice(locale.length + 1) : lower;
  return rest || '/';
}

/** Throws a usage error for an id none of the sets holds, naming the nearest id of all of them. */
export function requireKnown(id: string, what: string, where: string, ...sets: ReadonlySet<string>[]): void {
  if (sets.some((s) => s.has(id))) return;
  const hint = closestName(
    id,
    sets.flatMap((s) => [...s]),
  );
  throw new UsageError(`unknown ${what} "${id}": ${where} defines it${hint ? `; did you mean "${hint}"?` : ''}`);
}
