import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import { expandNamedRules, type NamedRules } from '../rules/named-rules.ts';
import { holds, valueOf } from '../rules/evaluate.ts';
import type { PreparedRule } from '../rules/types.ts';
import { withWindowTrace } from './window-trace.ts';

import type { RuleTrace } from './rule-trace.ts';

// In a module of its own so that window-trace.ts, which this one uses, need not import it back.
export type { RuleTrace } from './rule-trace.ts';

const LOGICAL = new Set(['and', 'or', '!', '!!', 'if', '?:']);

function short(value: unknown): string {
  const json = JSON.stringify(value);
  return json === undefined ? 'undefined' : json.length > 90 ? `${json.slice(0, 87)}...` : json;
}

/** The named rules as expandNamedRules reads them, built once per config (explain traces many rules). */
const namedByConfig = new WeakMap<CompiledConfig, NamedRules>();

function namedRulesOf(config: CompiledConfig): NamedRules {
  let named = namedByConfig.get(config);
  if (!named) {
    named = Object.fromEntries(Object.entries(config.namedRules).map(([n, r]) => [n, { description: r.description, when: r.rule.original }]));
    namedByConfig.set(config, named);
  }
  return named;
}

/**
 * Each traced node written out once per set of named rules: the same node is then the same
 * object, which the rule compiler compiles once (evaluate.ts), where `who` traces the same rules
 * for every persona.
 */
const expandedNodes = new WeakMap<NamedRules, WeakMap<object, unknown>>();

function expandedOnce(node: object, named: NamedRules): unknown {
  let expanded = expandedNodes.get(named);
  if (!expanded) expandedNodes.set(named, (expanded = new WeakMap()));
  if (!expanded.has(node)) expanded.set(node, expandNamedRules(node, named));
  return expanded.get(node);
}

/** Traces a rule as written: named rules by name (with their source), facts with their values. */
export function traceRule(rule: unknown, facts: Facts, config: CompiledConfig): RuleTrace {
  const named = namedRulesOf(config);
  // A named rule is traced in full where it first appears, and referred back to after: a rule
  // that uses another twice (at every step of a chain) would otherwise trace 2^n lines.
  const traced = new Set<string>();
  const visit = (node: unknown): RuleTrace => {
    const name = typeof node === 'string' ? node : isRef(node) ? node.rule : null;
    if (name !== null) {
      const entry = Object.hasOwn(config.namedRules, name) ? config.namedRules[name] : undefined;
      if (!entry) return { text: `rule "${name}" (unknown)`, value: false, children: [] };
      const value = holds(entry.rule, facts);
      if (traced.has(name)) return { text: `rule "${name}" (traced above)`, value, source: entry.rule.source, children: [] };
      traced.add(name);
      return { text: `rule "${name}": ${entry.description}`, value, source: entry.rule.source, children: [visit(entry.rule.original)] };
    }
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return { text: short(node), value: node, children: [] };
    const [operator, args] = Object.entries(node)[0] ?? ['', undefined];
    if (operator === 'var') {
      const path = Array.isArray(args) ? args[0] : args;
      // The node itself when it is only the var (always, in a validated rule): compiled once.
      return { text: `${String(path)}`, value: valueOf(Object.keys(node).length === 1 ? node : { var: args }, facts), children: [] };
    }
    const list = Array.isArray(args) ? args : [args];
    const value = valueOf(expandedOnce(node, named), facts);
    const children = list.filter((a) => (a !== null && typeof a === 'object') || (typeof a === 'string' && LOGICAL.has(operator))).map(visit);
    const text = LOGICAL.has(operator)
      ? operator
      : `${operator} ${list.map((a) => (a && typeof a === 'object' && 'var' in a ? String((a as { var: unknown }).var) : short(a))).join(', ')}`;
    return { text, value, children };
  };
  return visit(rule);
}

function isRef(node: unknown): node is { rule: string } {
  return !!node && typeof node === 'object' && !Array.isArray(node) && Object.keys(node).length === 1 && typeof (node as { rule?: unknown }).rule === 'string';
}

export function tracePrepared(rule: PreparedRule | null, facts: Facts, config: CompiledConfig): RuleTrace | null {
  if (!rule) return null;
  const trace = withWindowTrace(traceRule(rule.original, facts, config), rule.window);
  // A rule that is a named-rule reference is traced as that named rule: keep its own source
  // (config/rules/named.yaml), the place that uses it is already named by the step.
  return { ...trace, source: trace.source ?? rule.source ?? null };
}
