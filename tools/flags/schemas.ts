/**
 * The `flags` parts of schemas/persona.schema.json and schemas/facts.schema.json, built from
 * the flag definitions (config/flags/*.yaml) and their descriptions. The rest of
 * both files is written by hand; only `properties.flags` is replaced.
 */
import type { FlagDeclaration, FlagTable } from '../../src/engine/flags/declaration.ts';

type Schema = Record<string, unknown>;

const GENERATED = 'Generated from config/flags/*.yaml by `npx tsx tools/flags/write-schemas.ts`; edit the flag definitions, not this part.';

function describedOf(table: FlagTable, descriptions: Readonly<Record<string, string>>): [string, FlagDeclaration, string][] {
  return Object.entries(table).map(([name, declaration]) => {
    const description = descriptions[name]?.trim();
    if (!description) throw new Error(`flag "${name}" has no metadata.description in config/flags/: write what it does there`);
    return [name, declaration, description];
  });
}

/** persona.schema.json#/properties/flags: what a persona file and the flag service may give. */
export function personaFlagsSchema(table: FlagTable, descriptions: Readonly<Record<string, string>>): Schema {
  const property = ([, declaration, description]: [string, FlagDeclaration, string]): Schema => {
    if (declaration.kind === 'boolean') return { description, type: 'boolean' };
    if (declaration.kind === 'enum') return { description, enum: [...declaration.values] };
    return { description, type: 'array', items: { description: 'A market locale.', $ref: '#/$defs/locale' }, uniqueItems: true };
  };
  const described = describedOf(table, descriptions);
  const defaults = described.flatMap(([name, declaration]) => (declaration.kind === 'enum' ? [`${name}: ${declaration.default}`] : [])).join(', ');
  return {
    $comment: GENERATED,
    description: `Feature flags. An absent flag is off${defaults ? `, or has its default (${defaults})` : ''}.`,
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(described.map((entry) => [entry[0], property(entry)])),
  };
}

/** facts.schema.json#/properties/flags: the `flags.<name>` facts rules read, each always present. */
export function factFlagsSchema(table: FlagTable, descriptions: Readonly<Record<string, string>>): Schema {
  const property = ([, declaration, description]: [string, FlagDeclaration, string]): Schema => {
    if (declaration.kind === 'boolean') return { type: 'boolean', description };
    if (declaration.kind === 'enum') return { enum: [...declaration.values], description };
    return { type: 'array', items: { type: 'string' }, description };
  };
  const described = describedOf(table, descriptions).filter(([, declaration]) => declaration.fact !== false);
  return {
    type: 'object',
    $comment: GENERATED,
    description: 'Feature flags (absent = off).',
    additionalProperties: false,
    required: described.map(([name]) => name),
    properties: Object.fromEntries(described.map((entry) => [entry[0], property(entry)])),
  };
}

/** The schema file's text with `properties.flags` replaced (key order kept), as the writer writes it. */
export function withFlags(schemaText: string, flags: Schema): string {
  const schema = JSON.parse(schemaText) as { properties?: Record<string, unknown> };
  if (!schema.properties || !('flags' in schema.properties)) throw new Error('the schema has no properties.flags to replace');
  schema.properties.flags = flags;
  return `${JSON.stringify(schema, null, 2)}\n`;
}
