/**
 * The persona schema compiled once per schema object, with the ajv options every reader of
 * persona files uses, so each reports a broken file with the same words. The ajv classes are
 * given: Storybook's browser imports them (validator.ts), Node loads them only when a persona
 * file is checked (src/node/personas/load.ts).
 */
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import type addFormats from 'ajv-formats';

/** The file every persona is checked against, as findings name it. */
export const PERSONA_SCHEMA_FILE = 'schemas/persona.schema.json';

export interface PersonaValidator {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface AjvClasses {
  Ajv2020: typeof Ajv2020;
  addFormats: typeof addFormats;
}

const compiled = new WeakMap<object, PersonaValidator>();

export function compilePersonaValidator(schema: object, { Ajv2020, addFormats }: AjvClasses): PersonaValidator {
  let validate = compiled.get(schema);
  if (!validate) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    validate = ajv.compile(schema) as PersonaValidator;
    compiled.set(schema, validate);
  }
  return validate;
}
