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

import type { SortKey } from './sort-key.ts';

export { SORT_FIELDS, type SortField, type SortKey } from './sort-key.ts';

export interface OfferSelectionFile {
  description?: string;
  forSale: { description?: string; when: Rule };
  restrictions?: { id: string; description: string; hiddenWhen: Rule }[];
  pages: { page: string; description?: string; when: Rule; order: SortKey[]; featured?: { when: Rule; max: number }; limit?: number }[];
}

export interface CompiledOfferSelection {
  file: string;
  forSale: PreparedRule;
  restrictions: { id: string; description: string; rule: PreparedRule }[];
  pages: { page: string; rule: PreparedRule; order: SortKey[]; featured: { rule: PreparedRule; max: number } | null; limit: number | null }[];
}

export function compileOfferSelection(loaded: Loaded<OfferSelectionFile>, named: NamedRules): CompiledOfferSelection {
  const prepare = (rule: Rule, path: JsonPath): PreparedRule => ({ original: rule, logic: expandNamedRules(rule, named), source: sourceOf(loaded, path) });
  const data = loaded.data;
  return {
    file: loaded.file,
    forSale: prepare(data.forSale.when, ['forSale', 'when']),
    restrictions: (data.restrictions ?? []).map((r, i) => ({ id: r.id, description: r.description, rule: prepare(r.hiddenWhen, ['restrictions', i, 'hiddenWhen']) })),
    pages: data.pages.map((p, i) => ({
      page: p.page,
      rule: prepare(p.when, ['pages', i, 'when']),
      order: p.order,
      featured: p.featured ? { rule: prepare(p.featured.when, ['pages', i, 'featured', 'when']), max: p.featured.max } : null,
      limit: p.limit ?? null,
    })),
  };
}

/** The rule's place, worked out when first read (a position costs a parse with positions). */
function sourceOf<T>(loaded: Loaded<T>, path: JsonPath): SourceRef {
  return lazySourceRef(loaded.file, path, loaded.locate ?? (() => null));
}
