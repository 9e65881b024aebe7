/**
 * The persona schema compiled once per schema object: every reader of persona files (the
 * local stack, the `portal` command, the preview, rule tests, coverage, diff, Storybook)
 * checks with these ajv options, so each reports a broken file with the same words. Runs in
 * Node and in Storybook's browser; the portal's own bundles never import it.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The file every persona is checked against, as findings name it. */
export const PERSONA_SCHEMA_FILE = 'schemas/persona.schema.json';

export interface PersonaValidator {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const compiled = new WeakMap<object, PersonaValidator>();

export function personaValidator(schema: object): PersonaValidator {
  let validate = compiled.get(schema);
  if (!validate) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    validate = ajv.compile(schema) as PersonaValidator;
    compiled.set(schema, validate);
  }
  return validate;
}
