/**
 * What the rules read and use, statically: fact paths in `var`, and named-rule references.
 * For "facts and flags no rule reads" and "named rules never referenced".
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { findRules } from './subjects.ts';

const SCOPED = new Set(['some', 'all', 'none', 'map', 'filter', 'reduce']);

function visit(rule: unknown, top: boolean, scoped: boolean, out: { vars: Set<string>; refs: Set<string> }): void {
  if (typeof rule === 'string') {
    if (top) out.refs.add(rule);
    return;
  }
  if (Array.isArray(rule)) {
    for (const part of rule) visit(part, false, scoped, out);
    return;
  }
  if (!rule || typeof rule !== 'object') return;
  for (const [operator, args] of Object.entries(rule)) {
    if (operator === 'rule' && typeof args === 'string') out.refs.add(args);
    else if (operator === 'var') {
      const name = Array.isArray(args) ? args[0] : args;
      // Inside some/all/none a var path is relative to the element, not a fact.
      if (typeof name === 'string' && !scoped) out.vars.add(name);
    } else {
      const list = Array.isArray(args) ? args : [args];
      list.forEach((arg, i) => {
        visit(arg, false, scoped || (SCOPED.has(operator) && i > 0), out);
      });
    }
  }
}

/** Fact paths read and named rules referenced by the rules of a config (named rules' own definitions included for facts). */
export function ruleReads(config: CompiledConfig): { vars: Set<string>; refs: Set<string> } {
  const out = { vars: new Set<string>(), refs: new Set<string>() };
  // Named rules' own bodies are among the rules found: their facts count, and the rules they use are referenced.
  for (const found of findRules(config)) visit(found.rule.original, true, false, out);
  return out;
}

/** Leaves of the facts vocabulary (schemas/facts.schema.json) that no rule reads. */
export function unreadFacts(factsSchema: unknown, vars: ReadonlySet<string>): string[] {
  const leaves: string[] = [];
  const walk = (schema: unknown, prefix: string) => {
    const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties;
    if (!properties || Object.keys(properties).length === 0) {
      if (prefix) leaves.push(prefix);
      return;
    }
    for (const [name, child] of Object.entries(properties)) walk(child, prefix ? `${prefix}.${name}` : name);
  };
  walk(factsSchema, '');
  const read = [...vars];
  return leaves.filter((leaf) => !read.some((path) => path === leaf || leaf.startsWith(`${path}.`) || path.startsWith(`${leaf}.`)));
}
