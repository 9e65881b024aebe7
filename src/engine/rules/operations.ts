/**
 * What each JSON-Logic operator does, with the semantics of json-logic-js 2.0.5 (the
 * reference implementation; tests/engine/rules/ checks the official cases and compares the
 * two). An operation receives its arguments compiled but not evaluated, so `if`, `and`, `or`
 * and the array operators evaluate only what they need, and fixed-arity operators allocate
 * nothing.
 *
 * Only operators in RULE_OPERATORS are offered (`operationFor`): json-logic-js also has
 * `log`, `filter`, `map`, `reduce`, dotted operator paths and `add_operation`; config may use
 * none of them, so the evaluator does not have them either.
 */
import { RULE_OPERATORS } from './operators.ts';
import { pathSteps, readPath, REFUSED } from './read-fact.ts';

/** A compiled piece of logic: its value for some data. */
export type Evaluator = (data: unknown) => unknown;

/** An operator: its compiled arguments and the data they are evaluated against. */
export type Operation = (args: readonly Evaluator[], data: unknown) => unknown;

/** JSON-Logic truthiness: like JavaScript, except that an empty array is false. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return !!value;
}

// JSON-Logic compares and computes with JavaScript's loose coercions; these casts only tell
// TypeScript so (the evaluator catches what a hostile value could throw).
type Loose = number;
const loose = (value: unknown): Loose => value as Loose;
/** parseFloat converts any value to a string first, as json-logic-js relies on. */
const float = (value: unknown): number => parseFloat(value as string);

function arg(args: readonly Evaluator[], index: number, data: unknown): unknown {
  const evaluate = args[index];
  return evaluate === undefined ? undefined : evaluate(data);
}

function all(args: readonly Evaluator[], data: unknown): unknown[] {
  const values = new Array<unknown>(args.length);
  for (let i = 0; i < args.length; i++) values[i] = args[i]!(data);
  return values;
}

/**
 * `var`: the fact at a path, or the default (null unless given) when it is absent. A path
 * through a prototype key, or to a function, answers null whatever the default.
 */
export function readVar(name: unknown, fallback: unknown, data: unknown, steps?: readonly string[]): unknown {
  const notFound = fallback === undefined ? null : fallback;
  if (name === undefined || name === null || name === '') return typeof data === 'function' ? null : data;
  const value = readPath(data, steps ?? pathSteps(name));
  if (value === REFUSED) return null;
  return value === undefined ? notFound : value;
}

function missingKeys(keys: readonly unknown[], data: unknown): unknown[] {
  const missing: unknown[] = [];
  for (const key of keys) {
    const value = readVar(key, undefined, data);
    if (value === null || value === '') missing.push(key);
  }
  return missing;
}

/** `some`, `all`, `none`: the second argument evaluated with each element of the first as data. */
function scoped(args: readonly Evaluator[], data: unknown): { items: unknown[]; test: Evaluator } | null {
  const items = arg(args, 0, data);
  const test = args[1];
  if (!Array.isArray(items) || items.length === 0 || test === undefined) return null;
  return { items, test };
}

function conditional(args: readonly Evaluator[], data: unknown): unknown {
  let i = 0;
  for (; i < args.length - 1; i += 2) {
    if (truthy(args[i]!(data))) return args[i + 1]!(data);
  }
  return i === args.length - 1 ? args[i]!(data) : null;
}

