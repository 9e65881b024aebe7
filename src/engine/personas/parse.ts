/**
 * One persona file's text to a persona, or to findings at `file:line:col` (the shape
 * `portal validate` prints). The one reading of a persona that every user shares: the local
 * stack, the `portal` command, the preview, rule tests, coverage, diff and Storybook.
 */
import type { Persona } from '../types/persona.ts';
import { locateInJson, pathOfPointer, syntaxErrorMessage, syntaxErrorPosition } from './json-position.ts';
import { PERSONA_SCHEMA_FILE, type PersonaValidator } from './validator-core.ts';

/** One finding about a persona file: `file:line:col: error CODE: message`. */
export interface PersonaProblem {
  file: string;
  line: number;
  col: number;
  code: string;
  message: string;
}

export type ParsedPersona = { ok: true; file: string; persona: Persona; text: string } | { ok: false; file: string; problems: PersonaProblem[] };

/** How many schema errors of one file are worth reading; the rest follow from the first ones. */
const MAX_SCHEMA_PROBLEMS = 5;

export function formatPersonaProblem(problem: PersonaProblem): string {
  return `${problem.file}:${problem.line}:${problem.col}: error ${problem.code}: ${problem.message}`;
}

/** `file` is how findings name the file (relative to the repository root when inside it). */
export function parsePersona(file: string, text: string, validate: PersonaValidator): ParsedPersona {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      file,
      problems: [{ file, ...syntaxErrorPosition(text, error as Error), code: 'JSON_SYNTAX', message: syntaxErrorMessage(text, error as Error) }],
    };
  }
  if (!validate(value)) {
    const problems = (validate.errors ?? []).slice(0, MAX_SCHEMA_PROBLEMS).map((e) => ({
      file,
      ...locateInJson(text, pathOfPointer(e.instancePath)),
      code: 'PERSONA_SCHEMA',
      message: `${e.instancePath || '/'} ${e.message ?? 'is not valid'} (${PERSONA_SCHEMA_FILE})`,
    }));
    return { ok: false, file, problems };
  }
  return { ok: true, file, persona: value as Persona, text };
}

export interface LoadedPersona {
  persona: Persona;
  /** As findings name it. */
  file: string;
}

export interface PersonaSet {
  /** By persona id, in file name order. */
  personas: Map<string, LoadedPersona>;
  problems: PersonaProblem[];
}

/**
 * The personas of a folder, by id: a file that repeats an earlier file's id is a finding at
 * its `id`. `previous` keeps a broken file's last good persona on offer (the preview and the
 * local stack while a file is being edited).
 */
export function collectPersonas(parsed: readonly ParsedPersona[], previous?: ReadonlyMap<string, LoadedPersona>): PersonaSet {
  const personas = new Map<string, LoadedPersona>();
  const problems: PersonaProblem[] = [];
  const lastGoodByFile = new Map([...(previous?.values() ?? [])].map((entry) => [entry.file, entry]));
  for (const entry of parsed) {
    if (!entry.ok) {
      problems.push(...entry.problems);
      const last = lastGoodByFile.get(entry.file);
      if (last && !personas.has(last.persona.id)) personas.set(last.persona.id, last);
      continue;
    }
    const earlier = personas.get(entry.persona.id);
    if (earlier) {
      problems.push({
        file: entry.file,
        ...locateInJson(entry.text, ['id']),
        code: 'DUPLICATE_PERSONA',
        message: `id "${entry.persona.id}" is already used by ${earlier.file}`,
      });
      continue;
    }
    personas.set(entry.persona.id, { persona: entry.persona, file: entry.file });
  }
  return { personas, problems };
}
