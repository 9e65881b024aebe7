/**
 * The trace of a rule with a window (`from`/`until`, rules/window.ts): its bounds are the first
 * parts of the rule's `and` (or the rule itself when alone). Each is named as written, at its own
 * line, so explain says "from "2026-12-01T08:00+01:00" … = false (config/menus/de-de.yaml:14:5)"
 * rather than a comparison with a number of milliseconds, and `who` names it as the deciding rule.
 */
import type { RuleWindow, WindowBound } from '../rules/window.ts';
import { describeBound } from '../rules/window.ts';
import type { RuleTrace } from './rule-trace.ts';

function boundTrace(trace: RuleTrace, bound: WindowBound): RuleTrace {
  const comparison = trace.text.replace(
    /^(>=|<) now\.timestamp, (\d+)$/,
    (_all, op: string, ms: string) => `${op} now.timestamp, ${ms} (${new Date(Number(ms)).toISOString()})`,
  );
  const verdict = bound.kind === 'from' ? (trace.value ? 'reached' : 'not reached yet') : trace.value ? 'not reached yet' : 'passed';
  return { ...trace, text: `${describeBound(bound)} ${verdict}: ${comparison}`, source: bound.source, bound: bound.kind };
}

/** The trace with its window's bounds named (the rule's own trace when it has none). */
export function withWindowTrace(trace: RuleTrace, window: RuleWindow | undefined): RuleTrace {
  if (!window || window.bounds.length === 0) return trace;
  if (window.bounds.length === 1 && !window.withWhen) return boundTrace(trace, window.bounds[0]!);
  return { ...trace, children: trace.children.map((child, i) => (i < window.bounds.length ? boundTrace(child, window.bounds[i]!) : child)) };
}

/** The bound that keeps the rule from holding, when one does (the first that fails). */
export function failingBound(trace: RuleTrace | null | undefined): RuleTrace | null {
  if (!trace || trace.value) return null;
  if (trace.bound) return trace;
  return trace.children.find((child) => child.bound && !child.value) ?? null;
}
