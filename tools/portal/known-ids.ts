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
  readonly items: ReadonlySet<string>;
  readonly footerLinks: ReadonlySet<string>;
  /** Blocks and link-list links of every page body. */
  readonly blocks: ReadonlySet<string>;
  readonly pages: ReadonlySet<string>;
  /** Every path a page answers, without its locale and trailing slash ("/dashboard"). */
  readonly pagePaths: ReadonlySet<string>;
}

/**
 * The page ids, block ids and page paths are gathered when first asked for: they read every
 * locale's pages, which a kept validation reads only when asked (tools/config/kept-in-parts.ts),
 * and a question about a menu item usually never needs them.
 */
export function knownIds(config: CompiledConfig): KnownIds {
  const names = knownNames(config);
  let fromPages: { blocks: Set<string>; pages: Set<string>; pagePaths: Set<string> } | undefined;
  const ofPages = () => (fromPages ??= idsOfPages(config));
  return {
    items: names.items,
    footerLinks: names.footerLinks,
    get blocks() {
      return ofPages().blocks;
    },
    get pages() {
      return ofPages().pages;
    },
    get pagePaths() {
      return ofPages().pagePaths;
    },
  };
}

function idsOfPages(config: CompiledConfig): { blocks: Set<string>; pages: Set<string>; pagePaths: Set<string> } {
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
  return { blocks, pages, pagePaths };
}

/** A page path as compared across locales: lower case, without the locale segment and trailing slash. */
export function pagePath(path: string, locale: string): string {
  const lower = path.toLowerCase().split(/[?#]/)[0]!.replace(/\/+$/, '');
  const rest = lower === `/${locale}` ? '' : lower.startsWith(`/${locale}/`) ? lower.slice(locale.length + 1) : lower;
  return rest || '/';
}

/**
 * Throws a usage error for an id none of the sets holds, naming the nearest id of all of them. A
 * set may be given as a function, asked for only when the sets before it do not hold the id.
 */
export function requireKnown(id: string, what: string, where: string, ...given: (ReadonlySet<string> | (() => ReadonlySet<string>))[]): void {
  const sets = given.map((set) => (typeof set === 'function' ? set : () => set));
  if (sets.some((set) => set().has(id))) return;
  const hint = closestName(
    id,
    sets.flatMap((set) => [...set()]),
  );
  throw new UsageError(`unknown ${what} "${id}": ${where} defines it${hint ? `; did you mean "${hint}"?` : ''}`);
}
