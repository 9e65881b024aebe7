/**
 * The page block types are the folders of src/blocks/ (one per type, named as the type). Each
 * holds what gives its type meaning:
 *   schema.json          the config schema; its top-level `description` describes the type
 *   types.ts             its shapes: <Name>BlockConfig, Compiled<Name>Block, <Name>Block (view
 *                        model); a container's are generic over their child blocks
 *   compile.ts           `compile`, config -> compiled for a locale (build time and Node only)
 *   resolve.ts           `resolve`, compiled -> view model per request (also in the browser), or
 *   resolve-customer.ts  instead, for a type drawn from the customer's own data: `resolve` with the
 *                        data, in the customer chunk (before the data, every such type shows the
 *                        shared skeleton of engine/pages/blocks/data-blocks.ts)
 *   subject.ts           optional, `forSubject`: on a page that answers for many paths, the block cut
 *                        down to what one path shows (the page's data in that path's HTML)
 *   View.tsx             `View`, its component; `export const LAZY = true` makes it a chunk of
 *                        its own (loaded on pages that show the type), `export const LAZY = '<name>'`
 *                        a chunk it shares with the other types that name it (<name>.chunk.generated.ts
 *                        gathers their views), and a View that re-exports a shared component
 *                        (`export { X as View } from '…'`) is loaded from that module, so the types
 *                        that share a component share its lazy chunk.
 * From that list this module writes everything that names every type: the registries, the
 * unions, the type list and the block schemas' copies in schemas/ (write-schemas.ts writes them,
 * tests/architecture/vocabularies.test.ts fails while one is stale or edited by hand).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

export const BLOCKS_DIR = 'src/blocks';

export interface BlockView {
  lazy: boolean;
  /** The lazy chunk it shares with other types (`export const LAZY = '<name>'`), or null. */
  chunk: string | null;
  /** Set when View.tsx re-exports a shared component: its module (relative to src/blocks/) and export. */
  shared: { module: string; exportName: string } | null;
}

export interface BlockFolder {
  type: string;
  /** PascalCase of the type: heading -> Heading, call-to-action -> CallToAction. */
  name: string;
  description: string;
  /** The schema as written in the folder. */
  schema: Record<string, unknown>;
  /** The shapes are generic over their child blocks (padded, container, box). */
  container: { config: boolean; compiled: boolean; view: boolean };
  /** Drawn from the customer's data: resolve-customer.ts instead of resolve.ts. */
  dataBound: boolean;
  /** Has subject.ts: cut down to one path of a page that answers for many. */
  forSubject: boolean;
  view: BlockView;
}

const REQUIRED = ['schema.json', 'types.ts', 'compile.ts', 'View.tsx'];

const pascal = (type: string) => type.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
const camel = (type: string) => pascal(type).charAt(0).toLowerCase() + pascal(type).slice(1);
const key = (type: string) => (/^[a-z][a-zA-Z0-9]*$/.test(type) ? type : `'${type}'`);

function viewOf(type: string, text: string): BlockView {
  const marked = /^export const LAZY = (true|'([a-z][a-z0-9-]*)');$/m.exec(text);
  const lazy = marked !== null;
  const chunk = marked?.[2] ?? null;
  const shared = /^export \{ (\w+) as View \} from '([^']+)';$/m.exec(text);
  if (shared) {
    if (chunk) throw new Error(`${BLOCKS_DIR}/${type}/View.tsx: a re-exported view is loaded from its own module; name no chunk`);
    const module = posix.normalize(posix.join(type, shared[2]!));
    return { lazy, chunk, shared: { module: module.startsWith('.') ? module : `./${module}`, exportName: shared[1]! } };
  }
  if (!/^export (function|const) View\b/m.test(text)) throw new Error(`${BLOCKS_DIR}/${type}/View.tsx: exports no View (export function View, or export { X as View } from a shared module)`);
  return { lazy, chunk, shared: null };
}

