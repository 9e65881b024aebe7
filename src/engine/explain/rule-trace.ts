import type { SourceRef } from '../rules/source-ref.ts';

/** One evaluated piece of a rule: what it says, what it gave, and the pieces below it. */
export interface RuleTrace {
  text: string;
  value: unknown;
  source?: SourceRef | null;
  children: RuleTrace[];
  /** A `from`/`until` of the rule (window-trace.ts). */
  bound?: 'from' | 'until';
}
