/**
 * How a rule reads facts (`var`, and `missing` through it): a rule can only read data.
 *
 * JSON-Logic's reference implementation descends with `data[key]`, which also finds what an
 * object inherits: `{ "var": "customer.constructor.constructor" }` reaches `Function`. Here a
 * path step only reads an own property, never one of the prototype keys, and never yields a
 * function, so config that bypassed `validate` still cannot reach code through the facts.
 */

/** Keys that lead from data to the machinery behind it; reading one answers null. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['constructor', '__proto__', 'prototype']);

/** What readPath answers for a refused step (a prototype key, or a function value). */
export const REFUSED: unique symbol = Symbol('refused fact path');

/** The steps of a `var` path: "a.b.0" -> ["a", "b", "0"], as JSON-Logic splits it. */
export function pathSteps(name: unknown): string[] {
  return String(name).split('.');
}

/**
 * Follows `steps` from `data`: the value, undefined when a step is absent (JSON-Logic then
 * answers the default), or REFUSED. Own properties only, so arrays and strings still give
 * their elements and `length`, while inherited methods (toString, hasOwnProperty, …) do not.
 */
export function readPath(data: unknown, steps: readonly string[]): unknown {
  let value = data;
  for (const key of steps) {
    if (value === null || value === undefined) return undefined;
    if (PROTOTYPE_KEYS.has(key)) return REFUSED;
    if (!Object.hasOwn(value as object, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'function' ? REFUSED : value;
}
