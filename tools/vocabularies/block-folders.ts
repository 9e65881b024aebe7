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
 *                        its own (loaded on pages that show the type), and so does writing it
 *                        `export default function View` (the chunk is then loaded as the module is,
 *                        and carries no LAZY marker: a few bytes less), `export const LAZY = '<name>'`
 *                        a chunk it shares with the other types that name it (<name>.chunk.generated.ts
 *                        gathers their views), and a View that re-exports a shared component
 *                        (`export { X as View } from '…'`) is loaded from that module, so the types
 *                        that share a component share its lazy chunk.
 * The folder `shared/` is no type: it holds the view parts that several types' views import (the
 * offer table), so no type's folder imports another's.
 * This module reads and checks the folders. From that list block-folder-texts.ts writes everything
 * that names every type (write-schemas.ts writes them, tests/architecture/vocabularies.test.ts
 * fails while one is stale or edited by hand).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

export const BLOCKS_DIR = 'src/blocks';
/** The folder of src/blocks/ that is not a block type: view parts several types share. */
export const SHARED_DIR = 'shared';

export interface BlockView {
  lazy: boolean;
  /** The lazy chunk it shares with other types (`export const LAZY = '<name>'`), or null. */
  chunk: string | null;
  /** Set when View.tsx re-exports a shared component: its module (relative to src/blocks/) and export. */
  shared: { module: string; exportName: string } | null;
  /** `export default function View`: a lazy chunk of its own, loaded as the module is. */
  defaultExport: boolean;
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

const pascal = (type: string) =>
  type
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
export const camel = (type: string) => pascal(type).charAt(0).toLowerCase() + pascal(type).slice(1);
export const key = (type: string) => (/^[a-z][a-zA-Z0-9]*$/.test(type) ? type : `'${type}'`);

function viewOf(type: string, text: string): BlockView {
  const marked = /^export const LAZY = (true|'([a-z][a-z0-9-]*)');$/m.exec(text);
  const lazy = marked !== null;
  const chunk = marked?.[2] ?? null;
  const shared = /^export \{ (\w+) as View \} from '([^']+)';$/m.exec(text);
  if (shared) {
    if (chunk) throw new Error(`${BLOCKS_DIR}/${type}/View.tsx: a re-exported view is loaded from its own module; name no chunk`);
    const module = posix.normalize(posix.join(type, shared[2]!));
    return { lazy, chunk, shared: { module: module.startsWith('.') ? module : `./${module}`, exportName: shared[1]! }, defaultExport: false };
  }
  const exported = /^export (default function|function|const) View\b/m.exec(text);
  if (!exported)
    throw new Error(
      `${BLOCKS_DIR}/${type}/View.tsx: exports no View (export function View, export default function View, or export { X as View } from a shared module)`,
    );
  if (exported[1] !== 'default function') return { lazy, chunk, shared: null, defaultExport: false };
  if (marked)
    throw new Error(`${BLOCKS_DIR}/${type}/View.tsx: a default-exported View is a lazy chunk of its own already; drop LAZY (the chunk would carry it)`);
  return { lazy: true, chunk: null, shared: null, defaultExport: true };
}

/** The block type folders of `blocksDir` (repo-relative), in name order, each checked for its files. */
export function blockFolders(repoRoot: string, blocksDir: string = BLOCKS_DIR): BlockFolder[] {
  const dir = join(repoRoot, blocksDir);
  return readdirSync(dir)
    .filter((entry) => entry !== SHARED_DIR && statSync(join(dir, entry)).isDirectory())
    .sort()
    .map((type) => {
      const at = (file: string) => join(dir, type, file);
      if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type))
        throw new Error(`${blocksDir}/${type}: a block type's folder is named as the type (lower case, words joined by -)`);
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
