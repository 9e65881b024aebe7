/**
 * The layers of a block type's folder (src/blocks/<type>/). Its engine files
 * (types.ts, compile.ts, resolve.ts, resolve-customer.ts and the helpers they import) are part of
 * the engine: they import only src/engine/ and their own folder's engine files. Its View.tsx (and
 * the view files it imports) may import the renderer, the view parts several types share
 * (src/blocks/shared/, which imports no type's folder), and of the app only the services a block
 * is handed (APP_SERVICES_FOR_VIEWS). The engine, reached through the generated registries and
 * unions, never reaches a view: no src/render/, src/app/, React, CSS or .tsx file is among what
 * it imports, type imports included.
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
const SHARED = 'shared';
const folderOf = (file: string) => /^src\/blocks\/([^/]+)\//.exec(file)?.[1] ?? null;
/**
 * What a block's view may take from the app: the offer blocks' live offers from the product-offer
 * service (refreshed with the customer's facts) and the page's location and hydration state.
 * Anything else a view needs the app hands it through the renderer (block props, action stores).
 */
const APP_SERVICES_FOR_VIEWS = ['src/app/offers/useLiveOffers.ts', 'src/app/data/services-context.tsx'];

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

  it("reads the offer blocks' views in their folders and the shared parts (else the rules below hold vacuously)", () => {
    for (const type of ['offers', 'offer-detail', 'bank-profile'])
      expect(importsFrom(`src/blocks/${type}/View.tsx`).some((to) => folderOf(to) === type)).toBe(true);
    expect(files.filter((file) => folderOf(file) === SHARED).length).toBeGreaterThan(0);
  });

  it("a view imports no other type's folder (the shared parts and the generated unions aside), and of the app only the services it is handed", () => {
    const viewFiles = files.filter((file) => folderOf(file) && !engineSide.has(file));
    const wrong = viewFiles.flatMap((file) =>
      importsFrom(file)
        .filter(
          (to) =>
            (folderOf(to) !== null && folderOf(to) !== folderOf(file) && folderOf(to) !== SHARED && !to.endsWith('.generated.ts')) ||
            (to.startsWith('src/app/') && !APP_SERVICES_FOR_VIEWS.includes(to)),
        )
        .map((to) => `${file} → ${to}`),
    );
    expect(wrong).toEqual([]);
  });

  it("the shared view parts import no type's folder: a type's folder is its own", () => {
    const wrong = files
      .filter((file) => folderOf(file) === SHARED)
      .flatMap((file) =>
        importsFrom(file)
          .filter((to) => folderOf(to) !== null && folderOf(to) !== SHARED)
          .map((to) => `${file} → ${to}`),
      );
    expect(wrong).toEqual([]);
  });

  it('no view of a block type lives outside src/blocks/: the registry loads each from its folder', () => {
    const generated = 'src/blocks/views.generated.ts';
    const outside = importsFrom(generated).filter((to) => to.endsWith('.tsx') && !to.startsWith('src/blocks/') && !to.startsWith('src/render/'));
    expect(outside).toEqual([]);
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

  it('the engine runs no code of src/blocks/: it is handed the compilers, subject cutters and resolvers (type imports aside)', () => {
    const runs = edges
      .filter((edge) => edge.from.startsWith('src/engine/') && edge.to.startsWith('src/blocks/') && edge.kind !== 'type')
      .map((edge) => `${edge.from} → ${edge.to}`);
    expect(runs).toEqual([]);
    // The type imports are there (the unions, the resolvers' shapes): else the filter above proves nothing.
    expect(edges.some((edge) => edge.from.startsWith('src/engine/') && edge.to.startsWith('src/blocks/') && edge.kind === 'type')).toBe(true);
  });

  it('the browser resolvers name no data-bound type and no compiler', () => {
    const resolvers = reachable(['src/blocks/resolvers.generated.ts']);
    expect(
      [...resolvers].filter((file) => file.endsWith('/compile.ts') || file.endsWith('/resolve-customer.ts') || file.endsWith('compilers.generated.ts')),
    ).toEqual([]);
  });
});
