/**
 * The import graph of src/, server/ and tools/ has no cycle: a cycle
 * makes module order matter at start-up and means two files hold one idea between them.
 * The graph is read with TypeScript's parser (tools/architecture/import-graph.ts), so
 * `import type` is told apart from an import that runs.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, type ImportEdge } from '../../tools/architecture/import-graph.ts';
import { crossings, describeCycle, importCycles } from '../../tools/architecture/import-cycles.ts';

const repoRoot = join(fileURLToPath(import.meta.url), '../../..');
const edges = importGraph(repoRoot, ['src', 'server', 'tools']);

/**
 * Cycles made of type imports alone: erased when compiled, so they decide nothing at run
 * time, but still two files that name each other. Each entry is a cycle's files; one that
 * disappears must leave this list (the test says so), and no new one may appear. The engine's
 * pages/blocks ↔ resolve, the render PageBlocks → registry → LayoutBlocks → PageBlocks, the
 * explain, view-model types, facts and app data cycles were broken and are not here.
 */
const KNOWN_TYPE_ONLY_CYCLES: readonly (readonly string[])[] = [
  // diff-configs.ts declares ChangeGroup/ViewRef, which the page diff returns.
  ['tools/diff/diff-configs.ts', 'tools/diff/pages.ts'],
];

/**
 * Which way the arrow between server/ and tools/ goes (DESIGN: tools/ are the command-line
 * programs and the build; server/ is the local backend and the serving rules). tools/ may import
 * server/: the build writes the serving files (headers, routes, nginx config) from the one list
 * the server serves by, and the preview sends files as the server does. server/ does not import
 * tools/ but for the two development parts `npm start` turns on, each loaded on demand so a stack
 * without them never loads them: the preview (mounted under /__preview/) and the save-to-served
 * path (tools/save-to-served/, `--watch-config`).
 */
const SERVER_TO_TOOLS_ALLOWED: readonly Pick<ImportEdge, 'from' | 'to' | 'kind'>[] = [
  { from: 'server/local-stack.ts', to: 'tools/preview/mount.ts', kind: 'dynamic' },
  { from: 'server/main.ts', to: 'tools/save-to-served/follow-saves.ts', kind: 'dynamic' },
];

describe('the detector', () => {
  it('tells a type import, an import that runs and a dynamic import apart', () => {
    const found = importsOf(
      [
        "import type { A } from './a.ts';",
        "import { type B, type C } from './b.ts';",
        "import { type D, e } from './d.ts';",
        "export { f } from './f.ts';",
        "export type { G } from './g.ts';",
        "const h = () => import('./h.ts');",
        "let i: import('./i.ts').I;",
      ].join('\n'),
      'sample.ts',
    );
    expect(found).toEqual([
      { specifier: './a.ts', kind: 'type' },
      { specifier: './b.ts', kind: 'type' },
      { specifier: './d.ts', kind: 'static' },
      { specifier: './f.ts', kind: 'static' },
      { specifier: './g.ts', kind: 'type' },
      { specifier: './h.ts', kind: 'dynamic' },
      { specifier: './i.ts', kind: 'type' },
    ]);
  });

  it('finds a cycle, names its files, and leaves a chain alone', () => {
    const edge = (from: string, to: string, kind: ImportEdge['kind'] = 'static'): ImportEdge => ({ from, to, kind });
    const graph = [edge('a', 'b'), edge('b', 'c'), edge('c', 'a', 'type'), edge('c', 'd'), edge('d', 'e'), edge('f', 'f')];
    expect(importCycles(graph, ['static', 'type']).map((cycle) => cycle.files)).toEqual([['a', 'b', 'c'], ['f']]);
    // Without the type import, a → b → c is a chain.
    expect(importCycles(graph).map((cycle) => cycle.files)).toEqual([['f']]);
  });

  it('reads the real graph (an empty graph would pass every test below)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'src/render/page/PageBlocks.tsx', to: 'src/render/page/registry.ts', kind: 'static' });
  });
});

describe('import cycles', () => {
  it('src/, server/ and tools/ have no cycle of imports that run', () => {
    const cycles = importCycles(edges, ['static', 'dynamic']);
    expect(cycles.map(describeCycle).join('\n'), 'import cycles (cut one import in each)').toBe('');
  });

  it('src/ has no cycle at all, type imports included', () => {
    const inSrc = importCycles(edges, ['static', 'dynamic', 'type']).filter((cycle) => cycle.files.some((file) => file.startsWith('src/')));
    expect(inSrc.map(describeCycle).join('\n'), 'import cycles in src/: move what both sides need into a module of its own').toBe('');
  });

  it('no new cycle of type imports, and the list of known ones only shrinks', () => {
    const found = importCycles(edges, ['static', 'dynamic', 'type']);
    const key = (files: readonly string[]) => files.join(' ↔ ');
    const known = new Set(KNOWN_TYPE_ONLY_CYCLES.map(key));
    const unexpected = found.filter((cycle) => !known.has(key(cycle.files)));
    expect(unexpected.map(describeCycle).join('\n'), 'new import cycles: move what both sides need into a module of its own').toBe('');
    const gone = [...known].filter((files) => !found.some((cycle) => key(cycle.files) === files));
    expect(gone, 'these cycles are gone: remove them from KNOWN_TYPE_ONLY_CYCLES').toEqual([]);
  });

  it('server/ imports nothing from tools/ but the on-demand preview mount and save-to-served path', () => {
    const serverToTools = crossings(edges, 'server', 'tools').map(({ from, to, kind }) => ({ from, to, kind }));
    expect(serverToTools).toEqual(SERVER_TO_TOOLS_ALLOWED);
  });

  it('tools/ import nothing from src/app/: what the build and the browser share is src/contract/', () => {
    expect(edges.some((edge) => edge.from.startsWith('tools/') && edge.to === 'src/contract/build-and-browser.ts')).toBe(true);
    expect(crossings(edges, 'tools', 'src/app').map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });

  it('the contract imports nothing but the engine (types and pure functions both sides can load)', () => {
    const outside = edges.filter((edge) => edge.from.startsWith('src/contract/') && !edge.to.startsWith('src/engine/'));
    expect(outside.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });

  it('the engine imports neither the renderer, the app, server/ nor tools/', () => {
    const outOfEngine = ['src/render', 'src/app', 'server', 'tools'].flatMap((folder) => crossings(edges, 'src/engine', folder));
    expect(outOfEngine.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });
});
