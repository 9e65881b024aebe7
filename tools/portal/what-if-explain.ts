/**
 * `portal explain` with a what-if question: a fact the question set reads so in the trace
 * (`given on the command line`), and the flag service's decision is not named for a flag the
 * question overrode, since that decision is not what the rule read.
 */
import type { Explanation } from '../../src/engine/explain/explain.ts';
import type { RuleTrace } from '../../src/engine/explain/trace.ts';
import { givenValueText, type WhatIf } from './what-if.ts';

function annotate(trace: RuleTrace, whatIf: WhatIf): RuleTrace {
  const children = trace.children.map((child) => annotate(child, whatIf));
  if (children.length === 0 && Object.hasOwn(whatIf.given, trace.text)) {
    children.push({
      text: `given on the command line: --given ${trace.text}=${givenValueText(whatIf.given[trace.text])}`,
      value: whatIf.given[trace.text],
      children: [],
    });
  } else if (children.length === 0 && trace.text.startsWith('flags.') && Object.hasOwn(whatIf.flags, trace.text.slice('flags.'.length))) {
    const name = trace.text.slice('flags.'.length);
    children.push({ text: `flag ${name}: --flags on the command line, over what the flag service serves`, value: whatIf.flags[name], children: [] });
  }
  return { ...trace, children };
}

export function withWhatIfNotes(explanations: Explanation[], whatIf: WhatIf): Explanation[] {
  if (Object.keys(whatIf.given).length === 0 && Object.keys(whatIf.flags).length === 0) return explanations;
  return explanations.map((explanation) => ({
    ...explanation,
    steps: explanation.steps.map((step) => (step.trace ? { ...step, trace: annotate(step.trace, whatIf) } : step)),
  }));
}

/** The flag service's decisions less those of flags the question set (by --flags, or --given flags.<name>). */
export function decisionsNotOverridden<T>(decisions: ReadonlyMap<string, T>, whatIf: WhatIf): Map<string, T> {
  const overridden = (name: string) => Object.hasOwn(whatIf.flags, name) || Object.hasOwn(whatIf.given, `flags.${name}`);
  return new Map([...decisions].filter(([name]) => !overridden(name)));
}
