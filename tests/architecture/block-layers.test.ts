/**
 * The layers of a block type's folder (src/blocks/<type>/, issue 18 section 2). Its engine files
 * (types.ts, compile.ts, resolve.ts, resolve-customer.ts and the helpers they import) are part of
 * the engine: they import only src/engine/ and their own folder's engine files. Its View.tsx (and
 * the view files it imports) may import the renderer, and for the offer blocks (offers,
 * offer-detail, bank-profile) the app's offer components. The engine, reached through the generated registries and unions, never reaches a
 * view: no src/render/, src/app/, React, CSS or .tsx file is among what it imports, type
 * imports included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, listSourceFiles } from '../../tools/architecture/import-graph.ts';

const repoRoot = join(fileURLToPath(import.meta.url), '../../..');
const edges = importGraph(repoRoot, ['src']);
const importsFrom = (file: string) => edges.filter((edge) => edge.from === file).map((edge) => edge.to);

const ENGINE_ENTRIES = ['types.ts', 'compile.ts', 'resolve.ts', 'resolve-customer.ts'];
const folderOf = (file: string) => /^src\/blocks\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Every file reachable from `start` (start included). */
function reachable(start: readonly string[]): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length > 0) {
    for (const to of importsFrom(queue.pop()!)) {
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push(to);
    }
  }
  return seen;
}

const files = listSourceFiles(repoRoot, ['src']);
const folderEngineFiles = files.filter((file) => folderOf(file) && ENGINE_ENTRIES.some((name) => file.endsWith(`/${name}`)));
/** The folder files the engine files import, within their folder: engine files too. */
const engineSide = reachable(folderEngineFiles);

describe('block type folders', () => {
  it('reads the folders (an empty list would pass every test below)', () => {
    expect(folderEngineFiles.length).toBeGreaterThan(60);
    expect(files).toContain('src/blocks/heading/View.tsx');
  });

  it("a folder's engine files import only the engine and their own folder's engine files", () => {
    const wrong = [...engineSide]
      .filter((file) => folderOf(file))
      .flatMap((file) =>
        importsFrom(file)
          .filter((to) => !to.startsWith('src/engine/') && !(folderOf(to) === folderOf(file) && engineSide.has(to)))
          .map((to) => `${file} → ${to}`),
      );
    expect(wrong).toEqual([]);
  });

  it('a view imports no other folder, and the app only for the offer blocks', () => {
    const viewFiles = files.filter((file) => folderOf(file) && !engineSide.has(file));
    const wrong = viewFiles.flatMap((file) =>
      importsFrom(file)
        .filter(
          (to) =>
            (folderOf(to) !== null && folderOf(to) !== folderOf(file) && !to.endsWith('.generated.ts')) ||
            (to.startsWith('src/app/') && !(['offers', 'offer-detail', 'bank-profile'].includes(folderOf(file)!) && to.startsWith('src/app/offers/'))),
        )
        .map((to) => `${file} → ${to}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the engine never reaches the renderer, the app, React, CSS or any view (.tsx), type imports included', () => {
    const engine = reachable(files.filter((file) => file.startsWith('src/engine/')));
    const views = [...engine].filter((file) => file.startsWith('src/render/') || file.startsWith('src/app/') || file.endsWith('.tsx'));
    expect(views).toEqual([]);
    const packages = [...engine].flatMap((file) =>
      importsOf(readFileSync(join(repoRoot, file), 'utf8'), file)
        .filter(({ specifier }) => /^react(-dom)?(\/|$)/.test(specifier) || specifier.endsWith('.css'))
        .map(({ specifier }) => `${file} → ${specifier}`),
    );
    expect(packages).toEqual([]);
  });

  it('the browser resolvers name no data-bound type and no compiler', () => {
    const resolvers = reachable(['src/blocks/resolvers.generated.ts']);
    expect(
      [...resolvers].filter((file) => file.endsWith('/compile.ts') || file.endsWith('/resolve-customer.ts') || file.endsWith('compilers.generated.ts')),
    ).toEqual([]);
  });
});