/** The block type folders of `blocksDir` (repo-relative), in name order, each checked for its files. */
export function blockFolders(repoRoot: string, blocksDir: string = BLOCKS_DIR): BlockFolder[] {
  const dir = join(repoRoot, blocksDir);
  return readdirSync(dir)
    .filter((entry) => statSync(join(dir, entry)).isDirectory())
    .sort()
    .map((type) => {
      const at = (file: string) => join(dir, type, file);
      if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type)) throw new Error(`${blocksDir}/${type}: a block type's folder is named as the type (lower case, words joined by -)`);
      for (const file of REQUIRED) if (!existsSync(at(file))) throw new Error(`${blocksDir}/${type}: ${file} is missing`);
      const own = existsSync(at('resolve.ts'));
      const dataBound = existsSync(at('resolve-customer.ts'));
      if (own === dataBound) throw new Error(`${blocksDir}/${type}: needs resolve.ts or, drawn from the customer's data, resolve-customer.ts (one of them)`);
      const schema = JSON.parse(readFileSync(at('schema.json'), 'utf8')) as Record<string, unknown>;
      const description = typeof schema.description === 'string' ? schema.description.trim() : '';
      if (!description) throw new Error(`${blocksDir}/${type}/schema.json: the top-level description (what the block shows) is missing`);
      const types = readFileSync(at('types.ts'), 'utf8');
      const name = pascal(type);
      const generic = (shape: string) => new RegExp(`^export (interface|type) ${shape}<`, 'm').test(types);
      for (const shape of [`${name}BlockConfig`, `Compiled${name}Block`, `${name}Block`]) {
        if (!new RegExp(`^export (interface|type) ${shape}\\b`, 'm').test(types)) throw new Error(`${blocksDir}/${type}/types.ts: exports no ${shape}`);
      }
      return {
        type,
        name,
        description,
        schema,
        container: { config: generic(`${name}BlockConfig`), compiled: generic(`Compiled${name}Block`), view: generic(`${name}Block`) },
        dataBound,
        forSubject: existsSync(at('subject.ts')),
        view: viewOf(type, readFileSync(at('View.tsx'), 'utf8')),
      };
    });
}

const header = (what: string) =>
  [
    '/**',
    ` * GENERATED by tools/vocabularies/write-schemas.ts from the folders of src/blocks/ (one per block`,
    ` * type): do not edit. Add or change a block type in its folder, then run`,
    ` *   npx tsx tools/vocabularies/write-schemas.ts`,
    ` * (tests/architecture/vocabularies.test.ts fails while this file differs from what it writes).`,
    ...what.split('\n').map((line) => ` * ${line}`.trimEnd()),
    ' */',
  ].join('\n');

function unionLines(members: readonly string[]): string {
  return members.map((member) => `  | ${member}`).join('\n');
}

function typesFile(folders: readonly BlockFolder[]): string {
  const imports = folders.map((f) => `import type { ${[`${f.name}Block`, `${f.name}BlockConfig`, `Compiled${f.name}Block`].sort().join(', ')} } from './${f.type}/types.ts';`);
  const member = (shape: string, generic: boolean, self: string) => (generic ? `${shape}<${self}>` : shape);
  return [
    header('The block unions: each type\'s shapes (its folder\'s types.ts), a container\'s with the union as\nits children. Modules that name every type import these, never the folders.'),
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
    `export type DataBlockType = ${folders.filter((f) => f.dataBound).map((f) => `'${f.type}'`).join(' | ') || 'never'};`,
    '',
  ].join('\n');
}

function listFile(folders: readonly BlockFolder[]): string {
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

function compilersFile(folders: readonly BlockFolder[]): string {
  return [
    header("Every block type's compiler (build time and Node: the browser, which only resolves, ships none)."),
    "import type { BlockCompile } from '../engine/pages/blocks/definition.ts';",
    "import type { BlockType } from './types.generated.ts';",
    ...folders.map((f) => `import { compile as ${camel(f.type)}Compiler } from './${f.type}/compile.ts';`),
    '',
    'export const BLOCK_COMPILERS: { readonly [T in BlockType]: BlockCompile<T> } = {',
    ...folders.map((f) => `  ${key(f.type)}: ${camel(f.type)}Compiler,`),
    '};',
    '',
  ].join('\n');
}

/** The resolve.ts that re-exports a resolver shared with other types (the offer blocks'). */
const SHARED_RESOLVER = /^export \{ \w+ as resolve \} from '[^']+';$/m;

