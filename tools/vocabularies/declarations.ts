/**
 * Where each vocabulary's values appear in the hand-written JSON Schemas. The values come
 * from their one declaration (src/engine/vocabularies/, src/engine/context/signals.ts; the block
 * types are the folders of src/blocks/, each described by its schema.json);
 * write-schemas.ts puts them at these places, and tests/architecture/vocabularies.test.ts
 * fails while a schema differs. A place is a JSON Pointer into schemas/<file>.
 */
import { FOOTER_PART_KINDS } from '../../src/engine/vocabularies/footer-parts.ts';
import { HEADER_TYPES, HEADER_VARIANTS } from '../../src/engine/vocabularies/header-kinds.ts';
import { ITEM_TYPES } from '../../src/engine/vocabularies/item-types.ts';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTEXT_FACT_VALUES, CONTEXT_FACTS } from '../../src/engine/context/signals.ts';
import { SIGNAL_SOURCES } from '../../src/engine/vocabularies/signal-sources.ts';
import { COUNTRY_FLAG_CODES } from '../../src/engine/vocabularies/country-flags.ts';
import { blockFolders } from './block-folders.ts';

export interface EnumPlace {
  file: string;
  pointer: string;
  /** Values the place takes besides the vocabulary's (null: "not set"). */
  extra?: readonly (string | null)[];
}

export interface Vocabulary {
  name: string;
  /** The file that declares it: where a contributor adds a value. */
  declaredIn: string;
  values: readonly string[];
  /** Shown by editors beside each value (enumDescriptions); absent where the place has its own wording. */
  descriptions?: Readonly<Record<string, string>>;
  places: readonly EnumPlace[];
}

const described = (record: Readonly<Record<string, string>>) => ({ values: Object.keys(record), descriptions: record });

/** The block types and their descriptions, read from the folders of `blocksDir` (block-folders.ts). */
export function blockTypeVocabulary(repoRoot: string, blocksDir?: string): Vocabulary {
  const folders = blockFolders(repoRoot, blocksDir);
  return {
    name: 'block type',
    declaredIn: 'src/blocks/',
    ...described(Object.fromEntries(folders.map((folder) => [folder.type, folder.description]))),
    places: [{ file: 'pages.schema.json', pointer: '/$defs/block/properties/type' }],
  };
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const booleanFacts = CONTEXT_FACTS.filter((fact) => CONTEXT_FACT_VALUES[fact] === 'boolean');

export const VOCABULARIES: readonly Vocabulary[] = [
  {
    name: 'footer part',
    declaredIn: 'src/engine/vocabularies/footer-parts.ts',
    ...described(FOOTER_PART_KINDS),
    places: [
      { file: 'footer-layout.schema.json', pointer: '/$defs/parts/items/properties/part' },
      { file: 'rule-tests.schema.json', pointer: '/$defs/footerParts/items' },
    ],
  },
  {
    name: 'menu item type',
    declaredIn: 'src/engine/vocabularies/item-types.ts',
    ...described(ITEM_TYPES),
    places: [{ file: 'common.schema.json', pointer: '/$defs/menuItem/properties/type' }],
  },
  {
    name: 'header type',
    declaredIn: 'src/engine/vocabularies/header-kinds.ts',
    ...described(HEADER_TYPES),
    places: [
      { file: 'headers.schema.json', pointer: '/properties/types/items/properties/type' },
      { file: 'persona.schema.json', pointer: '/properties/context/properties/headerType' },
      { file: 'facts.schema.json', pointer: '/properties/page/properties/headerType', extra: [null] },
      { file: 'rule-tests.schema.json', pointer: '/$defs/header/properties/type' },
      // A signal that sets page.headerType gives one of these.
      { file: 'context-signals.schema.json', pointer: '/$defs/signal/allOf/4/then/properties/value' },
      { file: 'context-signals.schema.json', pointer: '/$defs/signal/allOf/4/then/properties/values/additionalProperties' },
    ],
  },
  {
    name: 'header variant',
    declaredIn: 'src/engine/vocabularies/header-kinds.ts',
    ...described(HEADER_VARIANTS),
    places: [
      { file: 'headers.schema.json', pointer: '/properties/variants/items/properties/variant' },
      { file: 'rule-tests.schema.json', pointer: '/$defs/header/properties/variant' },
    ],
  },
  {
    name: 'context fact',
    declaredIn: 'src/engine/context/signals.ts',
    values: CONTEXT_FACTS,
    places: [{ file: 'context-signals.schema.json', pointer: '/$defs/fact' }],
  },
  {
    name: 'context fact that is true or false',
    declaredIn: 'src/engine/context/signals.ts',
    values: booleanFacts,
    places: [{ file: 'context-signals.schema.json', pointer: '/$defs/signal/allOf/3/if/properties/fact' }],
  },
  {
    name: 'signal source',
    declaredIn: 'src/engine/vocabularies/signal-sources.ts',
    ...described(SIGNAL_SOURCES),
    places: [{ file: 'context-signals.schema.json', pointer: '/$defs/signal/properties/from' }],
  },
  {
    name: 'country flag',
    declaredIn: 'src/engine/vocabularies/country-flags.ts',
    values: COUNTRY_FLAG_CODES,
    places: [{ file: 'markets.schema.json', pointer: '/properties/markets/items/properties/flag' }],
  },
  blockTypeVocabulary(repoRoot),
];
