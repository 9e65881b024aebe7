/**
 * Structural comparison of two view models (or any two JSON values). Generic on purpose: a
 * field the view model gains later (the page and its blocks, say) is compared without a
 * change here. Arrays of objects are matched by a key (id, uid, locale, kind, or type with
 * its occurrence), so an inserted item is one addition rather than a shifted list.
 */

/** One step into a value: a property, an element matched by key, or an element by index. */
export type Segment = string | { key: string; container: string } | number;

export interface ValueChange {
  path: Segment[];
  kind: 'added' | 'removed' | 'changed' | 'reordered';
  before?: unknown;
  after?: unknown;
  /** before/after are already words (a redirect's "action (href)"), not JSON values. */
  summarised?: boolean;
}

const KEY_FIELDS = ['id', 'uid', 'locale', 'kind'] as const;

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbsent(value: Json): boolean {
  return value === null || value === undefined;
}

/** How elements of an array pair are matched: the keys of a list's elements, or null for by index. */
function keyFunction(a: Json[], b: Json[]): ((list: Json[]) => string[]) | null {
  const all = [...a, ...b];
  if (all.length === 0 || !all.every(isObject)) return null;
  const field = (element: Json, name: string) => (element as Record<string, Json>)[name];
  const uniqueIn = (list: Json[], name: string) => {
    const values = list.map((e) => field(e, name));
    return values.every((v) => typeof v === 'string' || typeof v === 'number') && new Set(values).size === values.length;
  };
  for (const name of KEY_FIELDS) {
    if (uniqueIn(a, name) && uniqueIn(b, name)) return (list) => list.map((e) => String(field(e, name)));
  }
  // Blocks without ids: the nth block of a type is matched with the nth of that type.
  if (all.every((e) => typeof field(e, 'type') === 'string')) {
    return (list) => {
      const seen = new Map<string, number>();
      return list.map((e) => {
        const type = field(e, 'type') as string;
        const nth = (seen.get(type) ?? 0) + 1;
        seen.set(type, nth);
        return nth === 1 ? type : `${type}#${nth}`;
      });
    };
  }
  return null;
}

function keyed(list: Json[], keysOf: (list: Json[]) => string[]): Map<string, Json> {
  const keys = keysOf(list);
  return new Map(list.map((element, index) => [keys[index]!, element]));
}

function containerOf(path: Segment[]): string {
  const last = path[path.length - 1];
  return typeof last === 'string' ? last : '';
}

function diffArrays(a: Json[], b: Json[], path: Segment[], out: ValueChange[]): void {
  if (![...a, ...b].some((e) => typeof e === 'object' && e !== null)) {
    // Lists of plain values (locales, tags) read best as one before/after pair.
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, kind: 'changed', before: a, after: b });
    return;
  }
  const keyOf = keyFunction(a, b);
  if (!keyOf) {
    const length = Math.max(a.length, b.length);
    for (let i = 0; i < length; i++) {
      if (i >= a.length) out.push({ path: [...path, i], kind: 'added', after: b[i] });
      else if (i >= b.length) out.push({ path: [...path, i], kind: 'removed', before: a[i] });
      else diffValues(a[i], b[i], [...path, i], out);
    }
    return;
  }
  const container = containerOf(path);
  const before = keyed(a, keyOf);
  const after = keyed(b, keyOf);
  for (const [key, element] of before) {
    const segment = { key, container };
    if (!after.has(key)) out.push({ path: [...path, segment], kind: 'removed', before: element });
    else diffValues(element, after.get(key), [...path, segment], out);
  }
  for (const [key, element] of after) {
    if (!before.has(key)) out.push({ path: [...path, { key, container }], kind: 'added', after: element });
  }
  const commonBefore = [...before.keys()].filter((k) => after.has(k));
  const commonAfter = [...after.keys()].filter((k) => before.has(k));
  if (commonBefore.join('\u0000') !== commonAfter.join('\u0000')) {
    out.push({ path, kind: 'reordered', before: commonBefore, after: commonAfter });
  }
}

/** Appends to `out` every difference between `a` and `b` below `path`. */
export function diffValues(a: Json, b: Json, path: Segment[], out: ValueChange[]): void {
  if (a === b) return;
  if (isAbsent(a) && isAbsent(b)) return;
  if (isAbsent(a) && typeof b === 'object') {
    out.push({ path, kind: 'added', after: b });
    return;
  }
  if (isAbsent(b) && typeof a === 'object') {
    out.push({ path, kind: 'removed', before: a });
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    diffArrays(a, b, path, out);
    return;
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      // A rich-text tree is the parse of its html: comparing the html says it once.
      if (key === 'tree' && 'html' in a && 'html' in b) continue;
      diffValues(a[key], b[key], [...path, key], out);
    }
    return;
  }
  out.push({ path, kind: 'changed', before: a, after: b });
}

/** "action (href)" for the parts of a view model that are one decision (a redirect, a locale switch). */
function summary(value: Json, fields: readonly string[]): string {
  if (!isObject(value)) return 'none';
  const [first, ...rest] = fields.map((f) => value[f]).filter((v) => v !== undefined && v !== null);
  return rest.length ? `${String(first)} (${rest.map(String).join(', ')})` : String(first ?? 'none');
}

/** Decisions compared as one value; anything else about them (tracking) compared field by field. */
const DECISIONS: Record<string, readonly string[]> = { redirect: ['action', 'href'], localeSwitch: ['locale', 'href'] };

/** Every difference between two view models, in the view model's own order. */
export function compareViewModels(before: Json, after: Json): ValueChange[] {
  const out: ValueChange[] = [];
  if (!isObject(before) || !isObject(after)) {
    diffValues(before, after, [], out);
    return out;
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    const fields = DECISIONS[key];
    if (fields) {
      const a = summary(before[key], fields);
      const b = summary(after[key], fields);
      if (a !== b) {
        out.push({ path: [key], kind: 'changed', before: a, after: b, summarised: true });
        continue;
      }
    }
    diffValues(before[key], after[key], [key], out);
  }
  return out;
}
