import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './portal.ts';

/** The parts of personas/<id>.json the tests read. */
export interface PersonaFile {
  context: { locale: string; page: string };
  customer?: { fullName?: string; bacNumber?: string };
  accounts?: { balance?: { current?: number; available?: number } }[];
  flags?: Record<string, unknown>;
}

/** Tests take expected values from the persona files the local stack serves, not from copies. */
export function personaFile(id: string): PersonaFile {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'personas', `${id}.json`), 'utf8')) as PersonaFile;
}
