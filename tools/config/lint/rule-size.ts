/**
 * Rules too large or too deep once their named rules are written in. The build
 * sends rules to the browser written out, and the rule compiler there walks them: a few named
 * rules that each use the previous one twice are 2^n nodes, a megabyte of JSON by 20 steps.
 * And logic deeper than the evaluator's limit answers null, silently.
 *
 * Sizes come from the rules as written, each named rule measured once (rule-shape.ts), so this
 * check is linear however large the rules would be. Only the rules where a bound is first
 * passed are reported: a rule over it because a named rule it uses is over it says nothing new.
 */
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import { MAX_RULE_DEPTH, MAX_RULE_SIZE, namedReferences, namedRuleShapes, ruleShape, type RuleShape } from '../../../src/engine/rules/rule-shape.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';

/** A rule as written in a config file (the value of a `when` or `hiddenWhen`). */
export interface WrittenRule {
  rule: unknown;
  record: ConfigFileRecord;
  path: JsonPath;
}

interface Bound {
  code: string;
  passes: (shape: RuleShape) => boolean;
  /** What the rule is, in words, after "expands to" / "nests": */
  says: (shape: RuleShape) => string;
  /** A named rule it uses, in words, for the list of what made it so. */
  part: (shape: RuleShape) => string;
  why: string;
}

const count = (n: number) => (n >= 1e15 ? n.toExponential(1) : n.toLocaleString('en'));

const BOUNDS: Bound[] = [
  {
    code: 'RULE_TOO_LARGE',
    passes: (shape) => shape.size > MAX_RULE_SIZE,
    says: (shape) => `expands to ${count(shape.size)} nodes once the named rules it uses are written in, more than the ${count(MAX_RULE_SIZE)} a rule may have`,
    part: (shape) => `${count(shape.size)} nodes`,
    why: 'the browser gets every rule written out; use each named rule once, or a simpler one',
  },
  {
    code: 'RULE_TOO_DEEP',
    passes: (shape) => shape.depth > MAX_RULE_DEPTH,
    says: (shape) =>
      `nests ${count(shape.depth)} levels deep once the named rules it uses are written in, deeper than the ${MAX_RULE_DEPTH} the rule engine evaluates (it would always answer null)`,
    part: (shape) => `${count(shape.depth)} levels`,
    why: 'use fewer named rules inside each other',
  },
];

export function lintRuleSizes(
  rules: readonly WrittenRule[],
  namedRecord: ConfigFileRecord | undefined,
  named: Readonly<Record<string, { when?: unknown }>>,
): Problem[] {
  const shapes = namedRuleShapes(namedRecord ? named : {});
  const problems: Problem[] = [];
  for (const { rule, record, path } of rules) {
    const name = record === namedRecord && path.length === 3 && path[0] === 'rules' && path[2] === 'when' ? String(path[1]) : null;
    const shape = name !== null ? (shapes.get(name) ?? ruleShape(rule, shapes)) : ruleShape(rule, shapes);
    for (const bound of BOUNDS) {
      if (!bound.passes(shape)) continue;
      const uses = usesOf(rule, shapes);
      // Over the bound through a named rule that is over it already: reported there.
      if ([...uses.keys()].some((use) => bound.passes(shapes.get(use)!))) continue;
      const at = name !== null ? record.source.locate(['rules', name], { key: true }) : record.source.locate(path);
      const parts = [...uses].map(
        ([use, times]) => `"${use}" ${times === 1 ? 'once' : `${times} times`} (${bound.part(shapes.get(use)!)}${times === 1 ? '' : ' each'})`,
      );
      const through = parts.length ? `: it uses ${parts.slice(0, 3).join(', ')}${parts.length > 3 ? ` and ${parts.length - 3} more` : ''}` : '';
      problems.push({
        file: record.file,
        line: at.line,
        col: at.col,
        code: bound.code,
        message: `${name !== null ? `named rule "${name}"` : 'this rule'} ${bound.says(shape)}${through}; ${bound.why}`,
      });
    }
  }
  return problems;
}

/** The known named rules a rule uses directly, with how often, largest first. */
function usesOf(rule: unknown, shapes: ReadonlyMap<string, RuleShape>): Map<string, number> {
  const times = new Map<string, number>();
  for (const use of namedReferences(rule)) if (shapes.has(use)) times.set(use, (times.get(use) ?? 0) + 1);
  return new Map([...times].sort(([a, x], [b, y]) => shapes.get(b)!.size * y - shapes.get(a)!.size * x));
}
