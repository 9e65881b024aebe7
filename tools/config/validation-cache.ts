/**
 * A validation kept for the next `portal` command: a command that asks one
 * persona's question spent most of its second validating and compiling config/ it had validated a
 * moment before. The result is stored in node_modules/.cache/portal-cli/, keyed by everything it
 * follows from: the command's code (the bundle's name, which tools/portal/run.mjs sets), the
 * config folder, every config file's path and text, and every schema's. A key that matches is the
 * same validation; anything else validates again. Off (every run validates) when no code version
 * is set: a test or tsx runs the sources, whose version nobody has named.
 *
 * The compiled config's source references work out their line when first read (a parse of the
 * file with positions): they are stored as their file and path and made lazy again when read back.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readConfigBytes, readConfigFile } from '../../src/node/read-config-file.ts';
import { join, relative, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { asLazySourceRef, lazySourceRef, sourcePlaceOf, type SourcePlace } from '../../src/engine/config/source-ref.ts';
import type { JsonPath } from '../../src/engine/config/sources.ts';
import { DamagedPart, fromParts, inParts, type StoredParts } from './kept-in-parts.ts';
import { keptPositions, type Position } from './kept-positions.ts';
import { parseYamlSource } from './yaml-source.ts';

/** The code version: tools/portal/run.mjs names the bundle it runs. */
export const CODE_VERSION_VARIABLE = 'PORTAL_CODE_VERSION';
/** How many validations are kept (a few revisions for `diff`, the working tree). */
const KEPT = 8;
const MARK = '\u0000sourceRef';
/** What every kept file holds around its value: anything else (cut short, written by hand, another format) is a miss. */
const ENVELOPE = 'portal-cli-kept-3';

interface Kept {
  envelope: typeof ENVELOPE;
  kind: string;
  key: string;
  value: unknown;
}

/** A kept file that cannot be what was kept (a reference that is not a file and a path). */
class CorruptEntry extends Error {}

export interface CacheScope {
  repoRoot: string;
  configDir: string;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).filter((file) => /\.(ya?ml|json)$/.test(file)).sort();
}

/** The key of a validation, or undefined when validations are not to be kept. */
export function validationKey(scope: CacheScope): string | undefined {
  const version = process.env[CODE_VERSION_VARIABLE];
  if (!version) return undefined;
  const hash = createHash('sha256').update(`${version}\u0000${resolve(scope.configDir)}\u0000${resolve(scope.repoRoot)}`);
  for (const [dir, label] of [
    [scope.configDir, 'config'],
    [join(scope.repoRoot, 'schemas'), 'schemas'],
  ] as const) {
    for (const file of filesUnder(dir)) {
      // Through the safe reader: a link to /dev/zero or a FIFO is hashed as its refusal (the
      // loader then reports it), never read without end.
      const read = readConfigBytes(join(dir, file), { root: dir, rootName: `${label}/` });
      hash.update(`\u0000${label}/${file}\u0000`).update(read.ok ? read.bytes : `\u0000${read.code}`);
    }
  }
  return hash.digest('base64url').slice(0, 24);
}

function cacheDir(repoRoot: string): string {
  return join(repoRoot, 'node_modules', '.cache', 'portal-cli');
}

