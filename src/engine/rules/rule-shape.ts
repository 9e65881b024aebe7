/**
 * How big and how deep a rule is once its named rules are written in, worked out from the
 * rules as written, without writing anything in: each named rule is measured once and its
 * measure reused wherever it is used. A chain of named rules that each use the previous one
 * twice is 2^n nodes written out; here it is n small sums.
 *
 * `validate` refuses a rule past either bound (tools/config/lint/rule-size.ts), so what the
 * build sends to the browser (rules written out as JSON) and what the rule compiler there
 * builds stay small.
 */
import { MAX_LOGIC_DEPTH } from './evaluate.ts';
import { operationFor } from './operations.ts';

/**
 * The most JSON values (operators, lists, values) a rule may have written out. The largest
 * shipped rule has 25; 1,000 leaves room for forty times that, while a rule the browser gets is
 * at most some 20 kB of JSON and a few thousand closures in the rule compiler.
 */
export const MAX_RULE_SIZE = 1000;

/** The deepest a rule may nest: the evaluator's own limit, past which a rule answers null. */
export const MAX_RULE_DEPTH = MAX_LOGIC_DEPTH;

export interface RuleShape {
  /** JSON values in the rule written out (an object, a list and each value count one). */
  size: number;
  /**
   * The deepest level the rule compiler reaches for an object or list (the rule itself is level
   * 0; an operator's arguments one level below it); -1 for a rule that is a plain value.
   */
  depth: number;
}

const LEAF: RuleShape = { size: 1, depth: -1 };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The name a rule position refers to: a bare string, or `{ rule: name }`; null for any other rule. */
function referenceIn(rule: unknown): string | null {
  if (typeof rule === 'string') return rule;
  if (!isPlainObject(rule)) return null;
  const keys = Object.keys(rule);
  return keys.length === 1 && keys[0] === 'rule' && typeof rule.rule === 'string' ? rule.rule : null;
}

/**
 * The named rules a rule uses directly, once per use, as expandNamedRules writes them in: the
 * rule itself as a name, `{ rule: name }` anywhere, never a string argument (a value) nor
 * anything inside `var` (a fact path).
 */
export function namedReferences(rule: unknown): string[] {
  const out: string[] = [];
  const visitRule = (node: unknown): void => {
    const name = referenceIn(node);
    if (name !== null) out.push(name);
    else if (Array.isArray(node)) visitArguments(node);
    else if (isPlainObject(node)) for (const [key, args] of Object.entries(node)) if (key !== 'var') visitArguments(args);
  };
  const visitArguments = (args: unknown): void => {
    if (Array.isArray(args)) args.forEach(visitArguments);
    else if (typeof args !== 'string') visitRule(args);
  };
  visitRule(rule);
  return out;
}

/** The shape of logic the rule compiler takes as it is, with no named rules in it (what `var` is given). */
function plainShape(value: unknown): RuleShape {
  if (value === null || typeof value !== 'object') return LEAF;
  if (Array.isArray(value)) return combine(value.map(plainShape), true);
  const keys = Object.keys(value);
  if (keys.length === 1 && operationFor(keys[0]!) !== undefined) return operatorShape((value as Record<string, unknown>)[keys[0]!], plainShape);
  return combine(Object.values(value).map(plainShape), false);
}

/** An operator's shape: its arguments one level below it (a list of them is sent, but is no level of its own). */
function operatorShape(args: unknown, shapeOf: (arg: unknown) => RuleShape): RuleShape {
  const own = combine((Array.isArray(args) ? args : [args]).map(shapeOf), true);
  return Array.isArray(args) ? { size: own.size + 1, depth: own.depth } : own;
}

/** An object or list with these children: one more level when the compiler goes into them. */
function combine(children: readonly RuleShape[], compiled: boolean): RuleShape {
  let size = 1;
  let deepest = -1;
  for (const child of children) {
    size += child.size;
    if (child.depth > deepest) deepest = child.depth;
  }
  return { size, depth: compiled ? deepest + 1 : 0 };
}

/**
 * The shape of a written rule with its named rules written in, their shapes taken from
 * `named` (namedRuleShapes). A name not there (unknown, or in a cycle: validate reports both)
 * counts as one value.
 */
export function ruleShape(rule: unknown, named: ReadonlyMap<string, RuleShape>): RuleShape {
  const ofRule = (node: unknown): RuleShape => {
    const name = referenceIn(node);
    if (name !== null) return named.get(name) ?? LEAF;
    if (Array.isArray(node)) return combine(node.map(ofArgument), true);
    if (!isPlainObject(node)) return LEAF;
    const keys = Object.keys(node);
    if (keys.length === 1 && operationFor(keys[0]!) !== undefined) {
      return operatorShape(node[keys[0]!], keys[0] === 'var' ? plainShape : ofArgument);
    }
    // Any other object is a value to the compiler (validate reports it); it is still sent.
    return combine(
      keys.map((key) => (key === 'var' ? plainShape(node[key]) : ofArgument(node[key]))),
      false,
    );
  };
  const ofArgument = (arg: unknown): RuleShape => {
    if (typeof arg === 'string') return LEAF;
    if (Array.isArray(arg)) return combine(arg.map(ofArgument), true);
    return ofRule(arg);
  };
  return ofRule(rule);
}

/**
 * The shape of every named rule, each rule read and measured once, in an order where the rules
 * it uses are measured before it (a walk of the names with its own stack, so a long chain of
 * names does not run out of call stack).
 */
export function namedRuleShapes(named: Readonly<Record<string, { when?: unknown }>>): Map<string, RuleShape> {
  const shapes = new Map<string, RuleShape>();
  const onStack = new Set<string>();
  const known = (name: string) => Object.hasOwn(named, name);
  for (const start of Object.keys(named)) {
    if (shapes.has(start)) continue;
    const frames: { name: string; when: unknown; uses: string[]; next: number }[] = [];
    const open = (name: string) => {
      const when = named[name]!.when;
      frames.push({ name, when, uses: namedReferences(when), next: 0 });
      onStack.add(name);
    };
    open(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next < frame.uses.length) {
        const use = frame.uses[frame.next++]!;
        if (known(use) && !shapes.has(use) && !onStack.has(use)) open(use);
        continue;
      }
      shapes.set(frame.name, ruleShape(frame.when, shapes));
      onStack.delete(frame.name);
      frames.pop();
    }
  }
  return shapes;
}
