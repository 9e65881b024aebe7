/**
 * The persona files the preview offers, read afresh on every change of personas/. A file that
 * is not JSON, breaks the persona schema or repeats an id is a finding at its place
 * (file:line:col) and is left out; its last good version stays on offer meanwhile.
 */
import { readdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { PreviewProblem } from '../../src/preview/protocol.ts';
import { createSchemaRegistry } from '../config/schemas.ts';
import { parseYamlSource } from '../config/yaml-source.ts';
import { readConfigFile } from '../config/read-config-file.ts';

export interface LoadedPersona {
  persona: Persona;
  /** Relative to the repository root. */
  file: string;
}

export interface PersonaLoad {
  personas: Map<string, LoadedPersona>;
  problems: PreviewProblem[];
}

/** Relative to the repository root when inside it (as validate names files), else absolute. */
function nameOf(repoRoot: string, path: string): string {
  const rel = relative(repoRoot, path).replace(/\\/g, '/');
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** 1-based line and column of a character offset. */
function positionAt(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, col: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** Node names the offset of a JSON syntax error ("at position 11"); without one, the file's start. */
function syntaxPosition(text: string, error: Error): { line: number; col: number } {
  const lineCol = /line (\d+) column (\d+)/.exec(error.message);
  if (lineCol) return { line: Number(lineCol[1]), col: Number(lineCol[2]) };
  const position = /position (\d+)/.exec(error.message);
  return position ? positionAt(text, Number(position[1])) : { line: 1, col: 1 };
}

/**
 * What is wrong, without the text around it: Node's message quotes the file's first bytes
 * ('"secret…" is not valid JSON'), which the preview would pass on over HTTP.
 */
function jsonSyntaxMessage(error: Error): string {
  if (/end of (JSON )?input|Unterminated/i.test(error.message)) return 'not valid JSON: the file ends before its last value is closed';
  return 'not valid JSON: unexpected character here';
}

function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Reads every `*.json` of `personasDir`. `previous` keeps a broken file's last good persona
 * on offer, so an edit in progress never takes a persona away from the page.
 */
export function loadPersonas(repoRoot: string, personasDir: string, previous?: Map<string, LoadedPersona>): PersonaLoad {
  const problems: PreviewProblem[] = [];
  const personas = new Map<string, LoadedPersona>();
  let names: string[];
  try {
    names = readdirSync(personasDir).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    const file = nameOf(repoRoot, personasDir);
    return { personas, problems: [{ file, line: 1, col: 1, code: 'PERSONAS_UNREADABLE', message: (error as Error).message }] };
  }
  const validate = createSchemaRegistry(join(repoRoot, 'schemas')).validator('persona.schema.json');
  const lastGoodByFile = new Map([...(previous?.values() ?? [])].map((entry) => [entry.file, entry]));

  for (const name of names) {
    const path = join(personasDir, name);
    const file = nameOf(repoRoot, path);
    const keepLastGood = () => {
      const last = lastGoodByFile.get(file);
      if (last && !personas.has(last.persona.id)) personas.set(last.persona.id, last);
    };
    // The same rules as config files: a regular file inside personas/, bounded, UTF-8.
    const read = readConfigFile(path, { root: personasDir, rootName: 'personas/' });
    if (!read.ok) {
      // Removed between listing and reading: the next change event lists the folder again.
      if (!read.message.includes('does not exist')) problems.push({ file, line: read.line, col: read.col, code: read.code === 'UNREADABLE' ? 'PERSONA_UNREADABLE' : read.code, message: read.message });
      continue;
    }
    const text = read.text;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      problems.push({ file, ...syntaxPosition(text, error as Error), code: 'JSON_SYNTAX', message: jsonSyntaxMessage(error as Error) });
      keepLastGood();
      continue;
    }
    if (!validate(value)) {
      const source = parseYamlSource(file, text);
      for (const e of (validate.errors ?? []).slice(0, 5)) {
        problems.push({ file, ...source.locate(pathOf(e.instancePath)), code: 'PERSONA_SCHEMA', message: `${e.instancePath || '/'} ${e.message ?? 'is not valid'} (schemas/persona.schema.json)` });
      }
      keepLastGood();
      continue;
    }
    const persona = value as Persona;
    const earlier = personas.get(persona.id);
    if (earlier) {
      problems.push({ file, ...parseYamlSource(file, text).locate(['id']), code: 'DUPLICATE_PERSONA', message: `id "${persona.id}" is already used by ${earlier.file}` });
      continue;
    }
    personas.set(persona.id, { persona, file });
  }
  return { personas, problems };
}