/** A copy of `value` with each lazy source reference as its file and path (no position worked out). */
export function storable(value: unknown, seen = new Map<object, unknown>(), marks: object[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  const place = sourcePlaceOf(value);
  if (place) {
    const marked = { [MARK]: [place.file, ...place.path] };
    seen.set(value, marked);
    marks.push(marked);
    return marked;
  }
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  for (const [key, child] of Object.entries(value)) (copy as Record<string, unknown>)[key] = storable(child, seen, marks);
  return copy;
}

type Locator = (path: JsonPath) => { line: number; col: number } | null;

/** The stored reference's file and path, or a CorruptEntry. */
function placeOfMark(marked: unknown): [string, ...(string | number)[]] {
  if (!Array.isArray(marked) || typeof marked[0] !== 'string' || !marked.every((part, i) => i === 0 || typeof part === 'string' || typeof part === 'number'))
    throw new CorruptEntry('a source reference that is not a file and a path');
  return marked as [string, ...(string | number)[]];
}

/** Finds positions in a file by a parse of it with positions. */
function parsedLocator(file: string, repoRoot: string, configDir: string): Locator {
  const read = readConfigFile(join(repoRoot, file), { root: configDir, rootName: relative(repoRoot, configDir) || 'the repository' });
  // A file gone since it was validated has no lines to name: no position, rather than one in an empty text.
  const parsed = read.ok ? parseYamlSource(file, read.text) : undefined;
  return (p: JsonPath) => parsed?.locate(p) ?? null;
}

/** Each file's locator, its file parsed when a position is first asked for (once per file). */
function parsedLocators(repoRoot: string, configDir: string): (file: string) => Locator {
  const parsed = new Map<string, Locator>();
  return (file) => (at) => {
    let locate = parsed.get(file);
    if (!locate) {
      locate = parsedLocator(file, repoRoot, configDir);
      parsed.set(file, locate);
    }
    return locate(at);
  };
}

/** Puts lazy references back in place of the stored ones (in the freshly read copy). */
export function revive(
  value: unknown,
  repoRoot: string,
  /** The folder the files were validated in, which they are read inside again (the loader's rule); default the repository. */
  configDir = repoRoot,
  seen = new Map<object, unknown>(),
  locators: (file: string) => Locator = parsedLocators(repoRoot, configDir),
): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  seen.set(value, value);
  const marked = (value as Record<string, unknown>)[MARK];
  if (marked !== undefined) {
    const [file, ...path] = placeOfMark(marked);
    const ref = lazySourceRef(file, path, locators(file));
    seen.set(value, ref);
    return ref;
  }
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    const revived = revive(child, repoRoot, configDir, seen, locators);
    if (revived !== child) record[key] = revived;
  }
  return value;
}

/**
 * revive() for a value whose stored references are listed (the same objects: a serialization
 * keeps which object is which): each is made lazy where it lies, without a walk of the value.
 */
function reviveMarks(marks: unknown, locators: (file: string) => Locator): void {
  if (!Array.isArray(marks)) throw new CorruptEntry('no list of source references');
  // Checked before any is changed: a corrupt list leaves nothing half made.
  const places = marks.map((mark) => {
    if (mark === null || typeof mark !== 'object' || Object.keys(mark).length !== 1) throw new CorruptEntry('a source reference that is not one');
    return placeOfMark((mark as Record<string, unknown>)[MARK]);
  });
  marks.forEach((mark: Record<string, unknown>, i) => {
    const [file, ...path] = places[i]!;
    delete mark[MARK];
    asLazySourceRef(mark, file, path, locators(file));
  });
}

const isKept = (stored: unknown, kind: string, key: string): stored is Kept =>
  typeof stored === 'object' &&
  stored !== null &&
  (stored as Kept).envelope === ENVELOPE &&
  (stored as Kept).kind === kind &&
  (stored as Kept).key === key &&
  (stored as Kept).value !== undefined;

/**
 * A kept result of a kind ('validation', 'persona'), or undefined: none kept, or a file that is
 * not one this code wrote for this key (empty, cut short, another format), which is removed so
 * the fresh result takes its place.
 */
