/**
 * What every block type's shapes build on (src/blocks/<type>/types.ts): the localized text, the
 * settings every block's config may carry, and what every compiled block carries. A module that
 * imports none of the block unions (src/blocks/types.generated.ts), which import the folders'
 * shapes: so neither side closes an import cycle.
 */
import type { Rule } from '../config/rule.ts';
import type { PreparedRule, SourceRef } from '../rules/types.ts';

/** One string for all locales, or language / locale code -> text (the locale's own entry wins). */
export type Localized = string | Record<string, string>;

/** What every block's config may carry besides its type's own settings. */
export interface BlockBase {
  id?: string;
  when?: Rule;
  /** Shown from this time on / up to this time (rules/window.ts): "2026-12-01T08:00+01:00". */
  from?: string;
  until?: string;
  /** Only in these locales of the page (left out of the others at compile time). */
  locales?: string[];
}

/** What every compiled block carries besides its type's own fields. */
export interface CompiledBlockBase {
  id?: string;
  rule: PreparedRule | null;
  source: SourceRef | null;
  /**
   * On a page that answers for many paths (`match: prefix`), what names the page at each last
   * path segment: the offer detail block's, written by the build (offers/page-subject.ts).
   */
  subjects?: Readonly<Record<string, PageSubject>>;
}

/** The heading (also the document title) and description of one path of a page that shows one thing of many. */
export interface PageSubject {
  title: string;
  description: string;
}
