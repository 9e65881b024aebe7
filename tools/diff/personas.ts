/**
 * Every persona of a working tree for diff, who and history: read by the one persona loader
 * (src/node/personas/load.ts); here a broken or missing persona stops the command, since a diff
 * over some of the personas would look complete.
 */
import type { Persona } from '../../src/engine/types/persona.ts';
import { formatPersonaProblem } from '../../src/engine/personas/parse.ts';
import { loadPersonas, personaFileNames } from '../../src/node/personas/load.ts';
import { join } from 'node:path';
import { readConfigBytes } from '../../src/node/read-config-file.ts';
import { keyOf, readKept, writeKept } from '../config/validation-cache.ts';

export class PersonaError extends Error {}

export function readPersonas(repoRoot: string): Persona[] {
  // Every persona read and checked by an earlier command is kept (tools/config/validation-cache.ts):
  // checking them compiles the persona schema, a third of a `who`.
  const key = personasKey(repoRoot);
  const kept = key ? readKept(repoRoot, 'personas', key) : undefined;
  if (Array.isArray(kept)) return kept as Persona[];
  const { personas, problems } = loadPersonas(repoRoot);
  if (problems.length > 0) throw new PersonaError(problems.map(formatPersonaProblem).join('\n'));
  if (personas.size === 0) throw new PersonaError(`no persona files in ${repoRoot}/personas`);
  const read = [...personas.values()].map((entry) => entry.persona);
  if (key) writeKept(repoRoot, 'personas', key, read);
  return read;
}

/** The key of every persona file's name and bytes with the persona schema's, or undefined (not kept: a file the loader will refuse). */
function personasKey(repoRoot: string): string | undefined {
  const dir = join(repoRoot, 'personas');
  const schema = readConfigBytes(join(repoRoot, 'schemas', 'persona.schema.json'), { root: join(repoRoot, 'schemas'), rootName: 'schemas/' });
  if (!schema.ok) return undefined;
  const parts: (string | Buffer)[] = ['personas', repoRoot, schema.bytes];
  try {
    for (const name of personaFileNames(dir)) {
      const read = readConfigBytes(join(dir, name), { root: dir, rootName: 'personas/' });
      if (!read.ok) return undefined;
      parts.push(name, read.bytes);
    }
  } catch {
    return undefined;
  }
  return keyOf(parts);
}
