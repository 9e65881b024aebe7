/**
 * Each vocabulary (footer parts, menu item types, header types and variants, context facts,
 * signal sources, block types) is declared once; the JSON Schemas carry its values because
 * tools/vocabularies/write-schemas.ts put them there. These tests fail when a schema was
 * edited by hand or not rewritten after a declaration changed, and when the runtime
 * registries and the declarations name different values.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTEXT_FACT_VALUES } from '../../src/engine/context/signals.ts';
import { BLOCK_COMPILERS } from '../../src/engine/pages/blocks/compilers.ts';
import { BLOCK_RESOLVERS } from '../../src/engine/pages/blocks/resolvers.ts';
import { CUSTOMER_RESOLVERS } from '../../src/engine/resolve/customer-resolvers.ts';
import { DECLARED_BLOCK_TYPES } from '../../src/engine/vocabularies/block-types.ts';
import { HEADER_TYPES } from '../../src/engine/vocabularies/header-kinds.ts';
import { VOCABULARIES, type Vocabulary } from '../../tools/vocabularies/declarations.ts';
import { nodeAt, vocabularySchemaTexts } from '../../tools/vocabularies/write-schemas.ts';

const schemaText = (file: string) => readFileSync(`schemas/${file}`, 'utf8');

describe('vocabularies: one declaration, the schemas written from it', () => {
  it.each(Object.entries(vocabularySchemaTexts()))('schemas/%s is what the writer writes (run npx tsx tools/vocabularies/write-schemas.ts)', (file, text) => {
    expect(schemaText(file)).toBe(text);
  });

  const places = VOCABULARIES.flatMap((vocabulary) => vocabulary.places.map((place) => [`${vocabulary.name} in ${place.file}${place.pointer}`, vocabulary, place] as const));
  it.each(places)('%s: the enum is the declared list', (_, vocabulary, place) => {
    expect(nodeAt(JSON.parse(schemaText(place.file)), place).enum).toEqual([...vocabulary.values, ...(place.extra ?? [])]);
  });

  it.each(VOCABULARIES.map((v) => [v.name, v] as const))('%s: values are unique and each is described', (_, vocabulary: Vocabulary) => {
    expect(new Set(vocabulary.values).size).toBe(vocabulary.values.length);
    for (const value of vocabulary.values) if (vocabulary.descriptions) expect(vocabulary.descriptions[value]?.trim(), value).toBeTruthy();
    expect(existsSync(vocabulary.declaredIn), vocabulary.declaredIn).toBe(true);
  });
});

describe('block types', () => {
  const declared = Object.keys(DECLARED_BLOCK_TYPES).sort();

  it('the compilers and the resolvers cover exactly the declared types', () => {
    expect(Object.keys(BLOCK_COMPILERS).sort()).toEqual(declared);
    // A data-bound type is resolved by its customer resolver (and the shared skeleton), any other by its own.
    expect([...Object.keys(BLOCK_RESOLVERS), ...Object.keys(CUSTOMER_RESOLVERS.blocks)].sort()).toEqual(declared);
  });

  it('each declared type has its schema, schemas/block-<type>.schema.json, and no other block schema exists', () => {
    const files = readdirSync('schemas').filter((name) => /^block-.+\.schema\.json$/.test(name)).sort();
    expect(files).toEqual(declared.map((type) => `block-${type}.schema.json`).sort());
  });

  it('pages.schema.json picks each block schema by its type', () => {
    const block = nodeAt(JSON.parse(schemaText('pages.schema.json')), { file: 'pages.schema.json', pointer: '/$defs/block' }) as { allOf: { if: { properties: { type: { const: string } } }; then: { $ref: string } }[] };
    expect(block.allOf.map((choice) => [choice.if.properties.type.const, choice.then.$ref])).toEqual(Object.keys(DECLARED_BLOCK_TYPES).map((type) => [type, `block-${type}.schema.json`]));
  });
});

describe('context signals', () => {
  it('a signal that sets page.headerType takes the declared header types', () => {
    expect([...CONTEXT_FACT_VALUES.headerType]).toEqual(Object.keys(HEADER_TYPES));
  });
});

describe('adding a value is one declaration: a footer part added in a fixture', () => {
  // What write-schemas.ts does with the declarations, given one more footer part: the layout
  // schema then accepts a layout that uses it, and still refuses an undeclared one.
  function footerLayoutSchema(extraPart?: string): object {
    const vocabularies = VOCABULARIES.map((v) => (v.name === 'footer part' && extraPart ? { ...v, values: [...v.values, extraPart], descriptions: { ...v.descriptions, [extraPart]: 'A fixture part.' } } : v));
    return JSON.parse(vocabularySchemaTexts(undefined, vocabularies)['footer-layout.schema.json']!) as object;
  }
  // The real layout with one part more in each version.
  const layout = (part: string) => {
    const real = parse(readFileSync('config/footers/layout.yaml', 'utf8')) as { versions: Record<string, unknown[]> };
    return { ...real, versions: Object.fromEntries(Object.entries(real.versions).map(([version, parts]) => [version, [...parts, { part }]])) };
  };
  // The footer layout refers to the rule schema of common.schema.json (and so on): every other schema is known by its file name.
  const accepts = (schema: object, data: unknown) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    for (const file of readdirSync('schemas').filter((name) => name.endsWith('.json') && name !== 'footer-layout.schema.json')) {
      const other = JSON.parse(schemaText(file)) as { $id?: string };
      ajv.addSchema(other, other.$id ? undefined : file);
    }
    return ajv.compile(schema)(data);
  };

  it('refuses the new part before it is declared, and accepts it after', () => {
    expect(accepts(footerLayoutSchema(), parse(readFileSync('config/footers/layout.yaml', 'utf8')))).toBe(true);
    expect(accepts(footerLayoutSchema(), layout('savings-calculator'))).toBe(false);
    expect(accepts(footerLayoutSchema('savings-calculator'), layout('savings-calculator'))).toBe(true);
    expect(accepts(footerLayoutSchema('savings-calculator'), layout('not-declared'))).toBe(false);
  });
});
