/**
 * The persona schema compiled once per schema object (validator-core.ts), with ajv imported:
 * for Storybook's browser and tests. Node's persona loader loads ajv only when it checks a file.
 * The portal's own bundles never import it.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { compilePersonaValidator, type PersonaValidator } from './validator-core.ts';

export { PERSONA_SCHEMA_FILE, type PersonaValidator } from './validator-core.ts';

export function personaValidator(schema: object): PersonaValidator {
  return compilePersonaValidator(schema, { Ajv2020, addFormats });
}
