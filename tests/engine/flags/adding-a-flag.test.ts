/**
 * The steps of docs/contributing.md ("Add a feature flag"), done in a fixture: one entry with
 * a doc comment in the declaration, then the schema writer. Without touching the repository,
 * this checks that the entry alone makes a persona file with the flag valid, makes rules that
 * read it known to validate, keeps it through the cleaning and gives it a fact with its default.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { FLAGS, type FlagFactsOf, type FlagsOf } from '../../../src/engine/flags/declaration.ts';
import { cleanFlagsOf } from '../../../src/engine/flags/clean.ts';
import { flagFactsOf } from '../../../src/engine/flags/values.ts';
import { flagWarnings } from '../../../src/engine/flags/messages.ts';
import { evaluate } from '../../../src/engine/rules/evaluate.ts';
import { flagDescriptions } from '../../../tools/flags/descriptions.ts';
import { factFlagsSchema, personaFlagsSchema, withFlags } from '../../../tools/flags/schemas.ts';
import { DECLARATION_FILE } from '../../../tools/flags/write-schemas.ts';
import { createSchemaRegistry } from '../../../tools/config/schemas.ts';
import { factPaths } from '../../../tools/config/lint/fact-paths.ts';
import { repoRoot } from '../../support/config.ts';

// Step 1: the entries a contributor adds at the end of FLAGS, each with its doc comment.
const ADDED = `
  /** The products page shows the savings calculator. */
  savingsCalculator: { kind: 'boolean' },
  /** Which checkout the order pages use: classic or express. */
  checkoutVariant: { kind: 'enum', values: ['classic', 'express'], default: 'classic' },
`;
const source = readFileSync(join(repoRoot, DECLARATION_FILE), 'utf8').replace(/\n\} as const satisfies/, `${ADDED}} as const satisfies`);
const table = {
  ...FLAGS,
  savingsCalculator: { kind: 'boolean' },
  checkoutVariant: { kind: 'enum', values: ['classic', 'express'], default: 'classic' },
} as const;

// Step 2: the schema writer, into a copy of schemas/ (what tools/flags/write-schemas.ts writes).
const descriptions = flagDescriptions(source);
const schemasDir = mkdtempSync(join(tmpdir(), 'flag-fixture-'));
cpSync(join(repoRoot, 'schemas'), schemasDir, { recursive: true });
const personaText = withFlags(readFileSync(join(schemasDir, 'persona.schema.json'), 'utf8'), personaFlagsSchema(table, descriptions));
const factsText = withFlags(readFileSync(join(schemasDir, 'facts.schema.json'), 'utf8'), factFlagsSchema(table, descriptions));
writeFileSync(join(schemasDir, 'persona.schema.json'), personaText);
writeFileSync(join(schemasDir, 'facts.schema.json'), factsText);
afterAll(() => rmSync(schemasDir, { recursive: true, force: true }));

const persona = (flags: Record<string, unknown>) => ({ id: 'fixture', context: { locale: 'de-de' }, flags });

describe('adding a feature flag is one entry in the declaration', () => {
  it('the doc comment is the description in both schemas', () => {
    const personaSchema = JSON.parse(personaText);
    const factsSchema = JSON.parse(factsText);
    expect(personaSchema.properties.flags.properties.savingsCalculator).toEqual({ description: 'The products page shows the savings calculator.', type: 'boolean' });
    expect(factsSchema.properties.flags.properties.checkoutVariant).toEqual({ enum: ['classic', 'express'], description: 'Which checkout the order pages use: classic or express.' });
    expect(factsSchema.properties.flags.required).toContain('savingsCalculator');
  });

  it('a persona file may set it, with a value of its kind only (the registry the portal command uses)', () => {
    const validate = createSchemaRegistry(schemasDir).validator('persona.schema.json');
    expect(validate(persona({ savingsCalculator: true, checkoutVariant: 'express' }))).toBe(true);
    expect(validate(persona({ savingsCalculator: 'yes' }))).toBe(false);
    expect(validate(persona({ checkoutVariant: 'fast' }))).toBe(false);
    // The shipped schemas do not know it yet: the writer's step is what makes it valid.
    expect(createSchemaRegistry(join(repoRoot, 'schemas')).validator('persona.schema.json')(persona({ savingsCalculator: true }))).toBe(false);
  });

  it('rules may read it: the facts vocabulary that validate checks rules against has it', () => {
    expect(factPaths(JSON.parse(factsText)).has('flags.savingsCalculator')).toBe(true);
    expect(factPaths(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'facts.schema.json'), 'utf8'))).has('flags.savingsCalculator')).toBe(false);
  });

  it('the cleaning keeps it and says what it leaves out', () => {
    const warn = vi.fn();
    expect(cleanFlagsOf(table, { savingsCalculator: true, checkoutVariant: 'express' }, flagWarnings(warn, table))).toEqual({ savingsCalculator: true, checkoutVariant: 'express' });
    expect(warn).not.toHaveBeenCalled();
    expect(cleanFlagsOf(table, { checkoutVariant: 'fast' }, flagWarnings(warn, table))).toEqual({});
    expect(warn).toHaveBeenCalledWith('Feature flag "checkoutVariant" is "fast", expected one of classic, express (left out: classic)');
  });

  it('the facts carry it, with its default when absent, and a rule reads it', () => {
    expect(flagFactsOf(table, {})).toMatchObject({ savingsCalculator: false, checkoutVariant: 'classic' });
    const flags = flagFactsOf(table, cleanFlagsOf(table, { savingsCalculator: true, checkoutVariant: 'express' }));
    expect(evaluate({ and: [{ var: 'flags.savingsCalculator' }, { '==': [{ var: 'flags.checkoutVariant' }, 'express'] }] }, { flags })).toBe(true);
  });

  it('its TypeScript types follow', () => {
    expectTypeOf<FlagsOf<typeof table>['savingsCalculator']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<FlagsOf<typeof table>['checkoutVariant']>().toEqualTypeOf<'classic' | 'express' | undefined>();
    expectTypeOf<FlagFactsOf<typeof table>['checkoutVariant']>().toEqualTypeOf<'classic' | 'express'>();
    expect(Object.keys(flagFactsOf(table, {}))).toContain('checkoutVariant');
  });
});
