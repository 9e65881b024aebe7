/**
 * One persona loader (issue 18, section 4): persona files are read in one place per runtime
 * (tools/personas/load.ts for the command-line side, server/personas.ts for the local stack's
 * watched store, story-personas.ts for Storybook's browser), each handing the text to the
 * engine's persona reading (src/engine/personas/). A new copy fails here; so does the portal's
 * own code importing that reading (it brings ajv, which the browser never ships).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../tools/architecture/import-graph.ts';

const repoRoot = join(fileURLToPath(import.meta.url), '../../..');

/** The readers of persona files; each passes the text to src/engine/personas/parse.ts. */
const PERSONA_READERS = ['server/personas.ts', 'src/render/stories/story-personas.ts', 'tools/personas/load.ts'];

/** Files that list a folder and speak of personas, but list something else. */
const NOT_PERSONA_READERS: Record<string, string> = {
  'tools/portal/commands/history.ts': 'lists config/ folders at a commit',
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
    expect(listing.sort(), 'read persona files with tools/personas/load.ts (or the engine reading in src/engine/personas/)').toEqual(PERSONA_READERS);
  });

  it('every reader parses with the engine reading', () => {
    for (const file of PERSONA_READERS) expect(readFileSync(join(repoRoot, file), 'utf8'), file).toMatch(/engine\/personas\/parse\.ts'/);
  });

  it('stays out of the portal: only tools/, server/ and Storybook import it', () => {
    const importers = importGraph(repoRoot, ['src', 'server', 'tools'])
      .filter((edge) => edge.to.startsWith('src/engine/personas/') && !edge.from.startsWith('src/engine/personas/'))
      .map((edge) => edge.from);
    expect(importers.length).toBeGreaterThan(3);
    expect(importers.filter((from) => !(from.startsWith('tools/') || from.startsWith('server/') || from.startsWith('src/render/stories/')))).toEqual([]);
  });
});
