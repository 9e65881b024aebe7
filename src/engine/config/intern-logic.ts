/**
 * Equal logic as one object (hash-consing): resolve evaluates a rule once per logic object
 * (resolve/context.ts), and the rule compiler compiles once per object (rules/evaluate.ts),
 * so rules written alike in many places cost one evaluation.
 *
 * Each object gets a number, and its key is made of its children's numbers, never of their
 * text: the work is one step per distinct object, however often an object is shared. (A key
 * of JSON text was the size of the rule written out: 2^n for a chain of named rules that each
 * use the previous one twice.)
 */

export type LogicInterner = (logic: unknown) => unknown;

function keyOfPrimitive(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Object.is(value, -0) ? 'n-0' : `n${value}`;
  return String(value);
}

/** An interner for one compile: logic in, the one object equal to it out (the same one, when it is the first). */
export function logicInterner(): LogicInterner {
  const numberOf = new Map<object, number>();
  const canonical = new Map<string, object>();
  const done = new WeakMap<object, object>();

  const partOf = (value: unknown): string => {
    if (value === null || typeof value !== 'object') return keyOfPrimitive(value);
    return `#${numberOf.get(intern(value) as object)}`;
  };

  const intern = (logic: unknown): unknown => {
    if (logic === null || typeof logic !== 'object') return logic;
    const known = done.get(logic);
    if (known) return known;
    let key: string;
    let made: object;
    if (Array.isArray(logic)) {
      const items = logic.map((item) => intern(item));
      key = `[${logic.map(partOf).join(',')}]`;
      made = items.every((item, i) => item === logic[i]) ? logic : items;
    } else {
      const entries = Object.entries(logic).map(([k, v]) => [k, intern(v)] as const);
      key = `{${Object.entries(logic)
        .map(([k, v]) => `${JSON.stringify(k)}:${partOf(v)}`)
        .join(',')}}`;
      made = entries.every(([k, v]) => v === (logic as Record<string, unknown>)[k]) ? logic : Object.fromEntries(entries);
    }
    let found = canonical.get(key);
    if (!found) {
      canonical.set(key, (found = made));
      numberOf.set(found, numberOf.size);
    }
    done.set(logic, found);
    return found;
  };
  return intern;
}
