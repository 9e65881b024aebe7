/**
 * Spec 7: "POST bodies have empty values removed". Empty means null, undefined or "".
 *
 * Choices where the spec is silent:
 * - Removal is recursive through plain objects, so a nested `{ address: { line2: "" } }`
 *   loses `line2` too (services treat a missing field and an empty one alike).
 * - Empty arrays and empty objects are KEPT: `[]` is a deliberate value ("no items",
 *   "clear this list"), and an object emptied by stripping still says "this group exists".
 * - Array elements are never removed (positions carry meaning); objects inside arrays are
 *   stripped like any other object.
 * - Non-plain objects (Date, Blob, URLSearchParams …) pass through untouched.
 */
export function stripEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => stripEmpty(item)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isEmptyValue(item)) continue;
    out[key] = stripEmpty(item);
  }
  return out as T;
}

export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
