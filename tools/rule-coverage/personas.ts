import type { Persona } from '../../src/engine/types/persona.ts';
import type { Problem } from '../config/problems.ts';
import { loadPersonas } from '../../src/node/personas/load.ts';

/** Every persona of personas/ by id (src/node/personas/load.ts); a broken one is a finding at its place, not a crash. */
export function readAllPersonas(repoRoot: string): { personas: { name: string; persona: Persona }[]; problems: Problem[] } {
  const { personas, problems } = loadPersonas(repoRoot);
  return { personas: [...personas.values()].map(({ persona }) => ({ name: persona.id, persona })), problems };
}
