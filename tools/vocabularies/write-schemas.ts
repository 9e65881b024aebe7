/**
 * Puts every vocabulary's values (declarations.ts) at their places in schemas/, with the
 * descriptions editors show beside each value, and writes the `$defs/block` of
 * pages.schema.json (which block schema each block type follows). From the block type folders
 * (src/blocks/, block-folders.ts) it also writes their schemas' copies in schemas/, the block
 * registries and the block unions. Run after adding a value or a block type folder:
 *   npx tsx tools/vocabularies/write-schemas.ts
 * tests/architecture/vocabularies.test.ts fails while a file it writes is out of date.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockFolderTexts } from './block-folder-texts.ts';
import { VOCABULARIES, type EnumPlace, type Vocabulary } from './declarations.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

type Json = Record<string, unknown>;

/** The node at a JSON Pointer (RFC 6901), or an error naming the place. */
export function nodeAt(schema: unknown, place: EnumPlace): Json {
  let node: unknown = schema;
  for (const raw of place.pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node !== null && typeof node === 'object' ? (node as Json)[key] : undefined;
  }
  if (node === null || typeof node !== 'object' || Array.isArray(node)) throw new Error(`schemas/${place.file}: nothing at ${place.pointer}`);
  return node as Json;
}

function placeValues(node: Json, vocabulary: Vocabulary, place: EnumPlace): void {
  node.enum = [...vocabulary.values, ...(place.extra ?? [])];
  if (vocabulary.descriptions && !place.extra) node.enumDescriptions = vocabulary.values.map((value) => vocabulary.descriptions![value]);
  else delete node.enumDescriptions;
}

/** Each block type follows its own schema, schemas/block-<type>.schema.json. */
function blockChoices(types: readonly string[]): Json[] {
  return types.map((type) => ({
    if: { properties: { type: { const: type, description: `A ${type} block follows block-${type}.schema.json.` } }, required: ['type'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword.
    then: { $ref: `block-${type}.schema.json` },
  }));
}

/** schemas/<file> -> its text as the writer leaves it, for every file a vocabulary appears in. */
export function vocabularySchemaTexts(repoRoot: string = root, vocabularies: readonly Vocabulary[] = VOCABULARIES): Record<string, string> {
  const files = [...new Set(vocabularies.flatMap((v) => v.places.map((p) => p.file)))];
  const schemas = Object.fromEntries(files.map((file) => [file, JSON.parse(readFileSync(join(repoRoot, 'schemas', file), 'utf8')) as Json]));
  for (const vocabulary of vocabularies) {
    for (const place of vocabulary.places) placeValues(nodeAt(schemas[place.file], place), vocabulary, place);
  }
  const blockTypes = vocabularies.find((vocabulary) => vocabulary.name === 'block type')?.values ?? [];
  nodeAt(schemas['pages.schema.json'], { file: 'pages.schema.json', pointer: '/$defs/block' }).allOf = blockChoices(blockTypes);
  return Object.fromEntries(files.map((file) => [file, `${JSON.stringify(schemas[file], null, 2)}\n`]));
}

/** Repo-relative path -> text, for every file the writer writes. */
export function writtenTexts(repoRoot: string = root): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(vocabularySchemaTexts(repoRoot)).map(([file, text]) => [`schemas/${file}`, text])),
    ...blockFolderTexts(repoRoot),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [file, text] of Object.entries(writtenTexts())) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    process.stdout.write(`wrote ${file}\n`);
  }
}
