/**
 * The facts vocabulary is written twice: schemas/facts.schema.json (what validate lets rules
 * read, and what docs/facts.md describes) and the Facts type of src/engine/facts/types.ts
 * (what the engine derives). The flags part of both comes from one declaration
 * (src/engine/flags/); for the rest this test reads the type with the TypeScript checker and
 * fails when a fact, its kind, its nullability or the values of an enum differ.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../support/config.ts';

interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
}

/** One fact's shape in words both sides can produce: "boolean", "string|null", "enum(a,b)|null", "array<number>". */
function schemaShape(node: SchemaNode): string {
  const parts = new Set<string>();
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (node.enum) {
    const values = node.enum
      .filter((value) => value !== null)
      .map(String)
      .sort();
    if (values.length > 0) parts.add(`enum(${values.join(',')})`);
    if (node.enum.includes(null)) parts.add('null');
  } else {
    for (const type of types) parts.add(type === 'integer' ? 'number' : type === 'array' ? `array<${schemaShape(node.items ?? {})}>` : type);
  }
  if (node.enum && types.includes('null')) parts.add('null');
  return [...parts].sort().join('|');
}

function typeShape(type: ts.Type, checker: ts.TypeChecker): string {
  const parts = new Set<string>();
  const literals: string[] = [];
  for (const part of type.isUnion() ? type.types : [type]) {
    if (part.flags & ts.TypeFlags.Null) parts.add('null');
    else if (part.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) parts.add('boolean');
    else if (part.isStringLiteral()) literals.push(part.value);
    else if (part.flags & ts.TypeFlags.String) parts.add('string');
    else if (part.flags & ts.TypeFlags.Number) parts.add('number');
    else if (checker.isArrayType(part)) parts.add(`array<${typeShape(checker.getTypeArguments(part as ts.TypeReference)[0]!, checker)}>`);
    else parts.add(checker.typeToString(part));
  }
  if (literals.length > 0) parts.add(`enum(${literals.sort().join(',')})`);
  return [...parts].sort().join('|');
}

/** path -> shape for every leaf, and path -> [properties, required] for every group. */
interface Vocabulary {
  leaves: Map<string, string>;
  groups: Map<string, { keys: string[]; required: string[] }>;
}

function schemaVocabulary(node: SchemaNode, path = '', out: Vocabulary = { leaves: new Map(), groups: new Map() }): Vocabulary {
  if (!node.properties) {
    out.leaves.set(path, schemaShape(node));
    return out;
  }
  out.groups.set(path, { keys: Object.keys(node.properties).sort(), required: [...(node.required ?? [])].sort() });
  for (const [key, child] of Object.entries(node.properties)) schemaVocabulary(child, path ? `${path}.${key}` : key, out);
  return out;
}

function typeVocabulary(type: ts.Type, checker: ts.TypeChecker, path = '', out: Vocabulary = { leaves: new Map(), groups: new Map() }): Vocabulary {
  const properties = checker.getPropertiesOfType(type);
  const isGroup = type.flags & ts.TypeFlags.Object && !checker.isArrayType(type) && properties.length > 0;
  if (!isGroup) {
    out.leaves.set(path, typeShape(type, checker));
    return out;
  }
  const keys = properties.map((property) => property.name).sort();
  const required = properties
    .filter((property) => !(property.flags & ts.SymbolFlags.Optional))
    .map((property) => property.name)
    .sort();
  out.groups.set(path, { keys, required });
  for (const property of properties) typeVocabulary(checker.getTypeOfSymbol(property), checker, path ? `${path}.${property.name}` : property.name, out);
  return out;
}

function factsType(): { type: ts.Type; checker: ts.TypeChecker } {
  const file = join(repoRoot, 'src/engine/facts/types.ts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'Facts',
  );
  if (!declaration) throw new Error('no interface Facts in src/engine/facts/types.ts');
  return { type: checker.getTypeAtLocation(declaration.name), checker };
}

const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'facts.schema.json'), 'utf8')) as SchemaNode;
const fromSchema = schemaVocabulary(schema);
const { type, checker } = factsType();
const fromType = typeVocabulary(type, checker);

describe('schemas/facts.schema.json and the Facts type of src/engine/facts/types.ts', () => {
  it('have the same groups, facts and required facts', () => {
    expect([...fromSchema.groups.keys()].sort()).toEqual([...fromType.groups.keys()].sort());
    for (const [path, group] of fromType.groups) expect(fromSchema.groups.get(path), `group "${path || '(top)'}"`).toEqual(group);
    expect([...fromSchema.leaves.keys()].sort()).toEqual([...fromType.leaves.keys()].sort());
  });

  it('give every fact the same kind, nullability and enum values', () => {
    const differences = [...fromType.leaves]
      .filter(([path, shape]) => fromSchema.leaves.get(path) !== shape)
      .map(([path, shape]) => `${path}: TypeScript ${shape}, schema ${fromSchema.leaves.get(path)}`);
    expect(differences).toEqual([]);
  });

  it('can fail: a fact whose schema enum lost a value is named', () => {
    const broken = schemaVocabulary({ properties: { page: { properties: { audience: { enum: ['public', 'any'] } } } } });
    expect(broken.leaves.get('page.audience')).not.toBe(fromType.leaves.get('page.audience'));
    expect(fromType.leaves.get('page.audience')).toBe('enum(any,customer,public)');
    expect(fromType.leaves.get('customer.id')).toBe('null|string');
    expect(fromType.leaves.get('products.wealthManagementLevels')).toBe('array<number>');
  });
});
