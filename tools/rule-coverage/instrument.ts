/**
 * Rule coverage without touching the engine: a copy of the compiled config whose every rule,
 * and every named rule it uses, reports its outcome while evaluating exactly as before.
 *
 * Each rule's logic L becomes { if: [PROBE, L', L'] } (L' is L with its named rules wrapped the
 * same way): the value is L's, whatever the probe gives. The probe is plain JSON-Logic,
 * { var: { cat: ["__coverage.", id, ".", { "!!": L }] } } (L itself, so no probe runs twice),
 * and reads a fact path ending in "true" or "false"; the facts given to resolve carry a
 * __coverage object whose getters note which outcome each rule had. So any evaluator of
 * standard JSON-Logic records coverage, and resolve's short-circuits (first matching variant,
 * hidden parents, `and`/`or`) decide what is evaluated, as in production.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { expandNamedRules, type NamedRules } from '../../src/engine/rules/named-rules.ts';
import type { PreparedRule, SourceRef } from '../../src/engine/rules/types.ts';
import { findRules } from './subjects.ts';
import { sameLogic } from './same-logic.ts';

export const PROBE_FACT = '__coverage';

/** Operators whose later arguments are evaluated with each element as data (no facts there). */
const SCOPED = new Set(['some', 'all', 'none', 'map', 'filter', 'reduce']);

export interface RuleSubject {
  key: string;
  source: SourceRef | null;
  /** A named rule (covered through the rules that use it) or a rule evaluated where it stands. */
  named: boolean;
}

export type Outcomes = Map<string, { true: number; false: number; trueBy: string | null; falseBy: string | null }>;

export interface Instrumented {
  config: CompiledConfig;
  subjects: RuleSubject[];
  /** Facts for resolve: these facts plus the probe. */
  withProbe: <F extends object>(facts: F) => F;
  /** Runs `work`, crediting every outcome it produces to `by` (a persona or a test). */
  during: <T>(by: string, work: () => T) => T;
  outcomes: Outcomes;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function instrumentConfig(original: CompiledConfig): Instrumented {
  const config = structuredClone(original);
  const named: NamedRules = Object.fromEntries(Object.entries(config.namedRules).map(([n, r]) => [n, { description: r.description, when: r.rule.original }]));
  const subjects: RuleSubject[] = [];
  const ids = new Map<string, string>();
  const keyOf: string[] = [];
  const idFor = (key: string): string => {
    let id = ids.get(key);
    if (id === undefined) {
      id = `r${keyOf.length}`;
      ids.set(key, id);
      keyOf.push(key);
    }
    return id;
  };
  // The probe evaluates the plain logic, the branch the instrumented: were the probe to hold the
  // instrumented logic too, a named rule inside another would be evaluated twice per level of
  // nesting (2^n times at the bottom of n), and its outcomes counted as often.
  const wrap = (key: string, logic: unknown, plain: unknown = logic): unknown => {
    const probe = { var: [{ cat: [`${PROBE_FACT}.`, idFor(key), '.', { '!!': [plain] }] }] };
    return { if: [probe, logic, logic] };
  };

  // Named-rule references expand into their logic, wrapped so the named rule is covered too:
  // once per named rule, then shared wherever it is used (as expandNamedRules shares the
  // plain logic), so a rule that uses another twice is not instrumented twice.
  const wrapped = new Map<string, unknown>();
  const expand = (rule: unknown, stack: string[]): unknown => {
    const name = typeof rule === 'string' ? rule : isPlainObject(rule) && Object.keys(rule).length === 1 && typeof rule.rule === 'string' ? rule.rule : null;
    if (name !== null) {
      if (wrapped.has(name)) return wrapped.get(name);
      const entry = Object.hasOwn(named, name) ? named[name] : undefined;
      if (!entry || stack.includes(name)) return expandNamedRules(rule, named);
      const logic = wrap(`namedRules.${name}`, expand(entry.when, [...stack, name]), expandNamedRules(entry.when, named));
      wrapped.set(name, logic);
      return logic;
    }
    if (Array.isArray(rule)) return rule.map((arg) => expandArgument(arg, stack));
    if (!isPlainObject(rule)) return rule;
    const out: Record<string, unknown> = {};
    for (const [operator, args] of Object.entries(rule)) {
      if (operator === 'var') out[operator] = args;
      else if (SCOPED.has(operator) && Array.isArray(args))
        out[operator] = args.map((arg, i) => (i === 0 ? expandArgument(arg, stack) : expandNamedRules(arg, named)));
      else out[operator] = expandArgument(args, stack);
    }
    return out;
  };
  // As in expandNamedRules: inside an operator, a string is a value, not a rule name.
  const expandArgument = (arg: unknown, stack: string[]): unknown =>
    Array.isArray(arg) ? arg.map((a) => expandArgument(a, stack)) : typeof arg === 'string' ? arg : expand(arg, stack);

  for (const [name, entry] of Object.entries(config.namedRules)) {
    subjects.push({ key: `namedRules.${name}`, source: entry.rule.source, named: true });
  }
  // One rule as written may be compiled into several places (a page's blocks once per locale
  // it is served in): those copies are one subject, named by the first place, covered by any.
  const subjectOf = new Map<string, string>();
  for (const found of findRules(config)) {
    if (found.key.startsWith('namedRules.')) continue;
    const source = found.rule.source;
    const written = source && source.line > 0 ? `${source.file}:${source.line}:${source.col}\u0000${JSON.stringify(found.rule.original)}` : found.key;
    let key = subjectOf.get(written);
    if (key === undefined) {
      subjectOf.set(written, (key = found.key));
      subjects.push({ key, source, named: false });
    }
    found.holder[found.property] = { ...found.rule, logic: wrap(key, instrumentedLogic(found.rule), found.rule.logic) } satisfies PreparedRule;
  }

  /** The rule's logic with named rules wrapped; its compiled logic as it is when that would differ. */
  function instrumentedLogic(rule: PreparedRule): unknown {
    const plain = expandNamedRules(rule.original, named);
    return sameLogic(plain, rule.logic) ? expand(rule.original, []) : rule.logic;
  }

  const outcomes: Outcomes = new Map();
  let by: string | null = null;
  const record = (key: string, outcome: boolean) => {
    if (by === null) return;
    let entry = outcomes.get(key);
    if (!entry) outcomes.set(key, (entry = { true: 0, false: 0, trueBy: null, falseBy: null }));
    entry[outcome ? 'true' : 'false'] += 1;
    if (outcome) entry.trueBy ??= by;
    else entry.falseBy ??= by;
  };
  const probe: Record<string, object> = {};
  keyOf.forEach((key, i) => {
    probe[`r${i}`] = {
      get true() {
        record(key, true);
        return true;
      },
      get false() {
        record(key, false);
        return true;
      },
    };
  });
  return {
    config,
    subjects,
    withProbe: (facts) => ({ ...facts, [PROBE_FACT]: probe }),
    during: (who, work) => {
      by = who;
      try {
        return work();
      } finally {
        by = null;
      }
    },
    outcomes,
  };
}
