/**
 * The steps of docs/contributing.md ("Add a feature flag"), done in a fixture: one definition in
 * flagd's format in config/flags/, then the writer. Without touching the repository, this checks
 * that the definition alone makes a persona file with the flag valid, makes rules that read it
 * known to validate, keeps it through the cleaning and gives it a fact with its default.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { FLAGS, type FlagFactsOf, type FlagsOf } from '../../../src/engine/flags/declaration.ts';
import { cleanFlagsOf } from '../../../src/engine/flags/clean.ts';
import { flagFactsOf } from '../../../src/engine/flags/values.ts';
import { flagWarnings } from '../../../src/engine/flags/messages.ts';
import { evaluate } from '../../../src/engine/rules/evaluate.ts';
import { declaredFlags } from '../../../tools/flags/declarations.ts';
import { flagSchemaTexts, TABLE_FILE } from '../../../tools/flags/write-schemas.ts';
import { loadFlagDefinitions } from '../../../src/node/flags/definitions.ts';
import { createSchemaRegistry } from '../../../tools/config/schemas.ts';
import { factPaths } from '../../../tools/config/lint/fact-paths.ts';
import { repoRoot } from '../../support/config.ts';

// Step 1: a file a contributor adds to config/flags/ (a copy of the repository's schemas and flags).
const ADDED = `# yaml-language-server: $schema=../../schemas/flags.schema.json
flags:
  fixtureCalculator:
    state: ENABLED
    variants: { "on": true, "off": false }
    defaultVariant: "off"
    metadata:
      description: The products page shows the savings calculator.
  fixtureCheckout:
    state: ENABLED
    variants: { classic: classic, express: express }
    defaultVariant: classic
    metadata:
      description: "Which checkout the order pages use: classic or express."
`;
const fixture = mkdtempSync(join(tmpdir(), 'flag-fixture-'));
cpSync(join(repoRoot, 'schemas'), join(fixture, 'schemas'), { recursive: true });
cpSync(join(repoRoot, 'config', 'flags'), join(fixture, 'config', 'flags'), { recursive: true });
mkdirSync(join(fixture, 'src', 'engine', 'flags'), { recursive: true });
writeFileSync(join(fixture, 'config', 'flags', 'checkout.yaml'), ADDED);
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

// Step 2: the writer (what tools/flags/write-schemas.ts writes), into the fixture.
const written = flagSchemaTexts(fixture);
for (const [file, text] of Object.entries(written)) writeFileSync(join(fixture, file), text);
const schemasDir = join(fixture, 'schemas');
const personaText = written['schemas/persona.schema.json'] as string;
const factsText = written['schemas/facts.schema.json'] as string;
const table = {
  ...FLAGS,
  fixtureCalculator: { kind: 'boolean' },
  fixtureCheckout: { kind: 'enum', values: ['classic', 'express'], default: 'classic' },
} as const;

const persona = (flags: Record<string, unknown>) => ({ id: 'fixture', context: { locale: 'de-de' }, flags });

describe('adding a feature flag is one definition in config/flags/', () => {
  it('its kind comes from its variants, and the browser table has it with its description', () => {
    expect(declaredFlags(loadFlagDefinitions(fixture).set).table).toEqual(table);
    expect(written[TABLE_FILE]).toContain(
      "/** Which checkout the order pages use: classic or express. */\n  fixtureCheckout: { kind: 'enum', values: ['classic', 'express'], default: 'classic' },",
    );
  });

  it('the description is the description in both schemas', () => {
    const personaSchema = JSON.parse(personaText);
    const factsSchema = JSON.parse(factsText);
    expect(personaSchema.properties.flags.properties.fixtureCalculator).toEqual({
      description: 'The products page shows the savings calculator.',
      type: 'boolean',
    });
    expect(factsSchema.properties.flags.properties.fixtureCheckout).toEqual({
      enum: ['classic', 'express'],
      description: 'Which checkout the order pages use: classic or express.',
    });
    expect(factsSchema.properties.flags.required).toContain('fixtureCalculator');
  });

  it('a persona file may set it, with a value of its kind only (the registry the portal command uses)', () => {
    const validate = createSchemaRegistry(schemasDir).validator('persona.schema.json');
    expect(validate(persona({ fixtureCalculator: true, fixtureCheckout: 'express' }))).toBe(true);
    expect(validate(persona({ fixtureCalculator: 'yes' }))).toBe(false);
    expect(validate(persona({ fixtureCheckout: 'fast' }))).toBe(false);
    // The shipped schemas do not know it yet: the writer's step is what makes it valid.
    expect(createSchemaRegistry(join(repoRoot, 'schemas')).validator('persona.schema.json')(persona({ fixtureCalculator: true }))).toBe(false);
  });

  it('rules may read it: the facts vocabulary that validate checks rules against has it', () => {
    expect(factPaths(JSON.parse(factsText)).has('flags.fixtureCalculator')).toBe(true);
    expect(factPaths(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'facts.schema.json'), 'utf8'))).has('flags.fixtureCalculator')).toBe(false);
  });

  it('the cleaning keeps it and says what it leaves out', () => {
    const warn = vi.fn();
    expect(cleanFlagsOf(table, { fixtureCalculator: true, fixtureCheckout: 'express' }, flagWarnings(warn, table))).toEqual({
      fixtureCalculator: true,
      fixtureCheckout: 'express',
    });
    expect(warn).not.toHaveBeenCalled();
    expect(cleanFlagsOf(table, { fixtureCheckout: 'fast' }, flagWarnings(warn, table))).toEqual({});
    expect(warn).toHaveBeenCalledWith('Feature flag "fixtureCheckout" is "fast", expected one of classic, express (left out: classic)');
  });

  it('the facts carry it, with its default when absent, and a rule reads it', () => {
    expect(flagFactsOf(table, {})).toMatchObject({ fixtureCalculator: false, fixtureCheckout: 'classic' });
    const flags = flagFactsOf(table, cleanFlagsOf(table, { fixtureCalculator: true, fixtureCheckout: 'express' }));
    expect(evaluate({ and: [{ var: 'flags.fixtureCalculator' }, { '==': [{ var: 'flags.fixtureCheckout' }, 'express'] }] }, { flags })).toBe(true);
  });

  it('its TypeScript types follow', () => {
    expectTypeOf<FlagsOf<typeof table>['fixtureCalculator']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<FlagsOf<typeof table>['fixtureCheckout']>().toEqualTypeOf<'classic' | 'express' | undefined>();
    expectTypeOf<FlagFactsOf<typeof table>['fixtureCheckout']>().toEqualTypeOf<'classic' | 'express'>();
    expect(Object.keys(flagFactsOf(table, {}))).toContain('fixtureCheckout');
  });
});
