/**
 * The registries that map every block type to one export of its folder: the compilers, the
 * resolvers, the customer resolvers and the cuts to one subject. Each is one module written the
 * same way (registryFile): the header, the type imports, one import per listed type, then the
 * map from type to that import.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { camel, key, type BlockFolder } from './block-folders.ts';
import { generatedHeader as header } from './generated-header.ts';

interface Registry {
  /** What the registry is and who reads it (the generated file's header). */
  about: string;
  typeImports: string[];
  /** The folder file each listed type's entry is imported from, and the name it exports it as. */
  file: string;
  exportName: string;
  /** Appended to the type's camelCase name to name its import (`headingCompiler`). */
  suffix: string;
  /** The declaration the map is assigned to: `export const NAME: Type`. */
  declaration: string;
  /** The types listed, in the map's order. */
  listed: readonly BlockFolder[];
  /** The order of the imports, when it is not the map's. */
  importOrder?: readonly BlockFolder[];
}

function registryFile(registry: Registry): string {
  const alias = (folder: BlockFolder) => `${camel(folder.type)}${registry.suffix}`;
  return [
    header(registry.about),
    ...registry.typeImports,
    ...(registry.importOrder ?? registry.listed).map((f) => `import { ${registry.exportName} as ${alias(f)} } from './${f.type}/${registry.file}';`),
    '',
    `${registry.declaration} = {`,
    ...registry.listed.map((f) => `  ${key(f.type)}: ${alias(f)},`),
    '};',
    '',
  ].join('\n');
}

export function compilersFile(folders: readonly BlockFolder[]): string {
  return registryFile({
    about:
      "Every block type's compiler (build time and Node: the browser, which only resolves, ships none),\n" +
      'handed to the engine (compileConfig) by whoever compiles config: the engine never imports it.',
    typeImports: ["import type { BlockCompile } from '../engine/pages/blocks/definition.ts';", "import type { BlockType } from './types.generated.ts';"],
    file: 'compile.ts',
    exportName: 'compile',
    suffix: 'Compiler',
    declaration: 'export const BLOCK_COMPILERS: { readonly [T in BlockType]: BlockCompile<T> }',
    listed: folders,
  });
}

/** The resolve.ts that re-exports a resolver shared with other types (the offer blocks'). */
const SHARED_RESOLVER = /^export \{ \w+ as resolve \} from '[^']+';$/m;

export function resolversFile(folders: readonly BlockFolder[], blocksRoot: string): string {
  const own = folders.filter((f) => !f.dataBound);
  // Shared resolvers are imported first: the bundle then lists each type's own single-use resolver
  // last, where its minifier inlines it into the registry (a few bytes of every first load).
  const shared = (f: BlockFolder) => SHARED_RESOLVER.test(readFileSync(join(blocksRoot, f.type, 'resolve.ts'), 'utf8'));
  return registryFile({
    about:
      "Every block type's resolver (per request, also in the browser), but the data-bound types': they\n" +
      'all share dataBlockResolver (engine/pages/blocks/data-blocks.ts), which hands each to its customer\n' +
      "resolver, so they are not listed one by one (each name would cost every visitor's first load a\nfew bytes).",
    typeImports: [
      "import type { BlockResolve } from '../engine/pages/blocks/definition.ts';",
      "import type { BlockType, DataBlockType } from './types.generated.ts';",
    ],
    file: 'resolve.ts',
    exportName: 'resolve',
    suffix: 'Resolver',
    declaration: 'export const BLOCK_RESOLVERS: { readonly [T in Exclude<BlockType, DataBlockType>]: BlockResolve<T> }',
    listed: own,
    importOrder: [...own.filter(shared), ...own.filter((f) => !shared(f))],
  });
}

export function customerResolversFile(folders: readonly BlockFolder[]): string {
  return registryFile({
    about:
      "The data-bound block types' resolvers with the customer's data (their folders' resolve-customer.ts):\n" +
      "part of the customer chunk (customer-resolvers.ts), so a visitor's first load carries none.",
    typeImports: ["import type { CustomerResolvers } from '../engine/resolve/resolve-types.ts';"],
    file: 'resolve-customer.ts',
    exportName: 'resolve',
    suffix: 'Resolver',
    declaration: "export const CUSTOMER_BLOCK_RESOLVERS: CustomerResolvers['blocks']",
    listed: folders.filter((f) => f.dataBound),
  });
}

export function subjectsFile(folders: readonly BlockFolder[]): string {
  return registryFile({
    about:
      "The block types that cut themselves down to one path of a page answering for many (their folders'\n" +
      'subject.ts): the prerender hands them to engine/pages/page-data-for-path.ts; the browser never loads them.',
    typeImports: ["import type { BlockForSubject } from '../engine/pages/blocks/definition.ts';", "import type { BlockType } from './types.generated.ts';"],
    file: 'subject.ts',
    exportName: 'forSubject',
    suffix: 'ForSubject',
    declaration: 'export const BLOCKS_FOR_SUBJECT: { readonly [T in BlockType]?: BlockForSubject<T> }',
    listed: folders.filter((f) => f.forSubject),
  });
}
