import type { Rule } from '../config/rule.ts';

/** Named rules as loaded: name -> the rule as written, with its description. */
export type NamedRules = Record<string, { description: string; when: Rule }>;

export class RuleError extends Error {
  constructor(
    message: string,
    readonly ruleName?: string,
  ) {
    super(message);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Each named rule written out once per set of named rules, then shared: every use of it is the
 * same object. A rule that uses another twice is then two references, not two copies, and a
 * chain of such rules stays as small as it is written; the rule compiler caches
 * per object (evaluate.ts), so it compiles each named rule once as well.
 */
const writtenOut = new WeakMap<NamedRules, Map<string, unknown>>();

/**
 * Expands named-rule references into plain JSON-Logic. A rule given as a bare string, and
 * `{ "rule": "name" }` anywhere inside a rule, are replaced by that rule's logic, one shared
 * object per named rule: treat the result as immutable.
 * Throws RuleError for an unknown name or a cycle (validate reports both before this runs).
 */
export function expandNamedRules(rule: unknown, named: NamedRules, stack: string[] = []): unknown {
  if (typeof rule === 'string') return expandReference(rule, named, stack);
  if (Array.isArray(rule)) return expandArguments(rule, named, stack);
  if (!isPlainObject(rule)) return rule;
  const keys = Object.keys(rule);
  if (keys.length === 1 && keys[0] === 'rule') {
    const name = rule.rule;
    if (typeof name !== 'string') throw new RuleError('"rule" takes the name of a named rule');
    return expandReference(name, named, stack);
  }
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    // The argument of var is a fact path, never a rule name.
    out[key] = key === 'var' ? rule[key] : expandArguments(rule[key], named, stack);
  }
  return out;
}

/** Operator arguments: strings (also inside literal arrays) are values, not rule names. */
function expandArguments(args: unknown, named: NamedRules, stack: string[]): unknown {
  if (Array.isArray(args)) return args.map((arg) => expandArguments(arg, named, stack));
  return typeof args === 'string' ? args : expandNamedRules(args, named, stack);
}

function expandReference(name: string, named: NamedRules, stack: string[]): unknown {
  let done = writtenOut.get(named);
  if (!done) writtenOut.set(named, (done = new Map()));
  if (done.has(name)) return done.get(name);
  // Own names only: a rule named "constructor" is not Object's.
  const entry = Object.hasOwn(named, name) ? named[name] : undefined;
  if (!entry) throw new RuleError(`unknown named rule "${name}"`, name);
  if (stack.includes(name)) throw new RuleError(`named rule cycle: ${[...stack, name].join(' -> ')}`, name);
  const logic = expandNamedRules(entry.when, named, [...stack, name]);
  done.set(name, logic);
  return logic;
}
