/**
 * The persona loader: reads personas/*.json (or one file) as config files
 * are read (regular files inside the folder, bounded, UTF-8) and hands the text to the engine's
 * persona reading (src/engine/personas/), with the repository's persona schema. Node-only, on the
 * engine's tooling side (src/node/), so server/ and tools/ both use it without importing each
 * other: the `portal` command (resolve, explain, who, history), diff, rule tests, coverage, the
 * preview, the Storybook story generator, the facts reference, the benchmark and the tests read
 * personas here; the local stack's watched store (store.ts) is built on its validator and names.
 */
import { readdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve as resolvePath } from 'node:path';
import {
  collectPersonas,
  formatPersonaProblem,
  parsePersona,
  type LoadedPersona,
  type ParsedPersona,
  type PersonaProblem,
  type PersonaSet,
} from '../../engine/personas/parse.ts';
import { personaRef, unknownPersonaMessage } from '../../engine/personas/ref.ts';
import { compilePersonaValidator, PERSONA_SCHEMA_FILE, type PersonaValidator } from '../../engine/personas/validator-core.ts';
import { ajvPackages } from '../ajv-packages.ts';
import { closestName } from '../closest-name.ts';
import { readConfigFile } from '../read-config-file.ts';

export type { LoadedPersona, PersonaProblem, PersonaSet };

/** The schema as last read, per repository: compiled again only when its text changed. */
const schemas = new Map<string, { text: string; schema: object }>();

/** The validator of `<repoRoot>/schemas/persona.schema.json` (read on each call, compiled once per text). */
export function repoPersonaValidator(repoRoot: string): PersonaValidator {
  const read = readConfigFile(join(repoRoot, PERSONA_SCHEMA_FILE), { root: join(repoRoot, 'schemas'), rootName: 'schemas/' });
  if (!read.ok) throw new Error(`${PERSONA_SCHEMA_FILE}: ${read.message}`);
  let cached = schemas.get(repoRoot);
  if (cached?.text !== read.text) {
    cached = { text: read.text, schema: JSON.parse(read.text) as object };
    schemas.set(repoRoot, cached);
  }
  return compilePersonaValidator(cached.schema, ajvPackages());
}

/** Relative to the repository root when inside it (as validate names files), else absolute. */
export function personaFileName(repoRoot: string, path: string): string {
  const rel = relative(repoRoot, path).replace(/\\/g, '/');
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/**
 * One persona file. `root` is the folder it must stay inside (personas/ when listed from it;
 * none for a file named on the command line).
 */
export function readPersonaFile(repoRoot: string, path: string, options: { root?: string; validate?: PersonaValidator } = {}): ParsedPersona {
  const file = personaFileName(repoRoot, path);
  const read = readConfigFile(path, options.root === undefined ? {} : { root: options.root, rootName: 'personas/' });
  if (!read.ok) {
    const code = read.code === 'UNREADABLE' ? 'PERSONA_UNREADABLE' : read.code;
    const message = read.code === 'UNREADABLE' ? read.message.replace(/^cannot read/, 'cannot read persona') : read.message;
    return { ok: false, file, problems: [{ file, line: read.line, col: read.col, code, message }] };
  }
  return parsePersona(file, read.text, options.validate ?? repoPersonaValidator(repoRoot));
}

/**
 * Every `*.json` of `dir` (default personas/), by id, in file name order; a broken file is a
 * finding at its place and is left out (`previous`: its last good version stays).
 */
/** The persona files of a folder, by name, sorted: what loadPersonas reads (and a cache of it keys on). */
export function personaFileNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function loadPersonas(repoRoot: string, dir = join(repoRoot, 'personas'), previous?: ReadonlyMap<string, LoadedPersona>): PersonaSet {
  let names: string[];
  try {
    names = personaFileNames(dir);
  } catch (error) {
    const file = personaFileName(repoRoot, dir);
    return { personas: new Map(), problems: [{ file, line: 1, col: 1, code: 'PERSONAS_UNREADABLE', message: (error as Error).message }] };
  }
  let validate: PersonaValidator;
  try {
    validate = repoPersonaValidator(repoRoot);
  } catch (error) {
    return {
      personas: new Map(previous ?? []),
      problems: [{ file: PERSONA_SCHEMA_FILE, line: 1, col: 1, code: 'PERSONA_SCHEMA_UNREADABLE', message: (error as Error).message }],
    };
  }
  const parsed = names
    .map((name) => readPersonaFile(repoRoot, join(dir, name), { root: dir, validate }))
    // Removed between listing and reading: the next listing no longer has it.
    .filter((entry) => entry.ok || !entry.problems.some((p) => p.message.includes('does not exist')));
  return collectPersonas(parsed, previous);
}

export type FoundPersona = { ok: true; persona: LoadedPersona } | { ok: false; problems: PersonaProblem[]; message: string };

/**
 * The persona a command was given: an id (the persona's `id`, which is also its file name in
 * personas/) or a file path, relative to `base` (the working directory for the `portal`
 * command; the repository root for rule tests, whose files name personas from there).
 */
export function findPersona(repoRoot: string, ref: string, base: string = process.cwd()): FoundPersona {
  const named = personaRef(ref);
  const dir = join(repoRoot, 'personas');
  if (named.kind === 'path') {
    const parsed = readPersonaFile(repoRoot, resolvePath(base, named.path));
    return parsed.ok
      ? { ok: true, persona: { persona: parsed.persona, file: parsed.file } }
      : { ok: false, problems: parsed.problems, message: problemsText(parsed.problems) };
  }
  // The file of that name first (one file read); its id must be the one asked for.
  const direct = readPersonaFile(repoRoot, join(dir, `${named.id}.json`), { root: dir });
  if (direct.ok && direct.persona.id === named.id) return { ok: true, persona: { persona: direct.persona, file: direct.file } };
  if (!direct.ok && !direct.problems.every((p) => p.message.includes('does not exist')))
    return { ok: false, problems: direct.problems, message: problemsText(direct.problems) };
  const all = loadPersonas(repoRoot, dir);
  const hit = all.personas.get(named.id);
  if (hit) return { ok: true, persona: hit };
  return { ok: false, problems: [], message: unknownPersonaMessage(named.id, closestName(named.id, all.personas.keys())) };
}

function problemsText(problems: readonly PersonaProblem[]): string {
  return problems.map(formatPersonaProblem).join('\n');
}
