/**
 * The feature flags are defined once (config/flags/*.yaml, flagd's format). The `flags` parts of
 * both schemas and the browser's table are generated from it and must be what
 * tools/flags/write-schemas.ts writes; the
 * browser's cleaning of the flag service's answer, the engine's cleaning of payloads and the
 * flag facts all follow the same declaration, so no flag can be known to one and not another.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { FLAGS, type FeatureFlags, type FlagFacts } from '../../../src/engine/flags/declaration.ts';
import { cleanFlags } from '../../../src/engine/flags/clean.ts';
import { flagFacts } from '../../../src/engine/flags/values.ts';
import { flagWarnings } from '../../../src/engine/flags/messages.ts';
import { customerDataOf } from '../../../src/engine/facts/payload.ts';
import { featureFlagsOf } from '../../../src/app/data/fetchers.ts';
import { flagsFromQuery } from '../../../src/app/environment.ts';
import { flagSchemaTexts } from '../../../tools/flags/write-schemas.ts';
import { declaredFlags } from '../../../tools/flags/declarations.ts';
import { loadFlagDefinitions } from '../../../src/node/flags/definitions.ts';
import type { PageContext } from '../../../src/engine/types/persona.ts';
import { repoRoot } from '../../support/config.ts';

/** The flags rules read as `flags.<name>`: every declared flag but those marked `fact: false`. */
function factFlagNames(): string[] {
  return Object.entries(FLAGS)
    .filter(([, declaration]) => !('fact' in declaration && declaration.fact === false))
    .map(([name]) => name);
}

describe('the flag parts of the schemas', () => {
  it.each(Object.entries(flagSchemaTexts(repoRoot)))('%s is what tools/flags/write-schemas.ts writes (run it after changing a flag)', (file, text) => {
    expect(readFileSync(join(repoRoot, file), 'utf8')).toBe(text);
  });

  it('every flag has a description: the metadata.description of its definition', () => {
    const { descriptions } = declaredFlags(loadFlagDefinitions(repoRoot).set);
    expect(Object.keys(descriptions)).toEqual(Object.keys(FLAGS));
    for (const [name, text] of Object.entries(descriptions)) expect(text, name).toMatch(/\w{3,}/);
  });

  it('the persona schema names every flag and the facts schema every flag rules read, with the declared values', () => {
    const persona = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'persona.schema.json'), 'utf8'));
    const facts = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'facts.schema.json'), 'utf8'));
    expect(Object.keys(persona.properties.flags.properties)).toEqual(Object.keys(FLAGS));
    expect(Object.keys(facts.properties.flags.properties)).toEqual(factFlagNames());
    expect(persona.properties.flags.properties.designVersion.enum).toEqual(FLAGS.designVersion.values);
  });
});

describe('the TypeScript types come from the declaration', () => {
  it('a flag with values is the union of its values, and the same union as the page context has', () => {
    expectTypeOf<FeatureFlags['designVersion']>().toEqualTypeOf<'v1' | 'v2' | undefined>();
    expectTypeOf<NonNullable<FeatureFlags['designVersion']>>().toEqualTypeOf<NonNullable<PageContext['designVersion']>>();
    expectTypeOf<FeatureFlags['newMarketLocales']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<FlagFacts['hideCustomerBalance']>().toEqualTypeOf<boolean>();
    expectTypeOf<keyof FlagFacts>().toEqualTypeOf<Exclude<keyof FeatureFlags, 'designVersion' | 'authGateBypass'>>();
    // The runtime lists agree with the types (the compile-time checks above cannot fail at run time).
    expect(Object.keys(flagFacts({})).sort()).toEqual(factFlagNames().sort());
    expect(Object.keys(FLAGS).filter((name) => !factFlagNames().includes(name))).toEqual(['designVersion', 'authGateBypass']);
  });
});

describe('one cleaning for every way flags arrive', () => {
  const hostile = { paymentMethods: false, newDashboard: 'yes', newMarketLocales: ['PL-pl', 3], designVersion: 'v3', unknownFlag: true };

  it('keeps declared flags with values of their kind and says what it leaves out', () => {
    const warn = vi.fn();
    expect(cleanFlags(hostile, flagWarnings(warn))).toEqual({ paymentMethods: false, newMarketLocales: ['pl-pl'] });
    const messages = warn.mock.calls.map(([message]) => message as string);
    expect(messages).toEqual([
      'Feature flag "newDashboard" is "yes", expected true or false (left out: off)',
      'Feature flag "newMarketLocales" is ["PL-pl",3], expected a list of locale codes (other entries left out)',
      'Feature flag "designVersion" is "v3", expected one of v1, v2 (left out: v2)',
      expect.stringMatching(/^Unknown feature flag "unknownFlag" left out; known: newDashboard, .*authGateBypass(, \w+)*$/),
    ]);
    expect(cleanFlags(['paymentMethods'], flagWarnings(warn))).toEqual({});
    expect(cleanFlags(null, flagWarnings(warn))).toEqual({});
    expect(warn).toHaveBeenLastCalledWith('Feature flags must be an object of name: value, got ["paymentMethods"]; none used');
  });

  it('never reads or writes an inherited key', () => {
    const raw = JSON.parse('{"__proto__": {"paymentMethods": true}, "constructor": true, "toString": false}');
    const clean = cleanFlags(raw);
    expect(clean).toEqual({});
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(flagFacts(raw).paymentMethods).toBe(false);
  });

  it('the flag service answer, a payload and the facts agree', () => {
    const warn = vi.fn();
    expect(featureFlagsOf(hostile, warn)).toEqual(cleanFlags(hostile));
    // A payload keeps a flag the code's table does not know (config/flags/ may define it: the facts follow the config's table).
    expect(customerDataOf({ context: { locale: 'de-de' }, flags: hostile }).flags).toEqual({ ...cleanFlags(hostile), unknownFlag: true });
    expect(flagFacts(customerDataOf({ context: { locale: 'de-de' }, flags: hostile }).flags)).not.toHaveProperty('unknownFlag');
    expect(flagFacts(hostile)).toMatchObject({ paymentMethods: false, newDashboard: false, newMarketLocales: ['pl-pl'], hideCustomerBalance: false });
  });

  it("the flag service's design version reaches the page (it was dropped by the browser's own flag list)", () => {
    expect(featureFlagsOf({ designVersion: 'v1', hideCustomerBalance: true }, vi.fn())).toEqual({ designVersion: 'v1', hideCustomerBalance: true });
  });

  it('?flags= names and values are checked by the same declaration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(flagsFromQuery('?flags=designVersion:v1,newMarketLocales:PL-pl+fi-fi,hideCustomerBalance,-paymentMethods', {})).toEqual({
      designVersion: 'v1',
      newMarketLocales: ['pl-pl', 'fi-fi'],
      hideCustomerBalance: true,
      paymentMethods: false,
    });
    expect(flagsFromQuery('?flags=designVersion:v3,paymentMethods:true,designVersion,noSuchFlag', {})).toEqual({});
    expect(warn.mock.calls.map(([message]) => String(message).replace(/; known: .*/, ''))).toEqual([
      'Unknown feature flag or value in ?flags=: designVersion:v3',
      'Unknown feature flag or value in ?flags=: paymentMethods:true',
      'Unknown feature flag or value in ?flags=: designVersion',
      'Unknown feature flag or value in ?flags=: noSuchFlag',
    ]);
    expect(warn.mock.calls[0]?.[0]).toContain(`known: ${Object.keys(FLAGS).join(', ')}`);
    warn.mockRestore();
  });
});
