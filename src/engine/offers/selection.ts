/**
 * config/offers/selection.yaml (schemas/offer-selection.schema.json) as written, and compiled:
 * every rule prepared once, named rules expanded, with its place in the file for explain and
 * test messages. Compiled on its own rather than into CompiledConfig, which the browser's
 * first load carries: offer lists are prerendered at build time.
 */
import type { Rule } from '../config/types.ts';
import { lazySourceRef } from '../config/source-ref.ts';
import type { Loaded, JsonPath } from '../config/sources.ts';
import { expandNamedRules, type NamedRules } from '../rules/named-rules.ts';
import type { PreparedRule, SourceRef } from '../rules/types.ts';
import { windowed } from '../rules/window.ts';

import type { SortKey } from './sort-key.ts';

export { SORT_FIELDS, type SortField, type SortKey } from './sort-key.ts';

/** An entry's window (rules/window.ts): its rule holds only from/until these times. */
type Windowed = { from?: string; until?: string };

/** One featured entry as written: a promotion, a campaign. */
export type FeaturedEntry = { when: Rule; max: number } & Windowed;

export interface OfferSelectionFile {
  description?: string;
  forSale: { description?: string; when: Rule } & Windowed;
  /** A restriction with a window hides only inside it. */
  restrictions?: ({ id: string; description: string; hiddenWhen: Rule } & Windowed)[];
  pages: ({ page: string; description?: string; when: Rule; order: SortKey[]; featured?: FeaturedEntry | FeaturedEntry[]; limit?: number } & Windowed)[];
}

export interface CompiledOfferSelection {
  file: string;
  forSale: PreparedRule;
  restrictions: { id: string; description: string; rule: PreparedRule }[];
  /** `featured`: the entries in the order written (one written without a list is a list of one). */
  pages: { page: string; rule: PreparedRule; order: SortKey[]; featured: { rule: PreparedRule; max: number }[]; limit: number | null }[];
}

export function compileOfferSelection(loaded: Loaded<OfferSelectionFile>, named: NamedRules): CompiledOfferSelection {
  // `entry` holds the rule at `path` and may give it a window (`from`/`until`, written beside it).
  const prepare = (rule: Rule, path: JsonPath, entry: Windowed): PreparedRule => {
    const window = windowed(rule, entry, (kind) => sourceOf(loaded, [...path.slice(0, -1), kind]));
    const written = window ? window.rule : rule;
    return { original: written, logic: expandNamedRules(written, named), source: sourceOf(loaded, path), ...(window ? { window: window.window } : {}) };
  };
  const data = loaded.data;
  return {
    file: loaded.file,
    forSale: prepare(data.forSale.when, ['forSale', 'when'], data.forSale),
    restrictions: (data.restrictions ?? []).map((r, i) => ({
      id: r.id,
      description: r.description,
      rule: prepare(r.hiddenWhen, ['restrictions', i, 'hiddenWhen'], r),
    })),
    pages: data.pages.map((p, i) => ({
      page: p.page,
      rule: prepare(p.when, ['pages', i, 'when'], p),
      order: p.order,
      featured: featuredEntries(p.featured).map(({ entry, path }) => ({ rule: prepare(entry.when, ['pages', i, ...path, 'when'], entry), max: entry.max })),
      limit: p.limit ?? null,
    })),
  };
}

/** A page's featured entries with their paths in the file: one entry written alone is at `featured`, a list's at `featured.<n>`. */
function featuredEntries(featured: FeaturedEntry | FeaturedEntry[] | undefined): { entry: FeaturedEntry; path: JsonPath }[] {
  if (featured === undefined) return [];
  if (Array.isArray(featured)) return featured.map((entry, j) => ({ entry, path: ['featured', j] }));
  return [{ entry: featured, path: ['featured'] }];
}

/** The rule's place, worked out when first read (a position costs a parse with positions). */
function sourceOf<T>(loaded: Loaded<T>, path: JsonPath): SourceRef {
  return lazySourceRef(loaded.file, path, loaded.locate ?? (() => null));
}
