import type { Rule } from '../config/rule.ts';
import type { RuleWindow } from './window.ts';

/** Where a piece of config came from, for `validate` messages and `explain` traces. */
export interface SourceRef {
  file: string;
  line: number;
  col: number;
}

/**
 * A rule prepared once per config load: named-rule references are expanded into plain
 * JSON-Logic (`logic`), so evaluation needs no lookups; `original` keeps the rule as written
 * so `explain` can show named rules by name.
 */
export interface PreparedRule {
  original: Rule;
  logic: unknown;
  source: SourceRef | null;
  /** Set when the rule comes with `from`/`until` (window.ts): which parts of `original` they are. */
  window?: RuleWindow;
}
