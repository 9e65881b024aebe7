/**
 * Block type -> component (views.generated.ts), and one module per shared lazy chunk
 * (<name>.chunk.generated.ts), written from the block folders' View.tsx (block-folders.ts `viewOf`).
 */
import { posix } from 'node:path';
import { key, type BlockFolder } from './block-folders.ts';
import { generatedHeader as header } from './generated-header.ts';

export function viewsFile(folders: readonly BlockFolder[]): string {
  const imports: string[] = [];
  const lazies = new Map<string, { name: string; line: string }>();
  const component = new Map<string, string>();
  for (const f of folders) {
    const { lazy, chunk, shared, defaultExport } = f.view;
    if (!shared) {
      const name = `${f.name}View`;
      const module = `./${f.type}/View.tsx`;
      if (chunk)
        lazies.set(`${chunk}#${name}`, {
          name,
          line: `const ${name} = lazyComponent(() => import('./${chunk}.chunk.generated.ts').then((m) => ({ default: m.${name} })));`,
        });
      else if (lazy)
        lazies.set(`${module}#View`, {
          name,
          line: `const ${name} = lazyComponent(() => ${defaultExport ? `import('${module}')` : `import('${module}').then((m) => ({ default: m.View }))`});`,
        });
      else imports.push(defaultExport ? `import ${name} from '${module}';` : `import { View as ${name} } from '${module}';`);
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
      "Block type -> component (Docusaurus' ComponentTypes idea): each folder's View.tsx. A View marked\n" +
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
    'export const LAZY_BLOCKS: Partial<Record<BlockType, { preload(): Promise<void> }>> = {',
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
export function chunkFile(chunk: string, folders: readonly BlockFolder[]): string {
  return [
    header(
      `The views of the block types whose View.tsx says \`LAZY = '${chunk}'\`: one module, so one lazy\nchunk, which a page showing any of them loads (views.generated.ts imports it).`,
    ),
    ...folders.map((f) => `export { ${f.view.defaultExport ? 'default' : 'View'} as ${f.name}View } from './${f.type}/View.tsx';`),
    '',
  ].join('\n');
}
