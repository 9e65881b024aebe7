/**
 * The facts vocabulary (schemas/facts.schema.json) as the what-if options and the derived
 * audience need it: every leaf a rule may read, with its schema, and whether a value fits it
 * (checked by the schema registry's ajv against the leaf's own part of the schema).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forgetBeforeEachQuestion } from '../../src/node/per-question.ts';
import { createSchemaRegistry, type SchemaRegistry } from '../config/schemas.ts';

const FACTS_SCHEMA = 'facts.schema.json';

/** The part of JSON Schema the leaves of the facts schema use. */
export interface LeafSchema {
  type?: string | string[];
  enum?: unknown[];
  items?: LeafSchema;
  description?: string;
}

export interface FactVocabulary {
  /** Every leaf, `customer.distributorId` -> its schema, in schema order. */
  leaves: ReadonlyMap<string, LeafSchema>;
  /** Whether the value is one the fact may take. */
  fits: (path: string, value: unknown) => boolean;
}

function pointerOf(path: string): string {
  return `#/${path
    .split('.')
    .flatMap((step) => ['properties', step.replace(/~/g, '~0').replace(/\//g, '~1')])
    .join('/')}`;
}

const loaded = new Map<string, FactVocabulary>();
forgetBeforeEachQuestion(() => loaded.clear());

export function factVocabulary(repoRoot: string): FactVocabulary {
  let vocabulary = loaded.get(repoRoot);
  if (vocabulary) return vocabulary;
  const leaves = new Map<string, LeafSchema>();
  const walk = (schema: unknown, prefix: string) => {
    const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties;
    if (!properties) {
      if (prefix) leaves.set(prefix, schema as LeafSchema);
      return;
    }
    for (const [name, child] of Object.entries(properties)) walk(child, prefix ? `${prefix}.${name}` : name);
  };
  // The leaves are the schema as written; the registry (every schema checked and compiled, most
  // of a `who`) only once a value is checked against one.
  walk(JSON.parse(readFileSync(join(repoRoot, 'schemas', FACTS_SCHEMA), 'utf8')), '');
  let registry: SchemaRegistry | undefined;
  vocabulary = {
    leaves,
    fits: (path, value) => {
      registry ??= createSchemaRegistry(join(repoRoot, 'schemas'));
      return leaves.has(path) && registry.validator(`${FACTS_SCHEMA}${pointerOf(path)}`)(value) === true;
    },
  };
  loaded.set(repoRoot, vocabulary);
  return vocabulary;
}

/** The types a leaf allows, in words: "true or false", "a text or null", "v1 or v2". */
export function typeWords(schema: LeafSchema): string {
  if (schema.enum) return schema.enum.map((v) => (v === null ? 'null' : String(v))).join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words: Record<string, string> = { boolean: 'true or false', string: 'a text', integer: 'a whole number', number: 'a number', null: 'null' };
  return types
    .map((t) => (t === 'array' ? `a list of ${schema.items ? typeWords(schema.items).replace(/^an? /, '') : 'values'}s (a,b or a JSON list)` : (words[t] ?? t)))
    .join(' or ');
}
