import type { Rule } from '../config/rule.ts';
import type { RuleWindow } from './window.ts';

import type { SourceRef } from './source-ref.ts';

// In a module of its own so that window.ts, which types.ts refers to, need not import this one.
export type { SourceRef } from './source-ref.ts';

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
