/** What an explanation is: a verdict on one subject and the reasons for it (explain.ts builds them). */
import type { SourceRef } from '../rules/types.ts';
import type { RuleTrace } from './trace.ts';

/** One reason in an explanation: a sentence, whether it lets the item show, and its evidence. */
export interface ExplainStep {
  says: string;
  passes: boolean;
  source?: SourceRef | null;
  trace?: RuleTrace | null;
}

export interface Explanation {
  subject: string;
  shown: boolean;
  outcome: string;
  steps: ExplainStep[];
}
