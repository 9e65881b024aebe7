/** Reads a repo persona by id with the one persona loader (src/node/personas/load.ts). */
import { join } from 'node:path';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { findPersona } from '../../../src/node/personas/load.ts';

export async function readPersona(id: string): Promise<Persona> {
  const found = findPersona(join(import.meta.dirname, '..', '..', '..'), id);
  if (!found.ok) throw new Error(found.message);
  return found.persona.persona;
}