const OPERATIONS: Record<string, Operation> = {
  var: (args, data) => readVar(arg(args, 0, data), arg(args, 1, data), data),
  missing: (args, data) => {
    const values = all(args, data);
    return missingKeys(Array.isArray(values[0]) ? values[0] : values, data);
  },
  missing_some: (args, data) => {
    const need = arg(args, 0, data);
    const options = arg(args, 1, data);
    const keys = Array.isArray(options) ? options : [options];
    const missing = missingKeys(keys, data);
    return keys.length - missing.length >= loose(need) ? [] : missing;
  },

  if: conditional,
  '?:': conditional,
  and: (args, data) => {
    let current: unknown;
    for (const evaluate of args) {
      current = evaluate(data);
      if (!truthy(current)) return current;
    }
    return current;
  },
  or: (args, data) => {
    let current: unknown;
    for (const evaluate of args) {
      current = evaluate(data);
      if (truthy(current)) return current;
    }
    return current;
  },
  '!': (args, data) => !truthy(arg(args, 0, data)),
  '!!': (args, data) => truthy(arg(args, 0, data)),

  // biome-ignore lint/suspicious/noDoubleEquals: JSON-Logic's == is JavaScript's loose equality (json-logic-js is the reference).
  '==': (args, data) => arg(args, 0, data) == arg(args, 1, data),
  '===': (args, data) => arg(args, 0, data) === arg(args, 1, data),
  // biome-ignore lint/suspicious/noDoubleEquals: JSON-Logic's == is JavaScript's loose equality (json-logic-js is the reference).
  '!=': (args, data) => arg(args, 0, data) != arg(args, 1, data),
  '!==': (args, data) => arg(args, 0, data) !== arg(args, 1, data),
  '>': (args, data) => loose(arg(args, 0, data)) > loose(arg(args, 1, data)),
  '>=': (args, data) => loose(arg(args, 0, data)) >= loose(arg(args, 1, data)),
  '<': (args, data) => {
    const a = loose(arg(args, 0, data));
    const b = loose(arg(args, 1, data));
    const c = arg(args, 2, data);
    return c === undefined ? a < b : a < b && b < loose(c);
  },
  '<=': (args, data) => {
    const a = loose(arg(args, 0, data));
    const b = loose(arg(args, 1, data));
    const c = arg(args, 2, data);
    return c === undefined ? a <= b : a <= b && b <= loose(c);
  },

  in: (args, data) => {
    const needle = arg(args, 0, data);
    const haystack = arg(args, 1, data);
    if (!haystack) return false; // so "" contains nothing, not even ""
    if (typeof haystack === 'string') return haystack.indexOf(String(needle)) !== -1;
    return Array.isArray(haystack) && haystack.indexOf(needle) !== -1;
  },
  cat: (args, data) => all(args, data).join(''),
  substr: (args, data) => {
    const source = String(arg(args, 0, data));
    const start = loose(arg(args, 1, data));
    const end = arg(args, 2, data);
    // A negative length counts from the end, as in PHP (json-logic-js does the same).
    if (loose(end) < 0) {
      const rest = source.substr(start);
      return rest.substr(0, rest.length + loose(end));
    }
    return source.substr(start, end as number | undefined);
  },
  some: (args, data) => {
    const scope = scoped(args, data);
    // biome-ignore lint/complexity/useOptionalChain: the operator returns false, as json-logic-js does; `scope?.items…` would return undefined.
    return scope !== null && scope.items.some((item) => truthy(scope.test(item)));
  },
  all: (args, data) => {
    const scope = scoped(args, data);
    // biome-ignore lint/complexity/useOptionalChain: the operator returns false, as json-logic-js does; `scope?.items…` would return undefined.
    return scope !== null && scope.items.every((item) => truthy(scope.test(item)));
  },
  none: (args, data) => {
    const scope = scoped(args, data);
    return scope === null || !scope.items.some((item) => truthy(scope.test(item)));
  },
  merge: (args, data) => all(args, data).reduce<unknown[]>((merged, value) => merged.concat(value), []),

  '+': (args, data) => all(args, data).reduce<number>((sum, value) => float(sum) + float(value), 0),
  '*': (args, data) => {
    const values = all(args, data);
    if (values.length === 0) return null;
    // Like json-logic-js: a single argument comes back as it is, unconverted.
    return values.reduce((product, value) => float(product) * float(value));
  },
  '-': (args, data) => {
    const a = loose(arg(args, 0, data));
    const b = arg(args, 1, data);
    return b === undefined ? -a : a - loose(b);
  },
  '/': (args, data) => loose(arg(args, 0, data)) / loose(arg(args, 1, data)),
  '%': (args, data) => loose(arg(args, 0, data)) % loose(arg(args, 1, data)),
  min: (args, data) => Math.min(...(all(args, data) as number[])),
  max: (args, data) => Math.max(...(all(args, data) as number[])),
};

/** Operators config may use and the evaluator implements (`rule` is expanded before evaluation). */
const OFFERED: ReadonlyMap<string, Operation> = new Map(Object.entries(OPERATIONS).filter(([name]) => RULE_OPERATORS.has(name)));

/** The operation of an operator config may use, or undefined for any other name. */
export function operationFor(name: string): Operation | undefined {
  return OFFERED.get(name);
}

/** Every operator the evaluator offers (a test keeps it equal to RULE_OPERATORS minus `rule`). */
export function offeredOperators(): string[] {
  return [...OFFERED.keys()];
}
