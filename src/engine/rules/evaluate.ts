/**
 * The one evaluation path of rules: resolve, explain and the CLI all come through here.
 *
 * A rule's logic is compiled once into a tree of closures (cached per logic object, and
 * config keeps its rules' logic objects for its lifetime), so evaluating it is a few calls,
 * not a walk that re-reads keys and re-splits fact paths on every resolve. Logic is therefore
 * treated as immutable once evaluated: change a copy, never a rule in place.
 *
 * It only reads facts (read-fact.ts) and only offers the operators of RULE_OPERATORS
 * (operations.ts). Anything else, which `validate` would have rejected, answers null instead
 * of reaching code or crashing a page: an operator config may not use, a prototype key in a
 * fact path, logic nested deeper than any real rule, or a value that throws when compared.
 */
import { operationFor, truthy, readVar, type Evaluator } from './operations.ts';
import { pathSteps } from './read-fact.ts';
import type { PreparedRule } from './types.ts';

export { truthy };

/**
 * Deeper than any rule a person writes; bounds compile recursion (and cycles in hand-built logic).
 * validate refuses a rule deeper than this once its named rules are written in (rule-shape.ts).
 */
export const MAX_LOGIC_DEPTH = 200;

const compiled = new WeakMap<object, Evaluator>();
const answersNull: Evaluator = () => null;

/** Thrown while compiling logic deeper than MAX_LOGIC_DEPTH: the whole rule then answers null. */
class TooDeep extends Error {}

function constant(value: unknown): Evaluator {
  return () => value;
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

function compileArray(logic: readonly unknown[], depth: number): Evaluator {
  // A list of plain values (the second argument of `in`, say) needs no evaluation; it is
  // still a new array each time, as in JSON-Logic, so no caller can change the config's.
  if (logic.every(isPrimitive)) return () => logic.slice();
  const items = logic.map((item) => compileNode(item, depth + 1));
  return (data) => items.map((item) => item(data));
}

/** `var` with a literal path: the path is split once, here, not on every evaluation. */
function compileVar(args: readonly unknown[], depth: number): Evaluator | null {
  const name = args[0];
  if (!isPrimitive(name) || name === null || name === '' || args.length > 2) return null;
  const steps = pathSteps(name);
  const fallback = args.length > 1 ? compileNode(args[1], depth + 1) : null;
  return fallback === null ? (data) => readVar(name, undefined, data, steps) : (data) => readVar(name, fallback(data), data, steps);
}

function compileOperator(logic: object, depth: number): Evaluator {
  const keys = Object.keys(logic);
  // JSON-Logic: only an object with exactly one key is an operation; any other is a value.
  if (keys.length !== 1) return constant(logic);
  const name = keys[0]!;
  const raw = (logic as Record<string, unknown>)[name];
  const list = Array.isArray(raw) ? raw : [raw];
  const operation = operationFor(name);
  if (operation === undefined) return answersNull;
  if (name === 'var') {
    const fast = compileVar(list, depth);
    if (fast !== null) return fast;
  }
  const args = list.map((item) => compileNode(item, depth + 1));
  return (data) => operation(args, data);
}

/**
 * How many levels each compiled object reaches below itself. Logic may share objects (a named
 * rule is one object wherever it is used): a shared object met again, deeper, is too deep when
 * what is below it would be, as it would be in the same logic written out (in the browser).
 */
const heights = new WeakMap<object, number>();
/** The deepest level the compile under way has reached. */
let reached = 0;

function compileNode(logic: unknown, depth: number): Evaluator {
  if (isPrimitive(logic)) return constant(logic);
  if (typeof logic !== 'object') return answersNull;
  if (depth > MAX_LOGIC_DEPTH) throw new TooDeep();
  const known = compiled.get(logic as object);
  if (known !== undefined) {
    const reach = depth + (heights.get(logic as object) ?? 0);
    if (reach > MAX_LOGIC_DEPTH) throw new TooDeep();
    if (reach > reached) reached = reach;
    return known;
  }
  const outer = reached;
  reached = depth;
  const evaluator = Array.isArray(logic) ? compileArray(logic, depth) : compileOperator(logic as object, depth);
  compiled.set(logic as object, evaluator);
  heights.set(logic as object, reached - depth);
  if (outer > reached) reached = outer;
  return evaluator;
}

/**
 * The compiled form of some logic (compiled on first use, then cached). Logic nested deeper
 * than MAX_LOGIC_DEPTH, or cyclic, compiles to null as a whole: cutting it off below would let an
 * enclosing `!` turn the cut into true.
 */
export function compileLogic(logic: unknown): Evaluator {
  reached = 0;
  try {
    return compileNode(logic, 0);
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    if (typeof logic === 'object' && logic !== null) {
      compiled.set(logic, answersNull);
      // Inside other logic it is too deep as well: the whole of that answers null too.
      heights.set(logic, MAX_LOGIC_DEPTH + 1);
    }
    return answersNull;
  }
}

/**
 * The value of JSON-Logic `logic` for `data`. Never throws: logic that cannot be evaluated
 * (see above) answers null.
 */
export function evaluate(logic: unknown, data: unknown): unknown {
  try {
    return compileLogic(logic)(data);
  } catch {
    return null;
  }
}

/**
 * Evaluates a prepared rule against facts. An absent rule holds.
 * JSON-Logic truthiness applies ([] and "" are false), as everywhere else in the engine.
 */
export function holds(rule: Pick<PreparedRule, 'logic'> | null | undefined, facts: object): boolean {
  if (!rule) return true;
  return truthy(evaluate(rule.logic, facts));
}

/** The raw value of a rule (for explain and for non-boolean rules). */
export function valueOf(logic: unknown, facts: object): unknown {
  return evaluate(logic, facts);
}
