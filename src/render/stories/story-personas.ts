/**
 * Storybook only: the persona files, read in the browser by the engine's persona reading
 * (src/engine/personas/), the same parsing and schema check the local stack, the `portal`
 * command and the preview use. Storybook runs in Vite's browser build, where the Node loader
 * (src/node/personas/load.ts) cannot read files, so the texts come in through import.meta.glob.
 */
import { collectPersonas, parsePersona, type PersonaSet } from '../../engine/personas/parse.ts';
import { personaValidator } from '../../engine/personas/validator.ts';
import schema from '../../../schemas/persona.schema.json';

const texts = import.meta.glob<string>('../../../personas/*.json', { eager: true, query: '?raw', import: 'default' });

/** Named as every other reader names them (personas/<file>.json), in file name order. */
export function storyPersonas(files: Record<string, string> = texts): PersonaSet {
  const validate = personaValidator(schema);
  const parsed = Object.keys(files)
    .sort()
    .map((path) => parsePersona(`personas/${path.slice(path.lastIndexOf('/') + 1)}`, files[path]!, validate));
  return collectPersonas(parsed);
}
