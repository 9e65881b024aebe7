/**
 * Every persona file of a working tree, checked against its persona schema with one
 * validator (building a validator per file would cost more than the whole diff).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Persona } from '../../src/engine/types/persona.ts';
import { createSchemaRegistry } from '../config/schemas.ts';

export class PersonaError extends Error {}

export function readPersonas(repoRoot: string): Persona[] {
  const dir = join(repoRoot, 'personas');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch (error) {
    throw new PersonaError(`cannot read ${dir}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (files.length === 0) throw new PersonaError(`no persona files in ${dir}`);
  const validate = createSchemaRegistry(join(repoRoot, 'schemas')).validator('persona.schema.json');
  return files.map((file) => {
    const path = `personas/${file}`;
    let persona: unknown;
    try {
      persona = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new PersonaError(`${path} is not valid JSON: ${(error as Error).message}`);
    }
    if (!validate(persona)) {
      const details = (validate.errors ?? []).slice(0, 5).map((e) => `  ${e.instancePath || '/'} ${e.message}`).join('\n');
      throw new PersonaError(`${path} does not match schemas/persona.schema.json:\n${details}`);
    }
    return persona as Persona;
  });
}