function resolversFile(folders: readonly BlockFolder[], blocksRoot: string): string {
  const own = folders.filter((f) => !f.dataBound);
  // Shared resolvers are imported first: the bundle then lists each type's own single-use resolver
  // last, where its minifier inlines it into the registry (a few bytes of every first load).
  const shared = (f: BlockFolder) => SHARED_RESOLVER.test(readFileSync(join(blocksRoot, f.type, 'resolve.ts'), 'utf8'));
  const importOrder = [...own.filter(shared), ...own.filter((f) => !shared(f))];
  return [
    header(
      "Every block type's resolver (per request, also in the browser), but the data-bound types': they\n" +
        'all share dataBlockResolver (engine/pages/blocks/data-blocks.ts), which hands each to its customer\n' +
        'resolver, so they are not listed one by one (each name would cost every visitor\'s first load a\nfew bytes).',
    ),
    "import type { BlockResolve } from '../engine/pages/blocks/definition.ts';",
    "import type { BlockType, DataBlockType } from './types.generated.ts';",
    ...importOrder.map((f) => `import { resolve as ${camel(f.type)}Resolver } from './${f.type}/resolve.ts';`),
    '',
    'export const BLOCK_RESOLVERS: { readonly [T in Exclude<BlockType, DataBlockType>]: BlockResolve<T> } = {',
    ...own.map((f) => `  ${key(f.type)}: ${camel(f.type)}Resolver,`),
    '};',
    '',
  ].join('\n');
}

function customerResolversFile(folders: readonly BlockFolder[]): string {
  const data = folders.filter((f) => f.dataBound);
  return [
    header(
      "The data-bound block types' resolvers with the customer's data (their folders' resolve-customer.ts):\n" +
        "part of the customer chunk (engine/resolve/customer-resolvers.ts), so a visitor's first load carries none.",
    ),
    "import type { CustomerResolvers } from '../engine/resolve/resolve-types.ts';",
    ...data.map((f) => `import { resolve as ${camel(f.type)}Resolver } from './${f.type}/resolve-customer.ts';`),
    '',
    "export const CUSTOMER_BLOCK_RESOLVERS: CustomerResolvers['blocks'] = {",
    ...data.map((f) => `  ${key(f.type)}: ${camel(f.type)}Resolver,`),
    '};',
    '',
  ].join('\n');
}

function viewsFile(folders: readonly BlockFolder[]): string {
  const imports: string[] = [];
  const lazies = new Map<string, { name: string; line: string }>();
  const component = new Map<string, string>();
  for (const f of folders) {
    const { lazy, chunk, shared } = f.view;
    if (!shared) {
      const name = `${f.name}View`;
      if (chunk) lazies.set(`${chunk}#${name}`, { name, line: `const ${name} = lazyComponent(() => import('./${chunk}.chunk.generated.ts').then((m) => ({ default: m.${name} })));` });
      else if (lazy) lazies.set(`./${f.type}/View.tsx#View`, { name, line: `const ${name} = lazyComponent(() => import('./${f.type}/View.tsx').then((m) => ({ default: m.View })));` });
      else imports.push(`import { View as ${name} } from './${f.type}/View.tsx';`);
      component.set(f.type, name);
      continue;
    }
    const { module, exportName } = shared;
    const name = exportName === 'default' ? (posix.basename(module).replace(/\.tsx?$/, '') ?? f.name) : exportName;
    const id = `${module}#${exportName}`;
    if (lazy) {
      if (!lazies.has(id)) {
        const load = exportName === 'default' ? `import('${module}')` : `import('${module}').then((m) => ({ default: m.${exportName} }))`;
        lazies.set(id, { name, line: `const ${name} = lazyComponent(() => ${load});` });
      }
    } else if (!imports.some((line) => line.includes(`'${module}'`) && line.includes(name))) {
      imports.push(exportName === 'default' ? `import ${name} from '${module}';` : `import { ${exportName} } from '${module}';`);
    }
    component.set(f.type, name);
  }
  const lazyTypes = folders.filter((f) => f.view.lazy);
  return [
    header(
      'Block type -> component (Docusaurus\' ComponentTypes idea): each folder\'s View.tsx. A View marked\n' +
        "LAZY is a chunk of its own (the customer's blocks, the offers, the order form: visitors of other\n" +
        'pages never download them); types whose View re-exports one shared component share its chunk.',
    ),
    "import { lazyComponent } from '../render/lazy.ts';",
    "import type { BlockComponents } from '../render/page/block-props.ts';",
    "import type { BlockType } from './types.generated.ts';",
    ...imports,
    '',
    ...[...lazies.values()].map((l) => l.line),
    '',
    '/** The lazily loaded components, to start loading their code before a page shows them. */',
    "export const LAZY_BLOCKS: Partial<Record<BlockType, { preload(): Promise<void> }>> = {",
    ...lazyTypes.map((f) => `  ${key(f.type)}: ${component.get(f.type)},`),
    '};',
    '',
    'export const BLOCK_COMPONENTS: BlockComponents = {',
    ...folders.map((f) => `  ${key(f.type)}: ${component.get(f.type)},`),
    '};',
    '',
  ].join('\n');
}

