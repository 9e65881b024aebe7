/**
 * The atoms of a rule, for the audience `diff` and `who` derive from the rules: every fact the
 * rule reads, with the values worth trying for it. Those are the values the rule compares it
 * with and one value on each side of them, so every outcome the comparison can have is among
 * them, whatever else the fact could be:
 *   { "==": [{ "var": "customer.distributorId" }, "PARTNER_B"] }   PARTNER_B, and one other (null)
 *   { "in": [{ "var": "customer.state" }, ["A", "B"]] }             A, B, and one other
 *   { "in": ["PENDING_", { "var": "customer.state" }] }            PENDING_ (a text with it in), and one without
 *   { ">=": [{ "var": "customer.unreadMessages" }, 3] }            2, 3 and 4
 *   { "var": "flags.paymentMethods" } (a boolean read as it is)   true and false
 * Facts the views already vary (the page and locale, the time) are tried, never assigned.
 */
import type { FactVocabulary, LeafSchema } from '../portal/fact-vocabulary.ts';

/**
 * Facts the page decides (its locale, path, kind, audience, header, partner or registration
 * flow, host) and the time: a view is on a page at a time (diff's locales and pages, --at), so
 * they are tried, never assigned. The page's signals (inside the app, embedded, a query or a
 * cookie) can be any customer's, and are assigned like the customer's facts.
 */
export function assignable(path: string): boolean {
  return !/^(page\.(locale|language|region|path|hash|id|kind|audience|headerType|distributorPage|regflow|host)|now\..*)$/.test(path);
}

const COMPARISONS = new Set(['==', '===', '!=', '!==']);
const ORDERINGS = new Set(['<', '<=', '>', '>=']);
/** Operators whose later arguments read each element of a list, not the facts. */
const SCOPED = new Set(['some', 'all', 'none']);
/** At most this many values of one fact: a rule comparing with a long list tries its first ones. */
const MAX_VALUES = 6;

interface Uses {
  equals: unknown[];
  ordered: number[];
  /** `in` with the fact as the text or list searched: the needles. */
  contains: unknown[];
  truthy: boolean;
}

function factPath(node: unknown): string | null {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1 || keys[0] !== 'var') return null;
  const name = (node as { var: unknown }).var;
  const path = Array.isArray(name) ? name[0] : name;
  return typeof path === 'string' && path !== '' ? path : null;
}

function isConstant(node: unknown): boolean {
  return node === null || typeof node !== 'object';
}

function use(uses: Map<string, Uses>, path: string): Uses {
  let entry = uses.get(path);
  if (!entry) uses.set(path, (entry = { equals: [], ordered: [], contains: [], truthy: false }));
  return entry;
}

function collect(node: unknown, uses: Map<string, Uses>): void {
  if (Array.isArray(node)) {
    for (const part of node) collect(part, uses);
    return;
  }
  const path = factPath(node);
  if (path) {
    // Read as it is (in and/or/!/if, or compared with another fact): its truthiness decides.
    use(uses, path).truthy = true;
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [operator, raw] of Object.entries(node)) {
    const args = Array.isArray(raw) ? raw : [raw];
    if (SCOPED.has(operator)) {
      collect(args[0], uses);
      continue;
    }
    const [a, b] = args;
    const pa = factPath(a);
    const pb = factPath(b);
    if (COMPARISONS.has(operator) && args.length === 2 && (pa || pb) && isConstant(pa ? b : a)) {
      use(uses, (pa ?? pb)!).equals.push(pa ? b : a);
      continue;
    }
    if (ORDERINGS.has(operator) && args.length === 2 && (pa || pb) && typeof (pa ? b : a) === 'number') {
      use(uses, (pa ?? pb)!).ordered.push((pa ? b : a) as number);
      continue;
    }
    if (operator === 'in' && args.length === 2 && pa && Array.isArray(b) && b.every(isConstant)) {
      use(uses, pa).equals.push(...b);
      continue;
    }
    if (operator === 'in' && args.length === 2 && pb && isConstant(a)) {
      use(uses, pb).contains.push(a);
      continue;
    }
    collect(args, uses);
  }
}

function typesOf(schema: LeafSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** A value of the fact's type that none of `taken` is (JSON-compared), or undefined. */
function otherValue(schema: LeafSchema, taken: readonly unknown[]): unknown {
  const seen = new Set(taken.map((v) => JSON.stringify(v)));
  const free = (v: unknown) => !seen.has(JSON.stringify(v));
  if (schema.enum) return schema.enum.find(free);
  const types = typesOf(schema);
  if (types.includes('null') && free(null)) return null;
  if (types.includes('string')) return ['other', 'other-2', 'other-3'].find(free);
  if (types.includes('integer') || types.includes('number')) return [0, 1, -1].find(free);
  return undefined;
}

function candidates(schema: LeafSchema, uses: Uses): unknown[] {
  const types = typesOf(schema);
  const values: unknown[] = [];
  const add = (v: unknown) => {
    if (v !== undefined && !values.some((w) => JSON.stringify(w) === JSON.stringify(v))) values.push(v);
  };
  if (types.includes('boolean') && !types.includes('string')) {
    add(true);
    add(false);
    return values;
  }
  if (types.includes('array')) {
    const item = schema.items ?? {};
    for (const needle of uses.contains) add([needle]);
    if (uses.truthy || uses.contains.length) {
      add([]);
      if (!uses.contains.length) {
        const one = otherValue(item, []);
        if (one !== undefined) add([one]);
      }
    }
    return values.slice(0, MAX_VALUES);
  }
  for (const value of uses.equals) add(value);
  for (const bound of uses.ordered) [bound - 1, bound, bound + 1].forEach(add);
  // A text searched for a needle: the needle itself (it contains itself), and the other value below.
  for (const needle of uses.contains) add(String(needle));
  const shown = values.slice(0, MAX_VALUES - 1);
  // One value none of the constants is; for a fact read as it is, a falsy one and a truthy one.
  const other = otherValue(schema, shown);
  if (other !== undefined && (shown.length > 0 || uses.truthy)) shown.push(other);
  if (uses.truthy) {
    const truthy = shown.some((v) => !!v) ? undefined : otherValue({ ...schema, type: typesOf(schema).filter((t) => t !== 'null') }, shown);
    if (truthy !== undefined && truthy) shown.push(truthy);
  }
  return shown.filter((v) => schema.enum === undefined || schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(v)));
}

/**
 * Fact path -> the values worth trying, for the facts of `logic` (several rules' logic may be
 * given: the base's and the working tree's version of one rule). Facts not in the vocabulary
 * are left out. Facts the view decides are in (an outcome may depend on them) and are taken out
 * of the assignments made of them (derived-audience.ts).
 */
export function atomsOf(logics: readonly unknown[], vocabulary: FactVocabulary): Map<string, unknown[]> {
  const uses = new Map<string, Uses>();
  for (const logic of logics) collect(logic, uses);
  const atoms = new Map<string, unknown[]>();
  for (const [path, used] of [...uses].sort(([a], [b]) => a.localeCompare(b))) {
    const schema = vocabulary.leaves.get(path);
    if (!schema) continue;
    const values = candidates(schema, used);
    if (values.length > 1) atoms.set(path, values);
  }
  return atoms;
}
