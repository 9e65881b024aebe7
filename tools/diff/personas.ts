/**
 * Every persona of a working tree for diff, who and history: read by the one persona loader
 * (src/node/personas/load.ts); here a broken or missing persona stops the command, since a diff
 * over some of the personas would look complete.
 */
import type { Persona } from '../../src/engine/types/persona.ts';
import { formatPersonaProblem } from '../../src/engine/personas/parse.ts';
import { loadPersonas } from '../../src/node/personas/load.ts';

export class PersonaError extends Error {}

export function readPersonas(repoRoot: string): Persona[] {
  const { personas, problems } = loadPersonas(repoRoot);
  if (problems.length > 0) throw new PersonaError(problems.map(formatPersonaProblem).join('\n'));
  if (personas.size === 0) throw new PersonaError(`no persona files in ${repoRoot}/personas`);
  return [...personas.values()].map((entry) => entry.persona);
}
