/**
 * One persona loader: persona files are read by one module on the engine's
 * tooling side, src/node/personas/ (load.ts, and store.ts, the local stack's watched store built
 * on it), which server/ and tools/ both import, and by story-personas.ts for Storybook's browser
 * (no file system there); each hands the text to the engine's persona reading
 * (src/engine/personas/). A new copy fails here; so does the portal's own code importing that
 * reading (it brings ajv, which the browser never ships) or the Node side.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../tools/architecture/import-graph.ts';

const repoRoot = join(fileURLToPath(import.meta.url), '../../..');

/** The readers of persona files; each passes the text to src/engine/personas/parse.ts. */
const PERSONA_READERS = ['src/node/personas/load.ts', 'src/node/personas/store.ts', 'src/render/stories/story-personas.ts'];

/** Files that list a folder and speak of personas, but list something else. */
const NOT_PERSONA_READERS: Record<string, string> = {
  'tools/portal/commands/history.ts': 'lists config/ folders at a commit',
  'bench/stack-memory.ts': "lists /proc for the stack's processes",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)).replace(/\\/g, '/'));
}

describe('the persona loader', () => {
  it('is the only code that lists persona files', () => {
    const listing = ['src', 'server', 'tools', 'bench']
      .flatMap(sourceFiles)
      .filter((file) => {
        const text = readFileSync(join(repoRoot, file), 'utf8');
        return /readdir(Sync)?\(|import\.meta\.glob/.test(text) && /personas/.test(text);
      })
      .filter((file) => !(file in NOT_PERSONA_READERS));
    expect(listing.sort(), 'read persona files with src/node/personas/load.ts (or the engine reading in src/engine/personas/)').toEqual(PERSONA_READERS);
  });

  it('every reader parses with the engine reading', () => {
    for (const file of PERSONA_READERS) expect(readFileSync(join(repoRoot, file), 'utf8'), file).toMatch(/engine\/personas\/parse\.ts'/);
  });

  const edges = importGraph(repoRoot, ['src', 'server', 'tools']);

  it('stays out of the portal: only the Node side, tools/, server/ and Storybook import it', () => {
    const importers = edges
      .filter((edge) => edge.to.startsWith('src/engine/personas/') && !edge.from.startsWith('src/engine/personas/'))
      .map((edge) => edge.from);
    expect(importers.length).toBeGreaterThan(3);
    const allowed = (from: string) => ['src/node/', 'tools/', 'server/', 'src/render/stories/'].some((folder) => from.startsWith(folder));
    expect(importers.filter((from) => !allowed(from))).toEqual([]);
  });

  it('is used by the local stack and the command-line side alike', () => {
    const users = (file: string) => new Set(edges.filter((edge) => edge.to === file).map((edge) => edge.from.split('/')[0]));
    expect([...users('src/node/personas/load.ts')].sort()).toEqual(['src', 'tools']);
    expect(edges).toContainEqual({ from: 'src/node/personas/store.ts', to: 'src/node/personas/load.ts', kind: 'static' });
    expect(edges).toContainEqual({ from: 'server/local-stack.ts', to: 'src/node/personas/store.ts', kind: 'static' });
  });

  it('the Node side imports only the engine, and only server/, tools/ and itself import it', () => {
    const out = edges.filter((edge) => edge.from.startsWith('src/node/') && !edge.to.startsWith('src/node/') && !edge.to.startsWith('src/engine/'));
    expect(out.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
    const into = edges.filter((edge) => edge.to.startsWith('src/node/') && !['src/node/', 'server/', 'tools/'].some((folder) => edge.from.startsWith(folder)));
    expect(into.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });
});
