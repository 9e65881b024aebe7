import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import { headerTypeOf, withHeaderType } from '../resolve/header-variant.ts';
import { holds } from '../rules/evaluate.ts';
import type { PreparedRule } from '../rules/types.ts';
import type { ExplainStep } from './explanation.ts';
import { tracePrepared } from './trace.ts';

/** One rule as a step of an explanation: what it decides, whether it holds, and its trace. */
export function ruleStep(config: CompiledConfig, facts: Facts, what: string, rule: PreparedRule | null): ExplainStep {
  const result = holds(rule, facts);
  return {
    says: rule ? `${what}: rule ${result ? 'holds' : 'does not hold'}` : `${what}: no rule (always)`,
    passes: result,
    source: rule?.source ?? null,
    trace: tracePrepared(rule, facts, config),
  };
}

/** A step that is a plain statement about a fact, with no rule behind it. */
export function factStep(says: string, passes: boolean): ExplainStep {
  return { says, passes };
}

/** The facts resolve evaluates rules with: the resolved header type included (page.headerType). */
export function typedFacts(config: CompiledConfig, facts: Facts): Facts {
  return withHeaderType(facts, headerTypeOf(config, facts));
}
