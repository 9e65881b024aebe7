/**
 * The block types' unions (types.generated.ts: each type's config, compiled and view shapes) and
 * their list with what each shows (block-types.generated.ts), written from the block folders.
 */
import { key, type BlockFolder } from './block-folders.ts';
import { generatedHeader as header } from './generated-header.ts';

function unionLines(members: readonly string[]): string {
  return members.map((member) => `  | ${member}`).join('\n');
}

export function typesFile(folders: readonly BlockFolder[]): string {
  const imports = folders.map(
    (f) => `import type { ${[`${f.name}Block`, `${f.name}BlockConfig`, `Compiled${f.name}Block`].sort().join(', ')} } from './${f.type}/types.ts';`,
  );
  const member = (shape: string, generic: boolean, self: string) => (generic ? `${shape}<${self}>` : shape);
  return [
    header(
      "The block unions: each type's shapes (its folder's types.ts), a container's with the union as\nits children. Modules that name every type import these, never the folders.",
    ),
    "import type { CompiledBlockBase } from '../engine/pages/block-base.ts';",
    ...imports,
    '',
    '/** A page body block as config/pages/ writes it (schemas/block-<type>.schema.json validates it). */',
    'export type BlockConfig =',
    `${unionLines(folders.map((f) => member(`${f.name}BlockConfig`, f.container.config, 'BlockConfig')))};`,
    '',
    "export type BlockType = BlockConfig['type'];",
    '',
    '/** A block compiled for one locale: texts chosen, rich text parsed, rules prepared once. Plain JSON. */',
    'export type CompiledBlock = CompiledBlockBase &',
    '  (',
    `${unionLines(folders.map((f) => member(`Compiled${f.name}Block`, f.container.compiled, 'CompiledBlock'))).replace(/^/gm, '  ')}`,
    '  );',
    '',
    '/** A block as the view model carries it: rules applied, links final, data formatted. */',
    'export type Block =',
    `${unionLines(folders.map((f) => member(`${f.name}Block`, f.container.view, 'Block')))};`,
    '',
    "/** The block types drawn from the customer's own data (their folder has resolve-customer.ts). */",
    `export type DataBlockType = ${
      folders
        .filter((f) => f.dataBound)
        .map((f) => `'${f.type}'`)
        .join(' | ') || 'never'
    };`,
    '',
  ].join('\n');
}

export function listFile(folders: readonly BlockFolder[]): string {
  return [
    header("Every block type with what it shows (its schema's description). Node and tools only: the\nbrowser carries none of these texts."),
    "import type { BlockType } from './types.generated.ts';",
    '',
    'export const BLOCK_TYPES = {',
    ...folders.map((f) => `  ${key(f.type)}: ${JSON.stringify(f.description)},`),
    '} as const satisfies Record<BlockType, string>;',
    '',
  ].join('\n');
}
