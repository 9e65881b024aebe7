/**
 * Whether two pieces of logic are equal as JSON, in steps proportional to the objects in them:
 * named rules are shared objects (expandNamedRules), and a pair of objects found equal once is
 * not compared again. (JSON.stringify of both wrote them out: 2^n for a chain of rules that each
 * use the previous one twice.)
 */
export function sameLogic(a: unknown, b: unknown, equal = new WeakMap<object, WeakSet<object>>()): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b) || a === b;
  if (equal.get(a)?.has(b)) return true;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i++) {
    const key = keysA[i]!;
    // JSON.stringify compares keys in order too.
    if (key !== keysB[i]) return false;
    if (!sameLogic((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], equal)) return false;
  }
  let known = equal.get(a);
  if (!known) equal.set(a, (known = new WeakSet()));
  known.add(b);
  return true;
}
