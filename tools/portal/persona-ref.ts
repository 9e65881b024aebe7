/**
 * Which persona file a command means: `--persona active-de` (the id, as rule tests name
 * personas) or `--persona personas/active-de.json` (a path, as before). An id that names no
 * persona is a usage error with the nearest id.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { closestName } from '../config/closest-name.ts';
import { UsageError } from './persona.ts';

export function personaIds(repoRoot: string): string[] {
  try {
    return readdirSync(join(repoRoot, 'personas')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();
  } catch {
    return [];
  }
}

/** The file of a persona given by id or path (a path is read as given, relative to the working directory). */
export function personaFile(repoRoot: string, ref: string): string {
  const looksLikePath = ref.endsWith('.json') || ref.includes('/') || ref.includes('\\');
  if (looksLikePath) return resolvePath(ref);
  const file = join(repoRoot, 'personas', `${ref}.json`);
  if (existsSync(file)) return file;
  const hint = closestName(ref, personaIds(repoRoot));
  throw new UsageError(`no persona "${ref}" in personas/${hint ? `; did you mean "${hint}"?` : ' (give its id, as in personas/<id>.json, or a file path)'}`);
}
