import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { Problem } from '../config/problems.ts';
import { createSchemaRegistry } from '../config/schemas.ts';

/** Every persona file in personas/, checked against its schema (a broken one is a problem, not a crash). */
export function readAllPersonas(repoRoot: string): { personas: { name: string; persona: Persona }[]; problems: Problem[] } {
  const validate = createSchemaRegistry(join(repoRoot, 'schemas')).validator('persona.schema.json');
  const personas: { name: string; persona: Persona }[] = [];
  const problems: Problem[] = [];
  for (const name of readdirSync(join(repoRoot, 'personas')).filter((f) => f.endsWith('.json')).sort()) {
    const file = `personas/${name}`;
    try {
      const data: unknown = JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));
      if (validate(data)) personas.push({ name: name.slice(0, -'.json'.length), persona: data as Persona });
      else problems.push({ file, line: 1, col: 1, code: 'INVALID_PERSONA', message: `does not match schemas/persona.schema.json: ${validate.errors?.[0]?.instancePath || '/'} ${validate.errors?.[0]?.message ?? ''}` });
    } catch (error) {
      problems.push({ file, line: 1, col: 1, code: 'INVALID_PERSONA', message: (error as Error).message });
    }
  }
  return { personas, problems };
}
