/**
 * The one reason that decides an explanation, for lists that give each persona one line
 * (`portal who`): the first step that fails when the subject is hidden, else the subject's own
 * (the last step: its rule, or "no rule (always)"). With it, the fact values its rule read.
 */
import type { Explanation, ExplainStep } from './explain.ts';
import type { RuleTrace } from './trace.ts';
import { failingBound } from './window-trace.ts';

export interface Decision {
  says: string;
  /** file:line:col of the deciding rule, when it has one. */
  where: string | null;
  /** The facts the deciding rule read, with their values: "flags.paymentMethods = false". */
  facts: string[];
}

const LITERALS = new Set(['true', 'false', 'null', 'undefined']);
const FACT_PATH = /^[A-Za-z_$][\w$]*(\.[\w$-]+)*$/;

/** The facts a trace read: its leaves that are variable paths (literals are quoted JSON). */
export function factsRead(trace: RuleTrace | null | undefined): string[] {
  const out = new Set<string>();
  const visit = (node: RuleTrace) => {
    if (node.children.length === 0 && FACT_PATH.test(node.text) && !LITERALS.has(node.text))
      out.add(`${node.text} = ${JSON.stringify(node.value) ?? 'undefined'}`);
    node.children.forEach(visit);
  };
  if (trace) visit(trace);
  return [...out];
}

function whereOf(step: ExplainStep): string | null {
  const source = step.source ?? step.trace?.source ?? null;
  return source?.line ? `${source.file}:${source.line}:${source.col}` : null;
}

export function decidingStep(explanation: Explanation): ExplainStep | null {
  if (!explanation.shown) return explanation.steps.find((s) => !s.passes) ?? null;
  return explanation.steps[explanation.steps.length - 1] ?? null;
}

/** The decision of one explanation; with no steps (an item not in this menu) its outcome. */
export function decisionOf(explanation: Explanation): Decision {
  const step = decidingStep(explanation);
  if (!step) return { says: explanation.outcome, where: null, facts: [] };
  // A from/until that keeps the rule from holding decides, at its own line (explain/window-trace.ts).
  const bound = explanation.shown ? null : failingBound(step.trace);
  if (bound) return { says: `${step.says}: ${bound.text}`, where: whereOf({ says: '', passes: false, source: bound.source ?? null }), facts: factsRead(bound) };
  if (step.source || step.trace || explanation.shown) return { says: step.says, where: whereOf(step), facts: factsRead(step.trace) };
  // A step with no rule of its own ("the variant does not show the account menu") follows from
  // the nearest rule before it (the header variant's): name that rule and its facts.
  const index = explanation.steps.indexOf(step);
  const cause = explanation.steps
    .slice(0, index)
    .reverse()
    .find((s) => s.source || s.trace);
  return { says: step.says, where: cause ? whereOf(cause) : null, facts: cause ? factsRead(cause.trace) : [] };
}