/** The views of the types that share the lazy chunk `chunk`: one module, so one chunk. */
function chunkFile(chunk: string, folders: readonly BlockFolder[]): string {
  return [
    header(`The views of the block types whose View.tsx says \`LAZY = '${chunk}'\`: one module, so one lazy\nchunk, which a page showing any of them loads (views.generated.ts imports it).`),
    ...folders.map((f) => `export { View as ${f.name}View } from './${f.type}/View.tsx';`),
    '',
  ].join('\n');
}

/** A folder's schema as schemas/ holds it (where editors and the pages schema's $refs find it). */
function subjectsFile(folders: readonly BlockFolder[]): string {
  const cut = folders.filter((f) => f.forSubject);
  return [
    header(
      "The block types that cut themselves down to one path of a page answering for many (their folders'\n" +
        "subject.ts): read by the prerender (engine/pages/page-data.ts), never by the browser.",
    ),
    "import type { BlockForSubject } from '../engine/pages/blocks/definition.ts';",
    "import type { BlockType } from './types.generated.ts';",
    ...cut.map((f) => `import { forSubject as ${camel(f.type)}ForSubject } from './${f.type}/subject.ts';`),
    '',
    'export const BLOCKS_FOR_SUBJECT: { readonly [T in BlockType]?: BlockForSubject<T> } = {',
    ...cut.map((f) => `  ${key(f.type)}: ${camel(f.type)}ForSubject,`),
    '};',
    '',
  ].join('\n');
}

function schemaCopy(folder: BlockFolder, blocksDir: string): string {
  const { $schema, ...rest } = folder.schema;
  const copy = { ...($schema !== undefined ? { $schema } : {}), $comment: `Generated from ${blocksDir}/${folder.type}/schema.json by tools/vocabularies/write-schemas.ts: edit that file, not this copy.`, ...rest };
  return `${JSON.stringify(copy, null, 2)}\n`;
}

/** Repo-relative path -> text, for every file the block folders make (the schema copies in schemas/ included). */
export function blockFolderTexts(repoRoot: string, blocksDir: string = BLOCKS_DIR, schemasDir = 'schemas'): Record<string, string> {
  const folders = blockFolders(repoRoot, blocksDir);
  const out: Record<string, string> = {
    [`${blocksDir}/types.generated.ts`]: typesFile(folders),
    [`${blocksDir}/block-types.generated.ts`]: listFile(folders),
    [`${blocksDir}/compilers.generated.ts`]: compilersFile(folders),
    [`${blocksDir}/resolvers.generated.ts`]: resolversFile(folders, join(repoRoot, blocksDir)),
    [`${blocksDir}/customer-resolvers.generated.ts`]: customerResolversFile(folders),
    [`${blocksDir}/subjects.generated.ts`]: subjectsFile(folders),
    [`${blocksDir}/views.generated.ts`]: viewsFile(folders),
  };
  const chunks = [...new Set(folders.flatMap((folder) => (folder.view.chunk ? [folder.view.chunk] : [])))].sort();
  for (const chunk of chunks) out[`${blocksDir}/${chunk}.chunk.generated.ts`] = chunkFile(chunk, folders.filter((folder) => folder.view.chunk === chunk));
  for (const folder of folders) out[`${schemasDir}/block-${folder.type}.schema.json`] = schemaCopy(folder, blocksDir);
  return out;
}
