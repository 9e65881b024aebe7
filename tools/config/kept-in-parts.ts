/**
 * A kept validation stored in parts, each read when it is first asked for: the compiled config's
 * pages are most of a validation, each locale's its own, and a question about one persona reads
 * the pages of one locale. An object that more than one part reaches (a rule that the pages of
 * several locales share, one also named in config/rules/named.yaml) is stored once, with the
 * head, and put back in place of a stand-in when a part is read: what is read back is the same
 * graph, object for object, as what was kept (tools read identity: the rule a step of an
 * explanation names is found by its source object).
 */
import { deserialize, serialize } from 'node:v8';

/** The stand-in for an object the head holds: `{ [SHARED]: its index in the head's list }`. */
const SHARED = '\u0000shared';
/** An object reached from the head and a locale's pages, or from two locales' pages. */
const MANY = Symbol('reached from several parts');

export interface StoredParts {
  head: Uint8Array;
  /** Each locale's pages, in the order of the config's locales. */
  pages: [string, Uint8Array][];
}

interface HeadPart {
  value: unknown;
  /** The source references stored in this part (validation-cache.ts makes each lazy where it lies). */
  marks: object[];
  shared: object[];
}

interface PagesPart {
  value: unknown;
  marks: object[];
}

/** Thrown for a part that this code did not write. */
export class DamagedPart extends Error {}

type Owner = string | typeof MANY;

function reach(value: unknown, part: string, owners: Map<object, Owner>, skip: unknown, seen = new Set<object>()): void {
  if (value === null || typeof value !== 'object' || value === skip || seen.has(value)) return;
  seen.add(value);
  const owner = owners.get(value);
  owners.set(value, owner === undefined || owner === part ? part : MANY);
  for (const key in value) reach((value as Record<string, unknown>)[key], part, owners, skip, seen);
}

/** A copy of a locale's pages with every shared object as its stand-in. */
function copyOfPart(
  value: unknown,
  owners: Map<object, Owner>,
  sharedIndex: Map<object, number>,
  marks: Set<object>,
  partMarks: object[],
  copies: Map<object, unknown>,
): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (owners.get(value) === MANY) return { [SHARED]: sharedIndex.get(value) };
  const known = copies.get(value);
  if (known !== undefined) return known;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  copies.set(value, copy);
  if (marks.has(value)) partMarks.push(copy);
  for (const key in value)
    (copy as Record<string, unknown>)[key] = copyOfPart((value as Record<string, unknown>)[key], owners, sharedIndex, marks, partMarks, copies);
  return copy;
}

/**
 * The stored validation (its source references already stand-ins, listed in `marks`) in parts;
 * one part alone when it has no compiled pages.
 */
export function inParts(stored: { config?: unknown }, marks: object[]): StoredParts {
  const config = stored.config as { pages?: unknown } | null | undefined;
  const pages = config?.pages;
  if (pages === null || typeof pages !== 'object' || Array.isArray(pages))
    return { head: serialize({ value: stored, marks, shared: [] } satisfies HeadPart), pages: [] };
  const owners = new Map<object, Owner>();
  reach(stored, '', owners, pages);
  const locales = Object.keys(pages);
  for (const locale of locales) reach((pages as Record<string, unknown>)[locale], locale, owners, undefined);
  const shared = [...owners].filter(([, owner]) => owner === MANY).map(([object]) => object);
  const sharedIndex = new Map(shared.map((object, index) => [object, index]));
  const markSet = new Set(marks);
  const parts = locales.map((locale): [string, Uint8Array] => {
    const partMarks: object[] = [];
    const value = copyOfPart((pages as Record<string, unknown>)[locale], owners, sharedIndex, markSet, partMarks, new Map());
    return [locale, serialize({ value, marks: partMarks } satisfies PagesPart)];
  });
  const headMarks = marks.filter((mark) => {
    const owner = owners.get(mark);
    return owner === undefined || owner === '' || owner === MANY;
  });
  const head = { ...stored, config: { ...(config as object), pages: Object.fromEntries(locales.map((locale) => [locale, null])) } };
  return { head: serialize({ value: head, marks: headMarks, shared } satisfies HeadPart), pages: parts };
}

function putBackShared(value: unknown, shared: readonly object[], seen = new Set<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Object.hasOwn(value, SHARED)) {
    const index = (value as Record<string, unknown>)[SHARED];
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= shared.length) throw new DamagedPart('a stand-in for no shared object');
    return shared[index];
  }
  if (seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const child = record[key];
    if (child !== null && typeof child === 'object') {
      const put = putBackShared(child, shared, seen);
      if (put !== child) record[key] = put;
    }
  }
  return value;
}

const isList = (value: unknown): value is object[] => Array.isArray(value) && value.every((v) => v !== null && typeof v === 'object');

/**
 * The stored validation from its parts: the head now, each locale's pages when first read.
 * `revive` makes a part's listed source references lazy; `damaged` is called (and a DamagedPart
 * thrown) for a part read later that is not one this code wrote.
 */
export function fromParts(parts: StoredParts, revive: (marks: object[]) => void, damaged: () => void): unknown {
  const head = deserialize(parts.head) as HeadPart;
  if (head === null || typeof head !== 'object' || !isList(head.marks) || !isList(head.shared)) throw new DamagedPart('not the head of a kept validation');
  revive(head.marks);
  if (parts.pages.length === 0) return head.value;
  const pages = (head.value as { config?: { pages?: unknown } }).config?.pages;
  if (pages === null || typeof pages !== 'object') throw new DamagedPart('a kept validation without its pages');
  for (const [locale, bytes] of parts.pages) {
    let read: unknown;
    let done = false;
    const readPart = () => {
      try {
        const part = deserialize(bytes) as PagesPart;
        if (part === null || typeof part !== 'object' || !isList(part.marks)) throw new DamagedPart(`not the ${locale} pages of a kept validation`);
        const value = putBackShared(part.value, head.shared);
        revive(part.marks);
        return value;
      } catch (error) {
        damaged();
        const what = error instanceof DamagedPart ? error.message : `the ${locale} pages of a kept validation (${(error as Error).message})`;
        throw new DamagedPart(`${what}: it was removed, run the command again`);
      }
    };
    Object.defineProperty(pages, locale, {
      get: () => {
        if (!done) {
          read = readPart();
          done = true;
        }
        return read;
      },
      set: (value: unknown) => {
        read = value;
        done = true;
      },
      enumerable: true,
      configurable: true,
    });
  }
  return head.value;
}
