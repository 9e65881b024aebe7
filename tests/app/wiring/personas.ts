/** Reads a repo persona file (personas/<id>.json). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Persona } from '../../../src/engine/types/persona.ts';

export async function readPersona(id: string): Promise<Persona> {
  const path = join(import.meta.dirname, '..', '..', '..', 'personas', `${id}.json`);
  return JSON.parse(await readFile(path, 'utf8')) as Persona;
}