export function readKept(repoRoot: string, kind: string, key: string): unknown {
  const file = join(cacheDir(repoRoot), `${kind}-${key}.v8`);
  let stored: unknown;
  try {
    stored = deserialize(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  }
  if (isKept(stored, kind, key)) return stored.value;
  rmSync(file, { force: true });
  return undefined;
}

/** Keeps a result (the newest KEPT of its kind). */
export function writeKept(repoRoot: string, kind: string, key: string, value: unknown): void {
  const dir = cacheDir(repoRoot);
  try {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${kind}-${key}.v8`);
    // Its own name, then renamed: two commands at once never read half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, serialize({ envelope: ENVELOPE, kind, key, value } satisfies Kept));
    renameSync(temporary, file);
    const kept = readdirSync(dir)
      .filter((name) => name.startsWith(`${kind}-`) && name.endsWith('.v8'))
      .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { name } of kept.slice(KEPT)) rmSync(join(dir, name), { force: true });
  } catch {
    // A cache that cannot be written (read-only folder, full disk) only costs the next run its time.
  }
}

/**
 * A kept validation ({ problems, files, … }), or undefined when none is kept or what is kept is
 * not one. Its compiled pages are read per locale when first asked for (kept-in-parts.ts).
 */
export function readValidation<T>(repoRoot: string, key: string, configDir = join(repoRoot, 'config')): T | undefined {
  const known = remembered.get(key);
  if (known !== undefined) return known as T;
  const read = readValidationFile<T>(repoRoot, key, configDir);
  if (read !== undefined && rememberedAtMost > 0) {
    remembered.set(key, read);
    for (const old of [...remembered.keys()].slice(0, -rememberedAtMost)) remembered.delete(old);
  }
  return read;
}

/**
 * Validations read back, by key, in a process that answers command after command (the answer
 * service): the same key is the same files, so the same compiled config, without reading it again.
 * None in a command run once (the default).
 */
const remembered = new Map<string, unknown>();
let rememberedAtMost = 0;

export function rememberReadValidations(atMost: number): void {
  rememberedAtMost = atMost;
}

function readValidationFile<T>(repoRoot: string, key: string, configDir: string): T | undefined {
  const file = join(cacheDir(repoRoot), `validation-${key}.v8`);
  const parts = readKept(repoRoot, 'validation', key) as StoredParts | undefined;
  if (parts === undefined) return undefined;
  // The places its references name, kept beside it (kept-positions.ts).
  const locators = keptPositions(
    {
      read: () => readKept(repoRoot, 'positions', key) as Map<string, Position> | undefined,
      write: (places) => writeKept(repoRoot, 'positions', key, places),
    },
    (file) => parsedLocator(file, repoRoot, configDir),
  );
  try {
    if (typeof parts !== 'object' || parts === null || !(parts.head instanceof Uint8Array) || !Array.isArray(parts.pages))
      throw new CorruptEntry('not a validation in parts');
    const stored = fromParts(
      parts,
      (marks) => reviveMarks(marks, locators),
      () => rmSync(file, { force: true }),
    ) as { problems?: unknown; files?: unknown };
    if (typeof stored !== 'object' || stored === null || !Array.isArray(stored.problems) || !Array.isArray(stored.files))
      throw new CorruptEntry('not a validation');
    return stored as T;
  } catch (error) {
    if (!(error instanceof CorruptEntry) && !(error instanceof DamagedPart)) throw error;
    rmSync(file, { force: true });
    return undefined;
  }
}

export function writeValidation(repoRoot: string, key: string, result: unknown): void {
  const marks: object[] = [];
  const stored = storable(result, new Map(), marks) as { config?: unknown };
  writeKept(repoRoot, 'validation', key, inParts(stored, marks));
}

/** A key for a result that follows from the code and the given texts, or undefined when results are not kept. */
export function keyOf(parts: readonly (string | Buffer)[]): string | undefined {
  const version = process.env[CODE_VERSION_VARIABLE];
  if (!version) return undefined;
  const hash = createHash('sha256').update(version);
  for (const part of parts) hash.update('\u0000').update(part);
  return hash.digest('base64url').slice(0, 24);
}

/** For messages: where the cache lives, relative to the repository. */
export function validationCacheDir(repoRoot: string): string {
  return relative(repoRoot, cacheDir(repoRoot));
}

export type { SourcePlace };
