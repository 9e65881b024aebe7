import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Persona } from '../src/engine/types/persona.ts';

export interface PersonaStore {
  /** All readable personas, sorted by file name. */
  list(): Promise<Persona[]>;
  get(id: string): Promise<Persona | undefined>;
}

/**
 * Looks at the personas directory on every call rather than once at start, because
 * fixtures are edited while the stack runs; only files whose mtime or size changed are
 * parsed again. A broken file is skipped with a warning so one bad fixture never takes
 * the stack down.
 */
export function personaStore(dir: string, warn: (message: string) => void): PersonaStore {
  const warned = new Set<string>();
  const parsed = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

  async function load(file: string): Promise<unknown> {
    const info = await stat(file);
    const cached = parsed.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value;
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    parsed.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
    return value;
  }
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
        value = await load(file);
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
