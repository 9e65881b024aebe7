import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Persona } from '../src/engine/types/persona.ts';

export interface PersonaStore {
  /** All readable personas, sorted by file name. */
  list(): Promise<Persona[]>;
  get(id: string): Promise<Persona | undefined>;
}

/**
 * Reads the personas directory on every call rather than once at start: fixtures are
 * edited while the stack runs, and a few dozen small files cost nothing to re-read.
 * A broken file is skipped with a warning so one bad fixture never takes the stack down.
 */
export function personaStore(dir: string, warn: (message: string) => void): PersonaStore {
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };

  async function list(): Promise<Persona[]> {
    let names: string[];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    } catch (error) {
      warnOnce(`personas directory ${dir} is not readable: ${(error as Error).message}`);
      return [];
    }
    const personas: Persona[] = [];
    const seen = new Set<string>();
    for (const name of names) {
      const file = join(dir, name);
      let value: unknown;
      try {
        value = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        warnOnce(`skipping persona ${file}: ${(error as Error).message}`);
        continue;
      }
      const persona = value as Partial<Persona> | null;
      if (!persona || typeof persona !== 'object' || typeof persona.id !== 'string' || persona.id === '') {
        warnOnce(`skipping persona ${file}: it has no string "id"`);
        continue;
      }
      if (seen.has(persona.id)) {
        warnOnce(`skipping persona ${file}: id "${persona.id}" is already used by an earlier file`);
        continue;
      }
      seen.add(persona.id);
      personas.push(persona as Persona);
    }
    return personas;
  }

  return {
    list,
    async get(id) {
      return (await list()).find((persona) => persona.id === id);
    },
  };
}
