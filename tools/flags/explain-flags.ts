/**
 * `portal explain` names, under every `flags.<name>` a rule read, which flag rule and variant
 * gave that value, with file:line (served-flags.ts decides), so "why is the link there" ends at
 * the line of config/flags/ to edit.
 */
import type { Explanation } from '../../src/engine/explain/explain.ts';
import type { RuleTrace } from '../../src/engine/explain/trace.ts';
import { decisionText, type FlagDecision } from './served-flags.ts';

function annotate(trace: RuleTrace, decisions: ReadonlyMap<string, FlagDecision>, personaFile?: string): RuleTrace {
  const flag = /^flags\.([A-Za-z0-9_.-]+)$/.exec(trace.text)?.[1];
  const decision = flag ? decisions.get(flag) : undefined;
  const children = trace.children.map((child) => annotate(child, decisions, personaFile));
  if (decision)
    children.push({ text: decisionText(decision, personaFile, { withSource: false }), value: decision.value, source: decision.source, children: [] });
  return { ...trace, children };
}

export function withFlagDecisions(explanations: Explanation[], decisions: ReadonlyMap<string, FlagDecision>, personaFile?: string): Explanation[] {
  if (decisions.size === 0) return explanations;
  return explanations.map((explanation) => ({
    ...explanation,
    steps: explanation.steps.map((step) => (step.trace ? { ...step, trace: annotate(step.trace, decisions, personaFile) } : step)),
  }));
}
